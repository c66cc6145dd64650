import { createRoute } from '@hono/zod-openapi';
import { AdminMemberListQuerySchema, PointLedgerQuerySchema } from '../../lib/schemas/admin-members';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { csvContent, csvResponse } from '../lib/csv';
import { createRouter, IdParamSchema, jsonContent } from '../lib/router';
import { EVERY_OPERATOR, allow } from '../middleware/auth';
import { POINT_LEDGER_CSV_COLUMNS, exportAdminPointLedger } from '../points/point-adjustments.service';
import { MEMBER_CSV_COLUMNS, exportAdminMembers } from './admin-members.service';

const base = { tags: ['admin-members'], security: [{ bearerAuth: [] }], middleware: [allow(...EVERY_OPERATOR)] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류·내보낼 줄이 너무 많음'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '권한 없음'),
};

/**
 * /v1/admin/members/export, /members/{id}/point-ledger/export — 회원·원장 CSV. 회원 라우터보다 먼저 붙인다:
 * '/members/{id}' 가 'export' 를 id 로 읽지 않게. 등급은 읽는 등급과 같다(모든 운영자).
 */
export const adminMembersExportRouter = createRouter()
  // GET /v1/admin/members/export – 목록과 같은 조건·순서의 회원 CSV (쪽 없이, 50,000건까지)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/members/export',
      request: { query: AdminMemberListQuerySchema },
      responses: { 200: csvContent('회원 CSV'), ...errors },
    }),
    async (c) => {
      const rows = await exportAdminMembers(c.get('deps'), c.req.valid('query'));
      return csvResponse(c, { name: 'members', columns: MEMBER_CSV_COLUMNS, rows, now: c.get('deps').now() });
    },
  )
  // GET /v1/admin/members/{id}/point-ledger/export – 회원 한 명의 적립금 원장 CSV (최신 순, 50,000줄까지)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/members/{id}/point-ledger/export',
      request: { params: IdParamSchema, query: PointLedgerQuerySchema },
      responses: { 200: csvContent('적립금 원장 CSV'), ...errors, 404: jsonContent(ErrorBodySchema, '없는 회원') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const rows = await exportAdminPointLedger(c.get('deps'), id);
      return csvResponse(c, { name: `member-${id}-points`, columns: POINT_LEDGER_CSV_COLUMNS, rows, now: c.get('deps').now() });
    },
  );
