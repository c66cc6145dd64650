import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  CategoriesResponseSchema,
  CategoryChannelSchema,
  PopularProductsResponseSchema,
  PopularQuerySchema,
  ProductDetailSchema,
  ProductListContextSchema,
  ProductListFilterSchema,
  ProductSchema,
  type ProductKind,
} from '../../lib/schemas/catalogue';
import { ErrorBodySchema, IdSchema, PageQuerySchema, pageOf } from '../../lib/schemas/common';
import type { AppEnv } from '../lib/context';
import { createRouter, jsonContent } from '../lib/router';
import { getCategoryOrThrow, getProductOrThrow, listCategories, listPopularProducts, listProductsOfType } from './catalogue.service';
import { viewerIsAdmin } from './viewer';

const badRequest = { 400: jsonContent(ErrorBodySchema, '요청 값 오류') };
const notFound = { 404: jsonContent(ErrorBodySchema, '없거나 숨긴 항목') };
const ProductPageSchema = pageOf(ProductSchema).extend(ProductListContextSchema.shape);
const ProductListQuerySchema = PageQuerySchema.extend(ProductListFilterSchema.shape);
const ListParamsSchema = z.object({ snsChannelId: IdSchema, productTypeId: IdSchema });
const adminNote = '관리자 토큰을 보내면 ADMIN_ORDER 상품도 포함한다.';

const productListRoute = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['catalogue'],
    summary,
    description: adminNote,
    request: { params: ListParamsSchema, query: ProductListQuerySchema },
    responses: { 200: jsonContent(ProductPageSchema, '상품 목록'), ...badRequest, ...notFound },
  });

async function listPage(
  c: Context<AppEnv>,
  params: z.output<typeof ListParamsSchema>,
  query: z.output<typeof ProductListQuerySchema>,
  kind: ProductKind,
) {
  const isAdmin = await viewerIsAdmin(c);
  const { snsChannelId: channelId, productTypeId } = params;
  return listProductsOfType(c.get('deps').db, { ...query, channelId, productTypeId, kind, isAdmin });
}

// 고정 경로(/categories, /popular, /products/{id})를 매개변수 경로보다 먼저 등록한다: /products/1 이 채널 'products' 로 읽히지 않게
export const catalogueRouter = createRouter()
  // GET /v1/orders/categories – 보이는 채널과 그 상품 유형 (스토어프론트 내비게이션)
  .openapi(
    createRoute({
      method: 'get',
      path: '/categories',
      tags: ['catalogue'],
      responses: { 200: jsonContent(CategoriesResponseSchema, '채널 목록') },
    }),
    async (c) => c.json(await listCategories(c.get('deps').db), 200),
  )
  // GET /v1/orders/categories/{snsChannelId} – 채널 하나와 그 상품 유형
  .openapi(
    createRoute({
      method: 'get',
      path: '/categories/{snsChannelId}',
      tags: ['catalogue'],
      request: { params: z.object({ snsChannelId: IdSchema }) },
      responses: { 200: jsonContent(CategoryChannelSchema, '채널'), ...badRequest, ...notFound },
    }),
    async (c) => c.json(await getCategoryOrThrow(c.get('deps').db, c.req.valid('param').snsChannelId), 200),
  )
  // GET /v1/orders/popular – 판매 중인 인기 상품 (메인 캐러셀)
  .openapi(
    createRoute({
      method: 'get',
      path: '/popular',
      tags: ['catalogue'],
      request: { query: PopularQuerySchema },
      responses: { 200: jsonContent(PopularProductsResponseSchema, '인기 상품'), ...badRequest },
    }),
    async (c) => c.json({ items: await listPopularProducts(c.get('deps').db, c.req.valid('query').limit) }, 200),
  )
  // GET /v1/orders/products/{productId} – 상품 페이지용 상품 하나 (채널·유형 이름 포함)
  .openapi(
    createRoute({
      method: 'get',
      path: '/products/{productId}',
      tags: ['catalogue'],
      description: adminNote,
      request: { params: z.object({ productId: IdSchema }) },
      responses: { 200: jsonContent(ProductDetailSchema, '상품'), ...badRequest, ...notFound },
    }),
    async (c) => {
      const isAdmin = await viewerIsAdmin(c);
      return c.json(await getProductOrThrow(c.get('deps').db, c.req.valid('param').productId, isAdmin), 200);
    },
  )
  // GET /v1/orders/{snsChannelId}/daily/{productTypeId} – 데일리 상품 목록 (페이지)
  .openapi(productListRoute('/{snsChannelId}/daily/{productTypeId}', '데일리 상품 목록'), async (c) =>
    c.json(await listPage(c, c.req.valid('param'), c.req.valid('query'), 'DAILY'), 200),
  )
  // GET /v1/orders/{snsChannelId}/{productTypeId} – 단건 상품 목록 (페이지)
  .openapi(productListRoute('/{snsChannelId}/{productTypeId}', '단건 상품 목록'), async (c) =>
    c.json(await listPage(c, c.req.valid('param'), c.req.valid('query'), 'SINGLE'), 200),
  );
