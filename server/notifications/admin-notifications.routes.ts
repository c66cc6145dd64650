import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, pageOf } from '../../lib/schemas/common';
import { AdminNotificationDetailSchema, AdminNotificationListQuerySchema, AdminNotificationSummarySchema } from '../../lib/schemas/notifications';
import { createRouter, IdParamSchema, jsonContent } from '../lib/router';
import { allow, STAFF } from '../middleware/auth';
import { getAdminNotificationOrThrow, listAdminNotifications } from './admin-notifications.service';

// 번호와 본문은 개인정보다: 메일함과 같이 OWNER·MANAGER 만 본다
const base = { tags: ['admin-notifications'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
};

/** /v1/admin/notifications — 발송함(알림톡·문자·메일 알림) */
export const adminNotificationsRouter = createRouter()
  // GET /v1/admin/notifications – 알림 목록 (상태·경로·템플릿·번호·회원, 최신순)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'get',
      path: '/notifications',
      request: { query: AdminNotificationListQuerySchema },
      responses: { 200: jsonContent(pageOf(AdminNotificationSummarySchema), '알림 목록'), ...errors },
    }),
    async (c) => c.json(await listAdminNotifications(c.get('deps'), c.req.valid('query')), 200),
  )
  // GET /v1/admin/notifications/{id} – 보낸 본문, 변수, 제공자 메시지 id, 실패·대체 까닭
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'get',
      path: '/notifications/{id}',
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(AdminNotificationDetailSchema, '알림 상세'), ...errors, 404: jsonContent(ErrorBodySchema, '없는 알림') },
    }),
    async (c) => c.json(await getAdminNotificationOrThrow(c.get('deps'), c.req.valid('param').id), 200),
  );
