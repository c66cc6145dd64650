import { createRoute } from '@hono/zod-openapi';
import {
  AddCartItemSchema,
  CartItemSchema,
  CartListSchema,
  DeleteCartItemsQuerySchema,
  UpdateCartItemSchema,
} from '../../lib/schemas/carts';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { createRouter, IdParamSchema, jsonBody, jsonContent } from '../lib/router';
import { addCartItem, deleteCartItems, getCartItemOrThrow, listCart, updateCartItem } from './carts.service';

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
};
const notFound = { 404: jsonContent(ErrorBodySchema, '없거나 본인 것이 아님') };
const base = { tags: ['carts'], security: [{ bearerAuth: [] }] };

/** /v1/carts — 장바구니 (회원). app.ts 가 requireAuth 를 먼저 건다 */
export const cartsRouter = createRouter()
  // POST /v1/carts – 장바구니 담기 (같은 상품·대상·기간이면 수량 합산)
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/',
      request: jsonBody(AddCartItemSchema),
      responses: { 201: jsonContent(CartItemSchema, '담긴 항목'), ...errors, ...notFound },
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      return c.json(await addCartItem(db, c.get('auth'), c.req.valid('json'), now()), 201);
    },
  )
  // GET /v1/carts – 내 장바구니 (지금 가격, 판매 여부)
  .openapi(
    createRoute({ ...base, method: 'get', path: '/', responses: { 200: jsonContent(CartListSchema, '장바구니'), ...errors } }),
    async (c) => c.json(await listCart(c.get('deps').db, c.get('auth')), 200),
  )
  // DELETE /v1/carts?ids=1,2,3 – 장바구니 항목 지우기 (본인 것만, 없는 id 는 무시)
  .openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/',
      request: { query: DeleteCartItemsQuerySchema },
      responses: { 204: { description: '지움' }, ...errors },
    }),
    async (c) => {
      await deleteCartItems(c.get('deps').db, c.get('auth'), c.req.valid('query').ids);
      return c.body(null, 204);
    },
  )
  // GET /v1/carts/{id} – 장바구니 항목 하나
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/{id}',
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(CartItemSchema, '항목'), ...errors, ...notFound },
    }),
    async (c) => c.json(await getCartItemOrThrow(c.get('deps').db, c.get('auth'), c.req.valid('param').id), 200),
  )
  // PATCH /v1/carts/{id} – 수량·기간 바꾸기 (상품의 최소·최대로 다시 검사)
  .openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/{id}',
      request: { params: IdParamSchema, ...jsonBody(UpdateCartItemSchema) },
      responses: { 200: jsonContent(CartItemSchema, '바뀐 항목'), ...errors, ...notFound, 409: jsonContent(ErrorBodySchema, '같은 줄이 이미 있음') },
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      return c.json(await updateCartItem(db, c.get('auth'), c.req.valid('param').id, c.req.valid('json'), now()), 200);
    },
  );
