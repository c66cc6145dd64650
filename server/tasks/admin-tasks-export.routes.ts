import { createRoute } from '@hono/zod-openapi';
import { AdminTaskListQuerySchema } from '../../lib/schemas/admin-tasks';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { csvContent, csvResponse } from '../lib/csv';
import { createRouter, jsonContent } from '../lib/router';
import { allow, EVERY_OPERATOR } from '../middleware/auth';
import { TASK_CSV_COLUMNS, exportAdminTasks } from './admin-tasks.service';

/**
 * /v1/admin/tasks/export — 작업 CSV 내보내기. 목록 라우터보다 먼저 붙인다: '/tasks/{id}' 가 'export' 를 id 로 읽지 않게.
 * 등급은 목록을 읽는 등급과 같다.
 */
export const adminTasksExportRouter = createRouter()
  // GET /v1/admin/tasks/export – 목록과 같은 조건·순서의 작업 CSV (쪽 없이, 50,000건까지)
  .openapi(
    createRoute({
      tags: ['admin-tasks'],
      security: [{ bearerAuth: [] }],
      middleware: [allow(...EVERY_OPERATOR)],
      method: 'get',
      path: '/tasks/export',
      request: { query: AdminTaskListQuerySchema },
      responses: {
        200: csvContent('작업 CSV'),
        400: jsonContent(ErrorBodySchema, '요청 값 오류·내보낼 줄이 너무 많음'),
        401: jsonContent(ErrorBodySchema, '로그인 필요'),
        403: jsonContent(ErrorBodySchema, '권한 없음'),
      },
    }),
    async (c) => {
      const rows = await exportAdminTasks(c.get('deps'), c.req.valid('query'));
      return csvResponse(c, { name: 'tasks', columns: TASK_CSV_COLUMNS, rows, now: c.get('deps').now() });
    },
  );
