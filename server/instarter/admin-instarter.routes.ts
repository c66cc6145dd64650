import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, pageOf } from '../../lib/schemas/common';
import {
  AdminInstarterOrderSchema,
  AdminInstarterOrdersQuerySchema,
  InstarterImportBodySchema,
  InstarterImportResultSchema,
} from '../../lib/schemas/services';
import { auditActor } from '../audit-logs/actor';
import { createRouter, jsonContent } from '../lib/router';
import { importInstarterOrders, listAdminInstarterOrders } from './instarter.service';
import { allow, STAFF } from '../middleware/auth';

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '운영자 아님'),
};
const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** /v1/admin/instarter/** — 두 번째 스토어 주문 가져오기와 목록 */
export const adminInstarterRouter = createRouter()
  // POST /v1/admin/instarter/orders – 주문 가져오기 (작업으로, 같은 주문번호는 건너뛰고 알린다)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'post',
      path: '/instarter/orders',
      request: { body: { content: { 'application/json': { schema: InstarterImportBodySchema } }, required: true } },
      responses: { 201: jsonContent(InstarterImportResultSchema, '만든 것과 건너뛴 것'), ...errors },
    }),
    async (c) => {
      const deps = c.get('deps');
      return c.json(await importInstarterOrders(deps.db, auditActor(c), { orders: c.req.valid('json').orders, now: deps.now() }), 201);
    },
  )
  // GET /v1/admin/instarter/orders – 가져온 주문 목록 (최신 순)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'get',
      path: '/instarter/orders',
      request: { query: AdminInstarterOrdersQuerySchema },
      responses: { 200: jsonContent(pageOf(AdminInstarterOrderSchema), '주문 목록'), ...errors },
    }),
    async (c) => c.json(await listAdminInstarterOrders(c.get('deps').db, c.req.valid('query')), 200),
  );
