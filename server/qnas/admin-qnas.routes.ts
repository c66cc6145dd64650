import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import {
  AdminQnaListQuerySchema,
  AdminQnaPageSchema,
  AdminQnaReplyBodySchema,
  AdminQnaReplyResultSchema,
  AdminQnaSchema,
} from '../../lib/schemas/qnas';
import { createRouter, IdParamSchema as params, jsonContent } from '../lib/router';
import { getAdminQnaOrThrow, listAdminQnas, replyToQna } from './admin-qnas.service';
import { auditActor } from '../audit-logs/actor';
import { allow, EVERY_OPERATOR } from '../middleware/auth';

const base = { tags: ['admin-qnas'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
};
const notFound = { 404: jsonContent(ErrorBodySchema, '없는 문의') };

/** /v1/admin/qnas/** — 문의 대기열과 답변 */
export const adminQnasRouter = createRouter()
  // GET /v1/admin/qnas – 문의 대기열 (상태·분류·회원 이메일·접수 기간, 기본은 답변 대기 먼저 오래된 순)
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'get',
      path: '/qnas',
      request: { query: AdminQnaListQuerySchema },
      responses: { 200: jsonContent(AdminQnaPageSchema, '문의 목록'), ...errors },
    }),
    async (c) => c.json(await listAdminQnas(c.get('deps'), c.req.valid('query')), 200),
  )
  // GET /v1/admin/qnas/{id} – 문의 상세
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'get',
      path: '/qnas/{id}',
      request: { params },
      responses: { 200: jsonContent(AdminQnaSchema, '문의 상세'), ...errors, ...notFound },
    }),
    async (c) => c.json(await getAdminQnaOrThrow(c.get('deps'), c.req.valid('param').id), 200),
  )
  // PATCH /v1/admin/qnas/{id}/reply – 답변 등록·수정 (처음 답하면 메일 한 통, 고칠 때는 notify 일 때만)
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'patch',
      path: '/qnas/{id}/reply',
      request: { params, body: { content: { 'application/json': { schema: AdminQnaReplyBodySchema } }, required: true } },
      responses: { 200: jsonContent(AdminQnaReplyResultSchema, '답변 결과'), ...errors, ...notFound },
    }),
    async (c) => {
      const result = await replyToQna(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), auditActor(c));
      return c.json(result, 200);
    },
  );
