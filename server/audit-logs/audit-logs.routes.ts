import { createRoute } from '@hono/zod-openapi';
import { AuditLogListQuerySchema, AuditLogSchema } from '../../lib/schemas/audit-logs';
import { ErrorBodySchema, pageOf } from '../../lib/schemas/common';
import { csvContent, csvResponse } from '../lib/csv';
import { createRouter, jsonContent } from '../lib/router';
import { allow, STAFF } from '../middleware/auth';
import { AUDIT_LOG_CSV_COLUMNS, exportAuditLogs, listAuditLogs } from './audit-logs.service';

const base = { tags: ['admin-audit-logs'], security: [{ bearerAuth: [] }], middleware: [allow(...STAFF)] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류·내보낼 줄이 너무 많음'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '권한 없음'),
};

/** /v1/admin/audit-logs — 작업 기록 목록과 CSV 내보내기 */
export const adminAuditLogsRouter = createRouter()
  // GET /v1/admin/audit-logs – 작업 기록 (운영자·종류 앞부분·서울 기준 기간, 최신순)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/audit-logs',
      request: { query: AuditLogListQuerySchema },
      responses: { 200: jsonContent(pageOf(AuditLogSchema), '작업 기록'), ...errors },
    }),
    async (c) => c.json(await listAuditLogs(c.get('deps'), c.req.valid('query')), 200),
  )
  // GET /v1/admin/audit-logs/export – 같은 조건의 작업 기록 CSV (쪽 없이, 50,000건까지)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/audit-logs/export',
      request: { query: AuditLogListQuerySchema },
      responses: { 200: csvContent('작업 기록 CSV'), ...errors },
    }),
    async (c) => {
      const rows = await exportAuditLogs(c.get('deps'), c.req.valid('query'));
      return csvResponse(c, { name: 'audit-logs', columns: AUDIT_LOG_CSV_COLUMNS, rows, now: c.get('deps').now() });
    },
  );
