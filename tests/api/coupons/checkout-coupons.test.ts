import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changePoints } from '../../../server/points/points.service';
import { createTestApp, type JsonBody, type TestApp, type TestMember } from '../../helpers/test-app';
import { catalogueFixtures } from '../catalogue/fixtures';
import { couponFixtures } from './fixtures';

let t: TestApp;
let admin: TestMember;
let fx: ReturnType<typeof couponFixtures>;
// 채널 A(유형 A1: 상품 a, a2)와 채널 B(유형 B1: 상품 b). 모두 단가 50원, 수량 할인 없음
let a: JsonBody, a2: JsonBody, b: JsonBody;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  fx = couponFixtures(t, admin.accessToken);
  const cat = catalogueFixtures(t, admin.accessToken);
  const shelfA = await cat.shelf();
  const shelfB = await cat.shelf();
  a = await cat.product(shelfA.channel.id, shelfA.type.id, { discountTiers: [] });
  a2 = await cat.product(shelfA.channel.id, shelfA.type.id, { discountTiers: [], name: '두 번째 상품' });
  b = await cat.product(shelfB.channel.id, shelfB.type.id, { discountTiers: [] });
});
afterAll(() => t.close());

/** 장바구니에 줄을 담아 주문서를 만든다: [상품, 수량] 마다 수량 × 50원 */
async function order(member: TestMember, lines: [JsonBody, number][]) {
  const cartItemIds: number[] = [];
  for (const [product, quantity] of lines) {
    const res = await t.json('POST', '/v1/carts', { productId: product.id, quantity, targetKey: `u_${randomBytes(4).toString('hex')}` }, member.accessToken);
    cartItemIds.push(res.body.id);
  }
  const res = await t.json('POST', '/v1/purchases/payment-information-from-cart', { cartItemIds }, member.accessToken);
  expect(res.status).toBe(201);
  return res.body.id as number;
}

async function couponOf(member: TestMember, purchaseId: number, memberCouponId: number) {
  const res = await t.json('GET', `/v1/purchases/${purchaseId}/coupons`, undefined, member.accessToken);
  expect(res.status).toBe(200);
  return res.body.items.find((i: { memberCouponId: number }) => i.memberCouponId === memberCouponId) ?? null;
}

/** 쿠폰을 만들어 회원 한 명에게 주고 그 장의 id */
async function give(member: TestMember, overrides: Record<string, unknown>) {
  const coupon = await fx.create(overrides);
  await fx.issueTo(coupon.id, [member.memberId]);
  return { coupon, memberCouponId: (await fx.heldOf(coupon.id))[0]!.id };
}

it('GET /v1/purchases/{id}/coupons – 채널 전용 쿠폰: 다른 채널 주문에는 못 쓰고, 섞인 주문은 그 채널 줄의 금액만으로 최소 금액과 할인을 센다', async () => {
  const me = await t.signup();
  const { memberCouponId } = await give(me, { discountType: 'RATE', discountValue: 10, maxDiscount: 100_000, minOrderAmount: 10_000, scope: 'CHANNEL', scopeChannelId: a.channelId });
  expect(await couponOf(me, await order(me, [[b, 1_000]]), memberCouponId)).toMatchObject({ usable: false, discount: 0, reason: '이 주문의 상품에는 쓸 수 없는 쿠폰입니다.' });
  // A 5,000원 + B 50,000원: 채널 A 줄만 보면 최소 금액 미달
  expect(await couponOf(me, await order(me, [[a, 100], [b, 1_000]]), memberCouponId)).toMatchObject({
    usable: false,
    reason: '적용 상품 10,000원 이상 주문에서 쓸 수 있는 쿠폰입니다.',
  });
  // A 20,000원 + B 50,000원: 할인은 A 줄 20,000원의 10%
  expect(await couponOf(me, await order(me, [[a, 400], [b, 1_000]]), memberCouponId)).toMatchObject({ usable: true, discount: 2_000, reason: null });
});

it('GET /v1/purchases/{id}/coupons – 상품 유형 전용과 고른 상품 전용', async () => {
  const me = await t.signup();
  const byType = await give(me, { discountValue: 1_000, minOrderAmount: 0, scope: 'PRODUCT_TYPE', scopeProductTypeId: a.productTypeId });
  const byProduct = await give(me, { discountValue: 1_000, minOrderAmount: 0, scope: 'PRODUCTS', scopeProductIds: [a2.id] });
  const onlyA = await order(me, [[a, 100]]);
  expect(await couponOf(me, onlyA, byType.memberCouponId)).toMatchObject({ usable: true, discount: 1_000 });
  expect(await couponOf(me, onlyA, byProduct.memberCouponId)).toMatchObject({ usable: false, reason: '이 주문의 상품에는 쓸 수 없는 쿠폰입니다.' });
  const withA2 = await order(me, [[a, 100], [a2, 10]]);
  // 정액 1,000원이어도 적용 상품(500원)을 넘지 않는다
  expect(await couponOf(me, withA2, byProduct.memberCouponId)).toMatchObject({ usable: true, discount: 500 });
});

