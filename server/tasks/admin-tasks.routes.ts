import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AdminTaskCompleteBodySchema,
  AdminTaskCreateBodySchema,
  AdminTaskDetailSchema,
  AdminTaskListQuerySchema,
  AdminTaskPanelOrderBodySchema,
  AdminTaskRetryBodySchema,
  AdminTaskSummarySchema,
} from '../../lib/schemas/admin-tasks';
import { ErrorBodySchema, pageOf } from '../../lib/schemas/common';
import { createRouter, IdParamSchema as params, jsonBody, jsonContent } from '../lib/router';
import { cancelAdminTask, completeAdminTask, recordPanelOrder, retryAdminTask } from './admin-task-actions.service';
import { createAdminTask } from './admin-task-create.service';
import { getAdminTaskOrThrow, listAdminTasks } from './admin-tasks.service';
import { auditActor } from '../audit-logs/actor';
import { allow, EVERY_OPERATOR, STAFF } from '../middleware/auth';

const base = { tags: ['admin-tasks'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
};
const notFound = { 404: jsonContent(ErrorBodySchema, '없는 작업') };
const conflict = { 409: jsonContent(ErrorBodySchema, '지금 상태에서는 할 수 없음') };
const TaskResultSchema = z.object({ task: AdminTaskDetailSchema });
const actionResponses = { 200: jsonContent(TaskResultSchema, '조치한 작업'), ...errors, ...notFound, ...conflict };
/** 조치 본문은 모두 선택: 본문 없이 보내면 {} 로 읽는다 */
const action = <B extends z.ZodType>(path: string, body: B) =>
  createRoute({ middleware: [allow(...STAFF)], ...base, method: 'post', path, request: { params, ...jsonBody(body, false) }, responses: actionResponses });

/** /v1/admin/tasks/** — 작업 내역과 운영자 조치 */
export const adminTasksRouter = createRouter()
  // GET /v1/admin/tasks – 작업 내역 (상태·패널·종류·출처·회원·이메일·확인 필요·서울 기준 기간, 최신순)
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'get',
      path: '/tasks',
      request: { query: AdminTaskListQuerySchema },
      responses: { 200: jsonContent(pageOf(AdminTaskSummarySchema), '작업 목록'), ...errors },
    }),
    async (c) => c.json(await listAdminTasks(c.get('deps'), c.req.valid('query')), 200),
  )
  // POST /v1/admin/tasks – 운영자가 직접 만드는 작업(다시 보내기·나눠 보내기·고객 대신 주문)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'post',
      path: '/tasks',
      request: jsonBody(AdminTaskCreateBodySchema),
      responses: { 201: jsonContent(AdminTaskDetailSchema, '만든 작업'), ...errors, ...notFound, ...conflict },
    }),
    async (c) => c.json(await createAdminTask(c.get('deps'), c.req.valid('json'), auditActor(c)), 201),
  )
  // GET /v1/admin/tasks/{id} – 작업 상세 (패널과 주고받은 이력, 서비스, 원래 작업·재충전 작업)
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'get',
      path: '/tasks/{id}',
      request: { params },
      responses: { 200: jsonContent(AdminTaskDetailSchema, '작업 상세'), ...errors, ...notFound },
    }),
    async (c) => c.json(await getAdminTaskOrThrow(c.get('deps'), c.req.valid('param').id), 200),
  )
  // POST /v1/admin/tasks/{id}/cancel – 보내기 전이면 바로, 패널에 들어갔으면 패널이 받아 줄 때만 취소
  .openapi(createRoute({ middleware: [allow(...STAFF)], ...base, method: 'post', path: '/tasks/{id}/cancel', request: { params }, responses: actionResponses }), async (c) =>
    c.json(await cancelAdminTask(c.get('deps'), c.req.valid('param').id, auditActor(c)), 200),
  )
  // POST /v1/admin/tasks/{id}/retry – 실패·확인 필요 작업을 다시 보낸다(보내는 중 멈춘 것은 confirmNotSent)
  .openapi(action('/tasks/{id}/retry', AdminTaskRetryBodySchema), async (c) =>
    c.json(await retryAdminTask(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), auditActor(c)), 200),
  )
  // POST /v1/admin/tasks/{id}/complete – 완료 처리(남은 수량을 함께 적을 수 있다)
  .openapi(action('/tasks/{id}/complete', AdminTaskCompleteBodySchema), async (c) =>
    c.json(await completeAdminTask(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), auditActor(c)), 200),
  )
  // POST /v1/admin/tasks/{id}/panel-order – 보내는 중 멈춘 작업에 패널에서 찾은 주문 번호를 적는다(→ SENT)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'post',
      path: '/tasks/{id}/panel-order',
      request: { params, ...jsonBody(AdminTaskPanelOrderBodySchema) },
      responses: { 200: jsonContent(TaskResultSchema, '주문 번호를 적은 작업'), ...errors, ...notFound, ...conflict },
    }),
    async (c) => c.json(await recordPanelOrder(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), auditActor(c)), 200),
  );
