import { createRoute } from '@hono/zod-openapi';
import { OrderBuyNowSchema, OrderFormSchema, OrderFromCartSchema, PurchaseCouponListSchema } from '../../lib/schemas/checkout';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { createRouter, IdParamSchema, jsonBody, jsonContent } from '../lib/router';
import { requireVerifiedEmail } from '../middleware/auth';
import { couponsForPurchase, orderFormBuyNow, orderFormFromCart } from './checkout.service';

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류, 주문할 수 없는 상품·수량·대상'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  404: jsonContent(ErrorBodySchema, '없거나 본인 것이 아님'),
};
/** 주문서를 만드는 길은 결제의 시작: 가입 이메일을 인증해야 한다 */
const notVerified = { 403: jsonContent(ErrorBodySchema, '이메일 인증 전') };
const base = { tags: ['purchases'], security: [{ bearerAuth: [] }] };

/** /v1/purchases — 주문서 만들기와 쿠폰 (회원). app.ts 가 requireAuth 를 먼저 건다 */
export const checkoutRouter = createRouter()
  // POST /v1/purchases/payment-information-from-cart – 장바구니 항목으로 주문서 만들기
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/payment-information-from-cart',
      middleware: [requireVerifiedEmail] as const,
      request: jsonBody(OrderFromCartSchema),
      responses: { 201: jsonContent(OrderFormSchema, '주문서'), ...errors, ...notVerified },
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      return c.json(await orderFormFromCart(db, c.get('auth'), c.req.valid('json').cartItemIds, now()), 201);
    },
  )
  // POST /v1/purchases/payment-information-from-buy-now – 바로 구매 주문서 만들기
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/payment-information-from-buy-now',
      middleware: [requireVerifiedEmail] as const,
      request: jsonBody(OrderBuyNowSchema),
      responses: { 201: jsonContent(OrderFormSchema, '주문서'), ...errors, ...notVerified },
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      return c.json(await orderFormBuyNow(db, c.get('auth'), c.req.valid('json'), now()), 201);
    },
  )
  // GET /v1/purchases/{id}/coupons – 결제 전 구매에 쓸 수 있는 내 쿠폰과 할인액
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/{id}/coupons',
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(PurchaseCouponListSchema, '쿠폰 목록'), ...errors },
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      return c.json(await couponsForPurchase(db, c.get('auth'), c.req.valid('param').id, now()), 200);
    },
  );
