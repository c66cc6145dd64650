import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { SalesQuerySchema, SalesReportSchema } from '../../lib/schemas/sales';
import { csvAttachment, csvContent, toCsv } from '../lib/csv';
import { createRouter, jsonContent } from '../lib/router';
import { allow, OWNER_ONLY } from '../middleware/auth';
import { salesCsv, salesCsvFileName } from './sales-csv';
import { salesReport } from './sales.service';

// 매출은 OWNER 만: app.ts 가 /v1/admin/* 에 requireAuth + requireAdmin 을 걸고, 라우트마다 allow 로 등급을 밝힌다
const base = { tags: ['admin-sales'], security: [{ bearerAuth: [] }], middleware: [allow(...OWNER_ONLY)] };
const errors = {
  400: jsonContent(ErrorBodySchema, '기간·단위 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님·OWNER 아님'),
};

/** /v1/admin/sales — 매출 대시보드(OWNER) */
export const adminSalesRouter = createRouter()
  // GET /v1/admin/sales – 기간(서울 날짜)의 구간별 매출·환불·패널 원가·마진, 상태·결제 수단별 주문, 상위 상품·채널 (OWNER)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/sales',
      description: '운영자 OWNER 만. 기간을 비우면 오늘까지 30일',
      request: { query: SalesQuerySchema },
      responses: { 200: jsonContent(SalesReportSchema, '매출 보고'), ...errors },
    }),
    async (c) => c.json(await salesReport(c.get('deps'), c.req.valid('query')), 200),
  )
  // GET /v1/admin/sales/export – 같은 조건의 구간별 숫자를 CSV(UTF-8 BOM)로 (OWNER)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/sales/export',
      description: '운영자 OWNER 만. 구간별 매출을 CSV 로',
      request: { query: SalesQuerySchema },
      responses: { 200: csvContent('매출 CSV'), ...errors },
    }),
    async (c) => {
      const report = await salesReport(c.get('deps'), c.req.valid('query'));
      const { columns, rows } = salesCsv(report);
      return csvAttachment(c, salesCsvFileName(report), toCsv(columns, rows));
    },
  );
