import { createRoute } from '@hono/zod-openapi';
import { AdminPurchaseListQuerySchema } from '../../lib/schemas/admin-purchases';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { csvContent, csvResponse } from '../lib/csv';
import { createRouter, jsonContent } from '../lib/router';
import { allow, STAFF } from '../middleware/auth';
import { PURCHASE_CSV_COLUMNS, exportAdminPurchases } from './admin-purchases.service';

/**
 * /v1/admin/purchases/export — 구매 CSV 내보내기. 목록 라우터보다 먼저 붙인다: '/purchases/{id}' 가 'export' 를 id 로 읽지 않게.
 * 등급은 목록을 읽는 등급과 같다.
 */
export const adminPurchasesExportRouter = createRouter()
  // GET /v1/admin/purchases/export – 목록과 같은 조건·순서의 구매 CSV (쪽 없이, 50,000건까지)
  .openapi(
    createRoute({
      tags: ['admin-purchases'],
      security: [{ bearerAuth: [] }],
      middleware: [allow(...STAFF)],
      method: 'get',
      path: '/purchases/export',
      request: { query: AdminPurchaseListQuerySchema },
      responses: {
        200: csvContent('구매 CSV'),
        400: jsonContent(ErrorBodySchema, '요청 값 오류·내보낼 줄이 너무 많음'),
        401: jsonContent(ErrorBodySchema, '로그인 필요'),
        403: jsonContent(ErrorBodySchema, '권한 없음'),
      },
    }),
    async (c) => {
      const rows = await exportAdminPurchases(c.get('deps'), c.req.valid('query'));
      return csvResponse(c, { name: 'purchases', columns: PURCHASE_CSV_COLUMNS, rows, now: c.get('deps').now() });
    },
  );
