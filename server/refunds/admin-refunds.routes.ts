import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, pageOf } from '../../lib/schemas/common';
import { AdminCashRefundSchema, AdminRefundListQuerySchema, RefundTransferBodySchema, RefundTransferResultSchema } from '../../lib/schemas/refunds';
import { createRouter, IdParamSchema as params, jsonContent } from '../lib/router';
import { listAdminCashRefunds, markRefundTransferred } from './refunds.service';
import { auditActor } from '../audit-logs/actor';
import { allow, STAFF } from '../middleware/auth';

// 관리자(ADMIN)만: app.ts 가 /v1/admin/* 에 requireAuth + requireAdmin 을 건다
const base = { tags: ['admin-refunds'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
};

/** /v1/admin/refunds — 계좌로 돌려주는 환불(무통장입금): 이체 대기 목록과 이체 완료 표시 */
export const adminRefundsRouter = createRouter()
  // GET /v1/admin/refunds – 계좌 환불 목록 (ADMIN, 기본 이체 대기·오래된 순)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'get',
      path: '/refunds',
      description: '관리자(ADMIN)만',
      request: { query: AdminRefundListQuerySchema },
      responses: { 200: jsonContent(pageOf(AdminCashRefundSchema), '계좌 환불 목록'), ...errors },
    }),
    async (c) => c.json(await listAdminCashRefunds(c.get('deps'), c.req.valid('query')), 200),
  )
  // POST /v1/admin/refunds/{id}/transferred – 이체 완료 표시 (ADMIN, 이체일은 오늘까지, 두 번 누르면 changed:false)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'post',
      path: '/refunds/{id}/transferred',
      description: '관리자(ADMIN)만',
      request: { params, body: { content: { 'application/json': { schema: RefundTransferBodySchema } }, required: true } },
      responses: {
        200: jsonContent(RefundTransferResultSchema, '이체 완료 결과'),
        ...errors,
        404: jsonContent(ErrorBodySchema, '없는 계좌 환불'),
        409: jsonContent(ErrorBodySchema, '이체 대기가 아님'),
      },
    }),
    async (c) => {
      const result = await markRefundTransferred(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), auditActor(c));
      return c.json(result, 200);
    },
  );
