import { createRoute } from '@hono/zod-openapi';
import { AdminProductFilterSchema, AdminProductSchema, ProductCreateBodySchema, ProductPatchBodySchema, ReorderBodySchema } from '../../lib/schemas/admin-catalogue';
import { PageQuerySchema, pageOf } from '../../lib/schemas/common';
import { createRouter, IdParamSchema, jsonBody, jsonContent } from '../lib/router';
import { adminErrors, adminRouteBase, noContent } from './admin-route-parts';
import { getProductOrThrow, listProducts, productWrites } from './admin-products.service';
import { auditActor } from '../audit-logs/actor';
import { allow, STAFF } from '../middleware/auth';

const AdminProductListQuerySchema = PageQuerySchema.extend(AdminProductFilterSchema.shape);

export const adminProductsRouter = createRouter()
  // GET /v1/admin/products – 상품 목록 (채널·유형·종류·상태·이름 검색, 판매 중지 포함, 페이지)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'get',
      path: '/products',
      request: { query: AdminProductListQuerySchema },
      responses: { 200: jsonContent(pageOf(AdminProductSchema), '상품 목록'), ...adminErrors },
    }),
    async (c) => c.json(await listProducts(c.get('deps'), c.req.valid('query')), 200),
  )
  // PUT /v1/admin/products/order – 한 상품 유형 안에서 상품 순서 바꾸기
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'put',
      path: '/products/order',
      request: jsonBody(ReorderBodySchema),
      responses: { ...noContent, ...adminErrors },
    }),
    async (c) => {
      await productWrites.reorder(c.get('deps'), c.req.valid('json').ids, auditActor(c));
      return c.body(null, 204);
    },
  )
  // GET /v1/admin/products/{id} – 상품 하나 (패널 정보 포함)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'get',
      path: '/products/{id}',
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(AdminProductSchema, '상품'), ...adminErrors },
    }),
    async (c) => c.json(await getProductOrThrow(c.get('deps'), c.req.valid('param').id), 200),
  )
  // POST /v1/admin/products – 상품 만들기 (기본은 판매 중지 상태)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'post',
      path: '/products',
      request: jsonBody(ProductCreateBodySchema),
      responses: { 201: jsonContent(AdminProductSchema, '만든 상품'), ...adminErrors },
    }),
    async (c) => c.json(await productWrites.create(c.get('deps'), c.req.valid('json'), auditActor(c)), 201),
  )
  // PATCH /v1/admin/products/{id} – 상품 부분 수정 (숨김은 status NOTSALE)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'patch',
      path: '/products/{id}',
      request: { params: IdParamSchema, ...jsonBody(ProductPatchBodySchema) },
      responses: { 200: jsonContent(AdminProductSchema, '고친 상품'), ...adminErrors },
    }),
    async (c) => c.json(await productWrites.update(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), auditActor(c)), 200),
  )
  // DELETE /v1/admin/products/{id} – 상품 삭제 (deletedAt 표시만, 지난 주문은 그대로)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'delete',
      path: '/products/{id}',
      request: { params: IdParamSchema },
      responses: { ...noContent, ...adminErrors },
    }),
    async (c) => {
      await productWrites.remove(c.get('deps'), c.req.valid('param').id, auditActor(c));
      return c.body(null, 204);
    },
  );
