import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { ReconciliationQuerySchema, ReconciliationReportSchema, ReconciliationRunResultSchema } from '../../lib/schemas/reconciliations';
import { auditActor } from '../audit-logs/actor';
import { createRouter, jsonContent } from '../lib/router';
import { getReconciliationReport, runReconciliationNow } from './reconciliations.service';
import { allow, STAFF } from '../middleware/auth';

const base = { tags: ['admin-reconciliations'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
  502: jsonContent(ErrorBodySchema, '결제사 통신 실패'),
};

/** /v1/admin — 결제 대사 (ADMIN 만: app.ts 의 /v1/admin/* 에 requireAdmin) */
export const adminReconciliationsRouter = createRouter()
  // GET /v1/admin/reconciliations?date= – 서울 기준 하루의 결제사 거래와 가게 결제·승인 시도 대조, 열린 시도 목록
  .openapi(
    createRoute({ middleware: [allow(...STAFF)], ...base, method: 'get', path: '/reconciliations', request: { query: ReconciliationQuerySchema }, responses: { 200: jsonContent(ReconciliationReportSchema, '대사 결과'), ...errors } }),
    async (c) => c.json(await getReconciliationReport(c.get('deps'), c.req.valid('query').date), 200),
  )
  // POST /v1/admin/reconciliations/run – 대사 작업을 지금 한 번 돌린다
  .openapi(
    createRoute({ middleware: [allow(...STAFF)], ...base, method: 'post', path: '/reconciliations/run', responses: { 200: jsonContent(ReconciliationRunResultSchema, '이번에 확인한 시도'), ...errors } }),
    async (c) => c.json(await runReconciliationNow(c.get('deps'), auditActor(c)), 200),
  );
