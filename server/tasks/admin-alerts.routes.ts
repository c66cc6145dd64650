import { createRoute } from '@hono/zod-openapi';
import { AlertListQuerySchema, AlertResolveResultSchema, DashboardSchema, OperatorAlertListSchema } from '../../lib/schemas/admin-tasks';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { auditActor } from '../audit-logs/actor';
import { createRouter, IdParamSchema, jsonContent } from '../lib/router';
import { getDashboard, listAlerts, resolveAlert } from './admin-alerts.service';
import { allow, EVERY_OPERATOR, STAFF } from '../middleware/auth';

const base = { tags: ['admin-alerts'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
};

/** /v1/admin/alerts, /v1/admin/dashboard — 운영자 경보와 콘솔 첫 화면 */
export const adminAlertsRouter = createRouter()
  // GET /v1/admin/alerts – 열린 운영자 경보(includeResolved=true 면 닫힌 것도), 최신순
  .openapi(
    createRoute({
      // 작업 경보 읽기는 상담원도(콘솔 홈에 보인다), 닫기는 STAFF
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'get',
      path: '/alerts',
      request: { query: AlertListQuerySchema },
      responses: { 200: jsonContent(OperatorAlertListSchema, '경보 목록'), ...errors },
    }),
    async (c) => c.json(await listAlerts(c.get('deps'), c.req.valid('query')), 200),
  )
  // POST /v1/admin/alerts/{id}/resolve – 경보 닫기(이미 닫혔으면 changed:false)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'post',
      path: '/alerts/{id}/resolve',
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(AlertResolveResultSchema, '닫은 경보'), ...errors, 404: jsonContent(ErrorBodySchema, '없는 경보') },
    }),
    async (c) => c.json(await resolveAlert(c.get('deps'), auditActor(c), c.req.valid('param').id), 200),
  )
  // GET /v1/admin/dashboard – 콘솔 첫 화면의 숫자들(작업 상태별, 확인 필요, 경보, 입금 대기, 답변 대기, 패널 잔액)
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'get',
      path: '/dashboard',
      responses: { 200: jsonContent(DashboardSchema, '대시보드'), ...errors },
    }),
    async (c) => c.json(await getDashboard(c.get('deps')), 200),
  );
