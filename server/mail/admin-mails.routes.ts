import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, pageOf } from '../../lib/schemas/common';
import { AdminMailDetailSchema, AdminMailListQuerySchema, AdminMailSummarySchema } from '../../lib/schemas/member-info';
import { auditActor } from '../audit-logs/actor';
import { createRouter, IdParamSchema as params, jsonContent } from '../lib/router';
import { getAdminMailOrThrow, listAdminMails, resendMail } from './admin-mails.service';
import { allow, STAFF } from '../middleware/auth';

const base = { tags: ['admin-mails'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
};
const notFound = { 404: jsonContent(ErrorBodySchema, '없는 메일') };

/** /v1/admin/mails — 보낸 메일함(outbox) */
export const adminMailsRouter = createRouter()
  // GET /v1/admin/mails – 메일 목록 (상태·템플릿·받는 주소, 최신순)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'get',
      path: '/mails',
      request: { query: AdminMailListQuerySchema },
      responses: { 200: jsonContent(pageOf(AdminMailSummarySchema), '메일 목록'), ...errors },
    }),
    async (c) => c.json(await listAdminMails(c.get('deps'), c.req.valid('query')), 200),
  )
  // GET /v1/admin/mails/{id} – 메일 본문과 보낸 기록
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'get',
      path: '/mails/{id}',
      request: { params },
      responses: { 200: jsonContent(AdminMailDetailSchema, '메일 상세'), ...errors, ...notFound },
    }),
    async (c) => c.json(await getAdminMailOrThrow(c.get('deps'), c.req.valid('param').id), 200),
  )
  // POST /v1/admin/mails/{id}/resend – 실패한 메일 다시 보내기 (FAILED → PENDING, 비밀 링크 메일은 409)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'post',
      path: '/mails/{id}/resend',
      request: { params },
      responses: {
        200: jsonContent(AdminMailDetailSchema, '다시 보낼 메일'),
        ...errors,
        ...notFound,
        409: jsonContent(ErrorBodySchema, '실패한 메일이 아니거나 비밀 링크 메일'),
      },
    }),
    async (c) => c.json(await resendMail(c.get('deps'), auditActor(c), c.req.valid('param').id), 200),
  );
