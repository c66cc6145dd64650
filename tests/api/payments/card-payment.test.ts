import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DECLINE_SUFFIX } from '../../../server/providers/payments';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { paymentFixtures, type PaymentFixtures } from './fixtures';

let t: TestApp;
let f: PaymentFixtures;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_ORIGIN: 'http://shop.test', API_PUBLIC_URL: 'http://api.test', ACCESS_TOKEN_TTL_SECONDS: String(7 * 86400) } });
  f = await paymentFixtures(t);
});
afterAll(() => t.close());

async function preparedCard(member: TestMember, extra: Record<string, unknown> = {}) {
  const form = await f.orderForm(member);
  const res = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, ...extra }, member.accessToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { form, prepared: res.body };
}

const authorize = (member: TestMember, body: Record<string, unknown>) => t.json('POST', '/v1/purchases/card/authorize', body, member.accessToken);

describe('카드 결제', () => {
  it('POST /v1/purchases/card → authorize – 쿠폰·적립금을 반영해 결제되고 줄마다 서비스, 쿠폰 사용, 장바구니에서 빠진다', async () => {
    const me = await t.signup();
    await f.grantPoints(me.memberId, 3000);
    const couponId = await f.giveCoupon(me.memberId, 1000);
    const { form, prepared } = await preparedCard(me, { memberCouponId: couponId, pointToUse: 2000 });

    expect(prepared).toMatchObject({
      purchaseId: form.purchaseId,
      amount: form.subtotal - 1000 - 2000,
      customerKey: `member-${me.memberId}`,
      provider: 'test',
    });
    const checkout = new URL(prepared.checkoutUrl);
    expect(checkout.origin + checkout.pathname).toBe('http://api.test/test-gateway/pay');
    expect(checkout.searchParams.get('successUrl')).toBe('http://shop.test/checkout/success');
    expect(checkout.searchParams.get('failUrl')).toBe('http://shop.test/checkout/fail');
    expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');
    expect((await f.state.coupon(couponId)).status).toBe('RESERVED');

    const paymentKey = f.paymentKeyFor(prepared.orderId, prepared.amount);
    const res = await authorize(me, { paymentKey, orderId: prepared.orderId, amount: prepared.amount });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ purchaseId: form.purchaseId, status: 'PAID', method: 'CARD', totalAmount: prepared.amount, serviceCount: 2 });
    expect(res.body.paidAt).toEqual(expect.any(String));

    const purchase = await f.state.purchase(form.purchaseId);
    expect(purchase).toMatchObject({ status: 'PAID', paymentKey, couponDiscount: 1000, pointUsed: 2000 });
    expect(await f.state.services(form.purchaseId)).toHaveLength(2);
    expect((await f.state.coupon(couponId)).status).toBe('USED');
    const ledger = await f.state.ledger(form.purchaseId);
    expect(ledger.map((r) => [r.type, r.amount])).toEqual([['USE_BY_PURCHASE', -2000]]);
    expect(await f.state.cartIds(me.memberId, form.cartItemIds)).toEqual([]);
    expect(await f.state.payments(form.purchaseId)).toHaveLength(1);
    const history = await f.state.history(form.purchaseId);
    expect(history.filter((h) => h.toStatus === 'PAID')).toMatchObject([{ fromStatus: 'WAITING_PAYMENT', actorRole: 'MEMBER', actorMemberId: me.memberId }]);
  });

  it('POST /v1/purchases/card/authorize – 금액을 바꾸면 400 AMOUNT_MISMATCH, 결제되지 않는다', async () => {
    const me = await t.signup();
    const { form, prepared } = await preparedCard(me);
    const tampered = prepared.amount - 100;
    const res = await authorize(me, { paymentKey: f.paymentKeyFor(prepared.orderId, tampered), orderId: prepared.orderId, amount: tampered });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('AMOUNT_MISMATCH');
    expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');
    expect(await f.state.services(form.purchaseId)).toHaveLength(0);
    expect(await f.state.payments(form.purchaseId)).toHaveLength(0);
  });

  it('POST /v1/purchases/card/authorize – 다른 회원의 주문번호는 404', async () => {
    const owner = await t.signup();
    const other = await t.signup();
    const { form, prepared } = await preparedCard(owner);
    const res = await authorize(other, { paymentKey: f.paymentKeyFor(prepared.orderId, prepared.amount), orderId: prepared.orderId, amount: prepared.amount });
    expect(res.status).toBe(404);
    expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');
  });

  it('POST /v1/purchases/card/authorize – 다시 보내도 같은 답, 결제 기록은 하나', async () => {
    const me = await t.signup();
    const { form, prepared } = await preparedCard(me);
    const body = { paymentKey: f.paymentKeyFor(prepared.orderId, prepared.amount), orderId: prepared.orderId, amount: prepared.amount };
    const first = await authorize(me, body);
    const second = await authorize(me, body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await f.state.payments(form.purchaseId)).toHaveLength(1);
    expect(await f.state.services(form.purchaseId)).toHaveLength(2);
  });

  // 이슈 11: 거절은 기다리지 않고 바로 결제 실패로 끝난다(쿠폰·적립금 복구). 같은 주문서로 다시 승인하지 않고, 다시 결제는 새 주문으로 한다
  it('POST /v1/purchases/card/authorize – 거절된 결제는 바로 결제 실패, 장바구니는 그대로이고 같은 주문으로는 다시 승인하지 않는다', async () => {
    const me = await t.signup();
    const { form, prepared } = await preparedCard(me);
    const good = f.paymentKeyFor(prepared.orderId, prepared.amount);
    const declined = await authorize(me, { paymentKey: `${good}${TEST_DECLINE_SUFFIX}`, orderId: prepared.orderId, amount: prepared.amount });
    expect(declined.status).toBe(400);
    expect(declined.body.code).toBe('PAYMENT_REJECTED');
    expect((await f.state.purchase(form.purchaseId)).status).toBe('PAYMENT_FAILED');
    expect(await f.state.cartIds(me.memberId, form.cartItemIds)).toHaveLength(2);

    const retry = await authorize(me, { paymentKey: good, orderId: prepared.orderId, amount: prepared.amount });
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe('PURCHASE_NOT_PAYABLE');
    expect(await f.state.payments(form.purchaseId)).toHaveLength(0);

    const other = await preparedCard(me);
    const forged = await authorize(me, { paymentKey: 'tgk_forged', orderId: other.prepared.orderId, amount: other.prepared.amount });
    expect(forged.body.code).toBe('PAYMENT_REJECTED');
  });

  it('POST /v1/purchases/card/authorize – 카드 결제 기한(30분)이 지나면 409', async () => {
    const me = await t.signup();
    const { form, prepared } = await preparedCard(me);
    t.clock.advance(31 * 60);
    const res = await authorize(me, { paymentKey: f.paymentKeyFor(prepared.orderId, prepared.amount), orderId: prepared.orderId, amount: prepared.amount });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PURCHASE_EXPIRED');
    expect((await f.state.purchase(form.purchaseId)).paidAt).toBeNull();
  });
});

