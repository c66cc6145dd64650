import { createRoute } from '@hono/zod-openapi';
import { ProductTypeSchema } from '../../lib/schemas/catalogue';
import { ProductTypeCreateBodySchema, ProductTypeListQuerySchema, ProductTypeListResponseSchema, ProductTypePatchBodySchema, ReorderBodySchema } from '../../lib/schemas/admin-catalogue';
import { createRouter, IdParamSchema, jsonBody, jsonContent } from '../lib/router';
import { adminErrors, adminRouteBase, conflict, noContent } from './admin-route-parts';
import { getProductTypeOrThrow, listProductTypes, productTypeWrites } from './admin-product-types.service';
import { auditActor } from '../audit-logs/actor';
import { allow, STAFF } from '../middleware/auth';

export const adminProductTypesRouter = createRouter()
  // GET /v1/admin/product-types – 상품 유형 전체 (channelId 로 좁히기, 숨긴 유형 포함)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'get',
      path: '/product-types',
      request: { query: ProductTypeListQuerySchema },
      responses: { 200: jsonContent(ProductTypeListResponseSchema, '상품 유형 목록'), ...adminErrors },
    }),
    async (c) => c.json(await listProductTypes(c.get('deps'), c.req.valid('query').channelId), 200),
  )
  // PUT /v1/admin/product-types/order – 한 채널 안에서 유형 순서 바꾸기
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'put',
      path: '/product-types/order',
      request: jsonBody(ReorderBodySchema),
      responses: { ...noContent, ...adminErrors },
    }),
    async (c) => {
      await productTypeWrites.reorder(c.get('deps'), c.req.valid('json').ids, auditActor(c));
      return c.body(null, 204);
    },
  )
  // GET /v1/admin/product-types/{id} – 상품 유형 하나
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'get',
      path: '/product-types/{id}',
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(ProductTypeSchema, '상품 유형'), ...adminErrors },
    }),
    async (c) => c.json(await getProductTypeOrThrow(c.get('deps'), c.req.valid('param').id), 200),
  )
  // POST /v1/admin/product-types – 상품 유형 만들기 (채널의 맨 뒤)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'post',
      path: '/product-types',
      request: jsonBody(ProductTypeCreateBodySchema),
      responses: { 201: jsonContent(ProductTypeSchema, '만든 상품 유형'), ...adminErrors, ...conflict },
    }),
    async (c) => c.json(await productTypeWrites.create(c.get('deps'), c.req.valid('json'), auditActor(c)), 201),
  )
  // PATCH /v1/admin/product-types/{id} – 상품 유형 부분 수정 (채널은 바꿀 수 없다)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'patch',
      path: '/product-types/{id}',
      request: { params: IdParamSchema, ...jsonBody(ProductTypePatchBodySchema) },
      responses: { 200: jsonContent(ProductTypeSchema, '고친 상품 유형'), ...adminErrors, ...conflict },
    }),
    async (c) => c.json(await productTypeWrites.update(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), auditActor(c)), 200),
  )
  // DELETE /v1/admin/product-types/{id} – 상품 유형 삭제 (상품이 있으면 409)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'delete',
      path: '/product-types/{id}',
      request: { params: IdParamSchema },
      responses: { ...noContent, ...adminErrors, ...conflict },
    }),
    async (c) => {
      await productTypeWrites.remove(c.get('deps'), c.req.valid('param').id, auditActor(c));
      return c.body(null, 204);
    },
  );
