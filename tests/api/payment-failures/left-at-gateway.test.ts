import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { paymentFixtures, type PaymentFixtures } from '../payments/fixtures';

let t: TestApp;
let f: PaymentFixtures;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_ORIGIN: 'http://shop.test', API_PUBLIC_URL: 'http://api.test', ACCESS_TOKEN_TTL_SECONDS: String(7 * 86400) } });
  f = await paymentFixtures(t);
});
afterAll(() => t.close());

/** 적립금 2,000 과 쿠폰 1,000 을 걸고 결제창을 연 뒤 아무것도 누르지 않고 떠난 카드 결제 */
async function leftAtGateway(member: TestMember) {
  await f.grantPoints(member.memberId, 2000);
  const couponId = await f.giveCoupon(member.memberId, 1000);
  const form = await f.orderForm(member);
  const res = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, memberCouponId: couponId, pointToUse: 2000 }, member.accessToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { form, couponId, orderId: res.body.orderId as string };
}

describe('결제창을 연 채 떠난 카드 결제', () => {
  it('POST /v1/purchases/{id}/retry – 먼저 풀어 쿠폰·적립금을 돌려주고, 새 주문서는 지난번 쿠폰·적립금을 알려 준다', async () => {
    const me = await t.signup();
    const { form, couponId } = await leftAtGateway(me);
    expect(await f.state.purchase(form.purchaseId)).toMatchObject({ status: 'WAITING_PAYMENT', memberCouponId: couponId, pointUsed: 2000 });

    const res = await t.json('POST', `/v1/purchases/${form.purchaseId}/retry`, undefined, me.accessToken);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.orderForm.previousChoice).toEqual({ memberCouponId: couponId, point: 2000 });
    // 떠난 주문은 결제 취소로 풀리고, 쿠폰은 다시 쓸 수 있으며 적립금은 한 번만 돌아온다
    expect((await f.state.purchase(form.purchaseId)).status).toBe('PAYMENT_CANCELED');
    expect((await f.state.coupon(couponId)).status).toBe('AVAILABLE');
    const restored = (await f.state.ledger(form.purchaseId)).filter((l) => l.type === 'RESTORE_BY_CANCEL');
    expect(restored.map((l) => l.amount)).toEqual([2000]);
    // 새 주문서에서 같은 쿠폰이 쓸 수 있는 쿠폰으로 나온다
    const coupons = await t.json('GET', `/v1/purchases/${res.body.purchaseId}/coupons`, undefined, me.accessToken);
    expect(coupons.body.items.find((c: { memberCouponId: number }) => c.memberCouponId === couponId)).toMatchObject({ usable: true });

    // 다시 눌러도(이미 풀린 주문) 두 번 돌려주지 않는다
    expect((await t.json('POST', `/v1/purchases/${form.purchaseId}/retry`, undefined, me.accessToken)).status).toBe(201);
    expect((await f.state.ledger(form.purchaseId)).filter((l) => l.type === 'RESTORE_BY_CANCEL')).toHaveLength(1);
  });

  it('쿠폰·적립금 없이 다시 결제하면 previousChoice 는 null, 새 주문서는 처음부터 null', async () => {
    const me = await t.signup();
    const form = await f.orderForm(me);
    await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId }, me.accessToken);
    const res = await t.json('POST', `/v1/purchases/${form.purchaseId}/retry`, undefined, me.accessToken);
    expect(res.status).toBe(201);
    expect(res.body.orderForm.previousChoice).toBeNull();
  });

  it('POST /v1/purchases/card/fail(USER_CANCEL) – 목록의 주문 취소: 쓴 것만 돌려줬다고 답한다', async () => {
    const me = await t.signup();
    const { form, orderId } = await leftAtGateway(me);
    const res = await t.json('POST', '/v1/purchases/card/fail', { orderId, code: 'USER_CANCEL' }, me.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'PAYMENT_CANCELED', released: true, restoredPoint: 2000, couponRestored: true });
    const items = (await t.json('GET', `/v1/my-page/${me.memberId}/purchases`, undefined, me.accessToken)).body.items as Array<Record<string, unknown>>;
    expect(items.find((i) => i.id === form.purchaseId)).toMatchObject({ status: 'PAYMENT_CANCELED', retryable: true, cancelable: false });
  });
});
