import { createRoute } from '@hono/zod-openapi';
import {
  AdminPurchaseDetailSchema,
  AdminPurchaseListQuerySchema,
  AdminPurchaseStatusBodySchema,
  AdminPurchaseStatusResultSchema,
  AdminPurchaseSummarySchema,
  PendingDepositNoticeListSchema,
  RefundBodySchema,
  RefundResultSchema,
} from '../../lib/schemas/admin-purchases';
import { ErrorBodySchema, pageOf } from '../../lib/schemas/common';
import { createRouter, IdParamSchema as params, jsonBody, jsonContent } from '../lib/router';
import { changePurchaseStatus, getAdminPurchaseOrThrow, listAdminPurchases } from './admin-purchases.service';
import { listPendingDepositNotices } from './deposit-notice.service';
import { refundPurchase } from './refunds.service';
import { auditActor } from '../audit-logs/actor';
import { allow, STAFF } from '../middleware/auth';

const base = { tags: ['admin-purchases'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
};
const notFound = { 404: jsonContent(ErrorBodySchema, '없는 구매') };
const conflict = { 409: jsonContent(ErrorBodySchema, '지금 상태에서는 할 수 없음') };

/** /v1/admin — 구매 관리, 입금 확인, 환불, 입금 대기 안내문 */
export const adminPurchasesRouter = createRouter()
  // GET /v1/admin/purchases – 구매 목록 (상태·결제수단·회원·주문번호/입금자명·서울 기준 기간, 최신순)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'get',
      path: '/purchases',
      request: { query: AdminPurchaseListQuerySchema },
      responses: { 200: jsonContent(pageOf(AdminPurchaseSummarySchema), '구매 목록'), ...errors },
    }),
    async (c) => c.json(await listAdminPurchases(c.get('deps'), c.req.valid('query')), 200),
  )
  // GET /v1/admin/purchases/{id} – 구매 상세 (주문 줄, 서비스, 결제 기록, 상태 이력)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'get',
      path: '/purchases/{id}',
      request: { params },
      responses: { 200: jsonContent(AdminPurchaseDetailSchema, '구매 상세'), ...errors, ...notFound },
    }),
    async (c) => c.json(await getAdminPurchaseOrThrow(c.get('deps'), c.req.valid('param').id), 200),
  )
  // POST /v1/admin/purchases/{id} – 상태 변경: 입금 확인(→PAID)·미결제 취소(→EXPIRED), 이미 그 상태면 changed:false
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'post',
      path: '/purchases/{id}',
      request: { params, ...jsonBody(AdminPurchaseStatusBodySchema) },
      responses: { 200: jsonContent(AdminPurchaseStatusResultSchema, '변경 결과'), ...errors, ...notFound, ...conflict },
    }),
    async (c) => {
      const result = await changePurchaseStatus(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), auditActor(c));
      return c.json(result, 200);
    },
  )
  // POST /v1/admin/purchases/{id}/refund – 카드 취소·적립금·계좌로 환불 (부분·전액, 두 번 환불되지 않게, 전액이면 현금영수증 취소)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'post',
      path: '/purchases/{id}/refund',
      request: { params, ...jsonBody(RefundBodySchema) },
      responses: {
        200: jsonContent(RefundResultSchema, '환불 결과'),
        ...errors,
        ...notFound,
        ...conflict,
        502: jsonContent(ErrorBodySchema, '결제사 통신 실패'),
      },
    }),
    async (c) => {
      const result = await refundPurchase(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), auditActor(c));
      return c.json(result, 200);
    },
  )
  // GET /v1/admin/message-for-purchase-list-pending-deposit – 입금 대기 무통장입금 주문별 안내문 (오래된 순)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'get',
      path: '/message-for-purchase-list-pending-deposit',
      responses: { 200: jsonContent(PendingDepositNoticeListSchema, '입금 안내문'), ...errors },
    }),
    async (c) => c.json(await listPendingDepositNotices(c.get('deps')), 200),
  );
