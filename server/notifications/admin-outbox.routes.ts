import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, pageOf } from '../../lib/schemas/common';
import { AdminOutboxItemSchema, AdminOutboxListQuerySchema } from '../../lib/schemas/notifications';
import { createRouter, jsonContent } from '../lib/router';
import { allow, STAFF } from '../middleware/auth';
import { listAdminOutbox } from './admin-outbox.service';

// 알림·메일함과 같은 등급: 번호·주소·본문이 개인정보다
const base = { tags: ['admin-notifications'], security: [{ bearerAuth: [] }] };

/** /v1/admin/outbox — 발송함: 알림과 메일을 한 목록에 */
export const adminOutboxRouter = createRouter()
  // GET /v1/admin/outbox – 경로·상태·회원·받는 사람·기간으로 거른 발송 목록(최신순)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'get',
      path: '/outbox',
      request: { query: AdminOutboxListQuerySchema },
      responses: {
        200: jsonContent(pageOf(AdminOutboxItemSchema), '발송 목록'),
        400: jsonContent(ErrorBodySchema, '요청 값 오류'),
        401: jsonContent(ErrorBodySchema, '로그인 필요'),
        403: jsonContent(ErrorBodySchema, '관리자 아님'),
      },
    }),
    async (c) => c.json(await listAdminOutbox(c.get('deps'), c.req.valid('query')), 200),
  );
