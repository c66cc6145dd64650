import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AdminPointLedgerPageSchema,
  IDEMPOTENCY_KEY_PATTERN,
  PointAdjustBodySchema,
  PointAdjustResultSchema,
  PointLedgerQuerySchema,
} from '../../lib/schemas/admin-members';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { auditActor } from '../audit-logs/actor';
import { fail } from '../lib/errors';
import { createRouter, IdParamSchema as params, jsonContent } from '../lib/router';
import { EVERY_OPERATOR, STAFF, allow } from '../middleware/auth';
import { adjustPoints, listAdminPointLedger } from '../points/point-adjustments.service';

const base = { tags: ['admin-members'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류·요청 키 없음'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '권한 없음'),
  404: jsonContent(ErrorBodySchema, '없는 회원'),
};

/** /v1/admin/members/{id}/point-ledger, /points — 회원의 적립금 원장과 운영자 지급·차감 */
export const adminMemberPointsRouter = createRouter()
  // GET /v1/admin/members/{id}/point-ledger – 적립금 원장 (최신 순)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/members/{id}/point-ledger',
      middleware: [allow(...EVERY_OPERATOR)],
      request: { params, query: PointLedgerQuerySchema },
      responses: { 200: jsonContent(AdminPointLedgerPageSchema, '원장'), ...errors },
    }),
    async (c) => c.json(await listAdminPointLedger(c.get('deps'), c.req.valid('param').id, c.req.valid('query')), 200),
  )
  // POST /v1/admin/members/{id}/points – 적립금 지급·차감 (Idempotency-Key 필수, 같은 키는 처음 결과 그대로)
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/members/{id}/points',
      middleware: [allow(...STAFF)],
      request: {
        params,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: { content: { 'application/json': { schema: PointAdjustBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(PointAdjustResultSchema, '원장에 적힌 줄(같은 키면 replayed:true)'),
        ...errors,
        409: jsonContent(ErrorBodySchema, '잔액 부족·다른 내용의 같은 키'),
      },
    }),
    async (c) => {
      const key = c.req.valid('header')['idempotency-key'];
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw fail('IDEMPOTENCY_KEY_REQUIRED');
      const result = await adjustPoints(c.get('deps'), auditActor(c), c.req.valid('param').id, c.req.valid('json'), key);
      return c.json(result, 200);
    },
  );