describe('카드 결제 준비', () => {
  it('POST /v1/purchases/card – 같은 준비는 같은 답, 다른 준비는 409 PURCHASE_ALREADY_PREPARED, 적립금은 한 번만', async () => {
    const me = await t.signup();
    await f.grantPoints(me.memberId, 1000);
    const form = await f.orderForm(me);
    const body = { purchaseId: form.purchaseId, pointToUse: 500 };
    const first = await t.json('POST', '/v1/purchases/card', body, me.accessToken);
    const again = await t.json('POST', '/v1/purchases/card', body, me.accessToken);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const different = await t.json('POST', '/v1/purchases/card', { ...body, pointToUse: 0 }, me.accessToken);
    expect(different.status).toBe(409);
    expect(different.body.code).toBe('PURCHASE_ALREADY_PREPARED');
    expect(await f.state.ledger(form.purchaseId)).toHaveLength(1);
  });

  it('POST /v1/purchases/card – 남의 구매는 404, 적립금이 모자라면 409, 전부 적립금이면 409 USE_FULL_POINT', async () => {
    const me = await t.signup();
    const other = await t.signup();
    const form = await f.orderForm(me);
    expect((await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId }, other.accessToken)).status).toBe(404);

    const poor = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, pointToUse: 100 }, me.accessToken);
    expect(poor.status).toBe(409);
    expect(poor.body.code).toBe('INSUFFICIENT_POINTS');

    await f.grantPoints(me.memberId, form.subtotal);
    const all = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, pointToUse: form.subtotal }, me.accessToken);
    expect(all.status).toBe(409);
    expect(all.body.code).toBe('USE_FULL_POINT');
    const purchase = await f.state.purchase(form.purchaseId);
    expect(purchase.status).toBe('ORDER_FORM');
    expect(await f.state.ledger(form.purchaseId)).toHaveLength(0);
  });
});
