import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, pageOf } from '../../lib/schemas/common';
import { AdminShortfallListQuerySchema, AdminShortfallSchema, ShortfallSettleBodySchema } from '../../lib/schemas/shortfalls';
import { auditActor } from '../audit-logs/actor';
import { createRouter, IdParamSchema, jsonBody, jsonContent } from '../lib/router';
import { allow, EVERY_OPERATOR, STAFF } from '../middleware/auth';
import { listAdminShortfalls, settleShortfallByOperator } from './admin-shortfalls.service';

const base = { tags: ['admin-shortfalls'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
};

/** /v1/admin/shortfalls — 부분 완료·취소로 남은 수량과 그 처리 */
export const adminShortfallsRouter = createRouter()
  // GET /v1/admin/shortfalls – 미진행 수량 목록(status=REVIEW 면 운영자가 고를 것), 최신순
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'get',
      path: '/shortfalls',
      request: { query: AdminShortfallListQuerySchema },
      responses: { 200: jsonContent(pageOf(AdminShortfallSchema), '미진행 수량 목록'), ...errors },
    }),
    async (c) => c.json(await listAdminShortfalls(c.get('deps'), c.req.valid('query')), 200),
  )
  // POST /v1/admin/shortfalls/{id}/settle – 확인 대기(REVIEW)인 미진행 수량을 환불하거나 다시 보낸다(한 번만, 경보도 닫힌다)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'post',
      path: '/shortfalls/{id}/settle',
      request: { params: IdParamSchema, ...jsonBody(ShortfallSettleBodySchema) },
      responses: {
        200: jsonContent(AdminShortfallSchema, '처리한 미진행 수량'),
        ...errors,
        404: jsonContent(ErrorBodySchema, '없는 미진행 수량'),
        409: jsonContent(ErrorBodySchema, '이미 처리됨, 다시 보낼 패널 없음, 환불 불가'),
        502: jsonContent(ErrorBodySchema, '결제사 응답 없음(잠시 뒤 저절로 이어 간다)'),
      },
    }),
    async (c) => c.json(await settleShortfallByOperator(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), auditActor(c)), 200),
  );
