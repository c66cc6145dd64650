import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertCoupon } from '../../../server/coupons/coupons.repository';
import { insertMemberCoupon } from '../../../server/coupons/member-coupons.repository';
import { memberCoupons, purchases } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { shopFixtures } from '../carts/fixtures';

let t: TestApp;
let me: TestMember;
let productId: number;

// 쿠폰 발급 API 는 아직 없어 DB 에 직접 준다
async function issue(memberId: number, coupon: Parameters<typeof insertCoupon>[1]) {
  const { id: couponId } = await insertCoupon(t.db, coupon);
  return (await insertMemberCoupon(t.db, { memberId, couponId })).id;
}

beforeAll(async () => {
  t = await createTestApp();
  const shop = await shopFixtures(t);
  me = await t.signup();
  productId = (await shop.product()).id;
});
afterAll(() => t.close());

const orderOf = async (quantity: number, token = me.accessToken) => {
  const res = await t.json('POST', '/v1/purchases/payment-information-from-buy-now', { productId, quantity, targetKey: 'coupon.me' }, token);
  expect(res.status).toBe(201);
  return res.body;
};

it('GET /v1/purchases/{id}/coupons – 쓸 수 있는 쿠폰은 할인액, 최소 주문 금액 미달은 이유를 준다', async () => {
  const fixed = await issue(me.memberId, { name: '3,000원 할인', discountType: 'FIXED', discountValue: 3_000, minOrderAmount: 10_000 });
  const rate = await issue(me.memberId, { name: '10% 할인', discountType: 'RATE', discountValue: 10, maxDiscount: 5_000, minOrderAmount: 20_000 });
  const big = await issue(me.memberId, { name: '첫 구매 5,000원', discountType: 'FIXED', discountValue: 5_000, minOrderAmount: 50_000 });
  const expired = await issue(me.memberId, {
    name: '지난 쿠폰',
    discountType: 'FIXED',
    discountValue: 1_000,
    endsAt: new Date(t.deps.now().getTime() - 1_000),
  });
  // 1,000개 × 50원 = 50,000 − 5% = 47,500 이 기준
  const order = await orderOf(1_000);
  expect(order.availableCouponCount).toBe(3);
  const res = await t.json('GET', `/v1/purchases/${order.id}/coupons`, undefined, me.accessToken);
  expect(res.status).toBe(200);
  const byId = Object.fromEntries(res.body.items.map((i: { memberCouponId: number }) => [i.memberCouponId, i]));
  expect(byId[fixed]).toMatchObject({ usable: true, discount: 3_000, reason: null, minOrderAmount: 10_000 });
  expect(byId[rate]).toMatchObject({ usable: true, discount: 4_750, maxDiscount: 5_000 });
  expect(byId[big]).toMatchObject({ usable: false, discount: 0, reason: '최소 주문 금액 50,000원 이상에서 쓸 수 있는 쿠폰입니다.' });
  expect(byId[expired]).toMatchObject({ usable: false, reason: '사용 기간이 지난 쿠폰입니다.' });
});

it('GET /v1/purchases/{id}/coupons – 정률 쿠폰은 최대 할인에서 멈춘다', async () => {
  const member = await t.signup();
  const rate = await issue(member.memberId, { name: '10%', discountType: 'RATE', discountValue: 10, maxDiscount: 5_000 });
  const order = await orderOf(10_000, member.accessToken); // 500,000 − 10% = 450,000
  const res = await t.json('GET', `/v1/purchases/${order.id}/coupons`, undefined, member.accessToken);
  expect(res.body.items).toEqual([expect.objectContaining({ memberCouponId: rate, usable: true, discount: 5_000 })]);
});

it('GET /v1/purchases/{id}/coupons – 사용·예약된 쿠폰은 목록에 없다', async () => {
  const member = await t.signup();
  const used = await issue(member.memberId, { name: '쓴 쿠폰', discountType: 'FIXED', discountValue: 1_000 });
  await t.db.update(memberCoupons).set({ status: 'USED' }).where(eq(memberCoupons.id, used));
  const order = await orderOf(100, member.accessToken);
  expect(order.availableCouponCount).toBe(0);
  const res = await t.json('GET', `/v1/purchases/${order.id}/coupons`, undefined, member.accessToken);
  expect(res.body.items).toEqual([]);
});

it('GET /v1/purchases/{id}/coupons – 남의 구매, 없는 구매, 결제가 끝난 구매는 404', async () => {
  const order = await orderOf(100);
  const other = await t.signup();
  expect((await t.json('GET', `/v1/purchases/${order.id}/coupons`, undefined, other.accessToken)).status).toBe(404);
  expect((await t.json('GET', '/v1/purchases/999999/coupons', undefined, me.accessToken)).status).toBe(404);
  await t.db.update(purchases).set({ status: 'PAID' }).where(eq(purchases.id, order.id));
  const paid = await t.json('GET', `/v1/purchases/${order.id}/coupons`, undefined, me.accessToken);
  expect(paid.status).toBe(404);
  expect(paid.body.code).toBe('PURCHASE_NOT_FOUND');
  expect((await t.json('GET', '/v1/purchases/abc/coupons', undefined, me.accessToken)).status).toBe(400);
});