it('POST /v1/purchases/no-deposit – 범위 밖 쿠폰은 400, 회수된 쿠폰은 목록에 없고 409', async () => {
  const me = await t.signup();
  const outside = await give(me, { minOrderAmount: 0, scope: 'CHANNEL', scopeChannelId: b.channelId });
  const revoked = await give(me, { minOrderAmount: 0 });
  expect((await t.json('POST', `/v1/admin/member-coupons/${revoked.memberCouponId}/revoke`, undefined, admin.accessToken)).status).toBe(200);
  const purchaseId = await order(me, [[a, 400]]);
  expect(await couponOf(me, purchaseId, revoked.memberCouponId)).toBeNull();
  const pay = (memberCouponId: number) => t.json('POST', '/v1/purchases/no-deposit', { purchaseId, depositorName: '홍길동', memberCouponId }, me.accessToken);
  const scoped = await pay(outside.memberCouponId);
  expect(scoped.status).toBe(400);
  expect(scoped.body).toMatchObject({ code: 'COUPON_NOT_USABLE', message: '이 주문의 상품에는 쓸 수 없는 쿠폰입니다.' });
  const gone = await pay(revoked.memberCouponId);
  expect(gone.status).toBe(409);
  expect(gone.body.code).toBe('COUPON_NOT_AVAILABLE');
});

it('사용 현황 – 발급·사용·회수 수, 깎아 준 금액과 그 쿠폰을 쓴 매출', async () => {
  const [m1, m2, m3] = [await t.signup(), await t.signup(), await t.signup()];
  const coupon = await fx.create({ discountValue: 3_000, minOrderAmount: 10_000 });
  await fx.issueTo(coupon.id, [m1.memberId, m2.memberId, m3.memberId]);
  const held = await fx.heldOf(coupon.id);
  await t.json('POST', `/v1/admin/member-coupons/${held[2]!.id}/revoke`, undefined, admin.accessToken);
  // m1 이 20,000원 주문에 쿠폰을 쓰고 나머지 17,000원을 적립금으로 결제
  const purchaseId = await order(m1, [[a, 400]]);
  await t.db.transaction((tx) => changePoints(tx, { memberId: m1.memberId, type: 'ADMIN_GRANT', amount: 17_000, memo: '시험 적립' }));
  const paid = await t.json('POST', '/v1/purchases/full-point', { purchaseId, memberCouponId: held[0]!.id }, m1.accessToken);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const res = await t.json('GET', `/v1/admin/coupons/${coupon.id}`, undefined, admin.accessToken);
  expect(res.body.usage).toEqual({ issued: 3, available: 1, reserved: 0, used: 1, expired: 0, revoked: 1, discountGiven: 3_000, salesWithCoupon: 17_000 });
  const list = await t.json('GET', `/v1/admin/coupons?q=${encodeURIComponent(coupon.name)}`, undefined, admin.accessToken);
  expect(list.body.items[0].usage).toMatchObject({ issued: 3, used: 1, discountGiven: 3_000, salesWithCoupon: 17_000 });
});

it('만료 – 발급 + N일이 지나면 쓸 수 없고(이유와 함께) 결제 준비도 400, 사용 현황은 만료로 센다', async () => {
  const me = await t.signup();
  const { coupon, memberCouponId } = await give(me, { minOrderAmount: 0, validityDays: 1 });
  const purchaseId = await order(me, [[a, 400]]);
  expect(await couponOf(me, purchaseId, memberCouponId)).toMatchObject({ usable: true });
  t.clock.advance(2 * 86_400);
  try {
    const fresh = { ...me, ...(await t.login(me.email)) };
    expect(await couponOf(fresh, purchaseId, memberCouponId)).toMatchObject({ usable: false, reason: '사용 기간이 지난 쿠폰입니다.' });
    const pay = await t.json('POST', '/v1/purchases/no-deposit', { purchaseId, depositorName: '홍길동', memberCouponId }, fresh.accessToken);
    expect(pay.status).toBe(400);
    expect(pay.body.message).toBe('사용 기간이 지난 쿠폰입니다.');
    // 이틀 뒤라 처음 운영자의 세션은 끝났다: 2단계 인증까지 마친 운영자로 다시 본다
    const adminAgain = await t.loginAsAdmin();
    const res = await t.json('GET', `/v1/admin/coupons/${coupon.id}`, undefined, adminAgain.accessToken);
    expect(res.body.usage).toMatchObject({ issued: 1, available: 0, expired: 1 });
  } finally {
    t.clock.reset();
  }
});
