import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { paymentFixtures, type PaymentFixtures } from './fixtures';

let t: TestApp;
let f: PaymentFixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = await paymentFixtures(t);
});
afterAll(() => t.close());

it('POST /v1/purchases/full-point – 쿠폰 + 적립금으로 전액 결제, 다시 보내도 같은 답', async () => {
  const me = await t.signup();
  const form = await f.orderForm(me);
  await f.grantPoints(me.memberId, form.subtotal);
  const couponId = await f.giveCoupon(me.memberId, 1000);

  const res = await t.json('POST', '/v1/purchases/full-point', { purchaseId: form.purchaseId, memberCouponId: couponId }, me.accessToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ purchaseId: form.purchaseId, status: 'PAID', method: 'FULL_POINT', totalAmount: 0, serviceCount: 2 });
  expect(await f.state.purchase(form.purchaseId)).toMatchObject({ pointUsed: form.subtotal - 1000, couponDiscount: 1000, paymentKey: null });
  expect((await f.state.coupon(couponId)).status).toBe('USED');
  expect((await f.state.ledger(form.purchaseId)).map((r) => r.amount)).toEqual([-(form.subtotal - 1000)]);
  expect(await f.state.cartIds(me.memberId, form.cartItemIds)).toEqual([]);

  const again = await t.json('POST', '/v1/purchases/full-point', { purchaseId: form.purchaseId, memberCouponId: couponId }, me.accessToken);
  expect(again.status).toBe(200);
  expect(again.body).toEqual(res.body);
  expect(await f.state.ledger(form.purchaseId)).toHaveLength(1);
});

it('POST /v1/purchases/full-point – 적립금이 모자라면 409, 주문서와 쿠폰은 그대로', async () => {
  const me = await t.signup();
  const form = await f.orderForm(me);
  await f.grantPoints(me.memberId, form.subtotal - 2000);
  const couponId = await f.giveCoupon(me.memberId, 1000);
  const res = await t.json('POST', '/v1/purchases/full-point', { purchaseId: form.purchaseId, memberCouponId: couponId }, me.accessToken);
  expect(res.status).toBe(409);
  expect(res.body.code).toBe('INSUFFICIENT_POINTS');
  expect((await f.state.purchase(form.purchaseId)).status).toBe('ORDER_FORM');
  expect((await f.state.coupon(couponId)).status).toBe('AVAILABLE');
  expect(await f.state.services(form.purchaseId)).toHaveLength(0);
});
