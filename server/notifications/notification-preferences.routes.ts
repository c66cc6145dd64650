import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, MemberIdParamSchema } from '../../lib/schemas/common';
import { NotificationPreferencesResponseSchema, UpdateNotificationPreferencesBodySchema } from '../../lib/schemas/notifications';
import { createRouter, jsonContent } from '../lib/router';
import { getNotificationPreferences, updateNotificationPreferences } from './notification-preferences.service';

const base = { tags: ['my-page'], security: [{ bearerAuth: [] }] };
const errors = {
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '본인 아님'),
  404: jsonContent(ErrorBodySchema, '탈퇴했거나 없는 회원'),
};

/**
 * /v1/my-page/{memberId}/notification-preferences — app.ts 가 requireAuth + requireSelf 를 먼저 건다.
 * 비밀번호 확인 세션은 묻지 않는다: 수신 거부는 동의만큼 쉬워야 하고, 연락처·로그인 방법을 바꾸는 일이 아니다
 */
export const notificationPreferencesRouter = createRouter()
  // GET /v1/my-page/{memberId}/notification-preferences – 받을 길·묶음과 광고 수신 동의(저장한 적 없으면 기본값)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/{memberId}/notification-preferences',
      request: { params: MemberIdParamSchema },
      responses: { 200: jsonContent(NotificationPreferencesResponseSchema, '알림 설정'), ...errors },
    }),
    async (c) => c.json(await getNotificationPreferences(c.get('deps'), c.req.valid('param').memberId), 200),
  )
  // PUT /v1/my-page/{memberId}/notification-preferences – 통째로 바꾼다(같은 본문이면 몇 번 보내도 같다)
  .openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/{memberId}/notification-preferences',
      request: {
        params: MemberIdParamSchema,
        body: { content: { 'application/json': { schema: UpdateNotificationPreferencesBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(NotificationPreferencesResponseSchema, '저장한 알림 설정'),
        400: jsonContent(ErrorBodySchema, '요청 값 오류'),
        ...errors,
      },
    }),
    async (c) =>
      c.json(await updateNotificationPreferences(c.get('deps'), c.req.valid('param').memberId, c.req.valid('json')), 200),
  );
