import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { paymentFixtures, type PaymentFixtures } from '../payments/fixtures';

let t: TestApp;
let f: PaymentFixtures;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_ORIGIN: 'http://shop.test', API_PUBLIC_URL: 'http://api.test', ACCESS_TOKEN_TTL_SECONDS: String(7 * 86400) } });
  f = await paymentFixtures(t);
});
afterAll(() => t.close());

/** 적립금 2,000 과 쿠폰 1,000 을 건 카드 결제 준비 */
async function preparedCard(member: TestMember, extra: Record<string, unknown> = {}) {
  await f.grantPoints(member.memberId, 2000);
  const couponId = await f.giveCoupon(member.memberId, 1000);
  const form = await f.orderForm(member);
  const res = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, memberCouponId: couponId, pointToUse: 2000, ...extra }, member.accessToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { form, prepared: res.body, couponId };
}

const fail = (member: TestMember, body: Record<string, unknown>) => t.json('POST', '/v1/purchases/card/fail', body, member.accessToken);

describe('POST /v1/purchases/card/fail', () => {
  it('카드사 거절은 결제 실패: 같은 트랜잭션에서 쿠폰과 적립금이 돌아오고, 상태 이름도 결제 실패', async () => {
    const me = await t.signup();
    const { form, prepared, couponId } = await preparedCard(me);
    const res = await fail(me, { orderId: prepared.orderId, code: 'REJECT_CARD_COMPANY', message: '결제 승인이 거절되었습니다.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      purchaseId: form.purchaseId,
      status: 'PAYMENT_FAILED',
      statusLabel: '결제 실패',
      released: true,
      restoredPoint: 2000,
      couponRestored: true,
      source: 'CART',
      productId: null,
      message: '결제 승인이 거절되었습니다.',
    });
    expect((await f.state.purchase(form.purchaseId)).status).toBe('PAYMENT_FAILED');
    expect((await f.state.coupon(couponId)).status).toBe('AVAILABLE');
    const ledger = await f.state.ledger(form.purchaseId);
    expect(ledger.map((r) => [r.type, r.amount])).toEqual([
      ['USE_BY_PURCHASE', -2000],
      ['RESTORE_BY_CANCEL', 2000],
    ]);
    // 장바구니는 그대로: 다시 결제할 수 있다
    expect((await f.state.cartIds(me.memberId, form.cartItemIds)).sort()).toEqual([...form.cartItemIds].sort());
  });

  it('결제창을 닫거나 취소하면 결제 취소, PAY_PROCESS_ABORTED(승인 실패로 중단)는 결제 실패', async () => {
    const me = await t.signup();
    const canceled = await preparedCard(me);
    const res = await fail(me, { orderId: canceled.prepared.orderId, code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.' });
    expect(res.body).toMatchObject({ status: 'PAYMENT_CANCELED', statusLabel: '결제 취소', released: true, message: '결제를 취소하셨습니다.' });

    const aborted = await preparedCard(me);
    const res2 = await fail(me, { orderId: aborted.prepared.orderId, code: 'PAY_PROCESS_ABORTED' });
    expect(res2.body).toMatchObject({ status: 'PAYMENT_FAILED', released: true });
  });

  it('20번 동시에 와도 한 번만 풀고 적립금은 한 번만 돌려준다', async () => {
    const me = await t.signup();
    const { form, prepared } = await preparedCard(me);
    const results = await Promise.all(Array.from({ length: 20 }, () => fail(me, { orderId: prepared.orderId, code: 'REJECT_CARD_COMPANY' })));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(results.filter((r) => r.body.released)).toHaveLength(1);
    expect(results.every((r) => r.body.status === 'PAYMENT_FAILED')).toBe(true);
    const restores = (await f.state.ledger(form.purchaseId)).filter((r) => r.type === 'RESTORE_BY_CANCEL');
    expect(restores).toHaveLength(1);
    expect((await f.state.history(form.purchaseId)).filter((h) => h.toStatus === 'PAYMENT_FAILED')).toHaveLength(1);
  });

  it('승인 시도가 열려 있으면(승인이 오가는 중일 수 있으면) 풀지 않는다', async () => {
    const me = await t.signup();
    const { form, prepared, couponId } = await preparedCard(me);
    await t.db.insert(paymentAttempts).values({
      purchaseId: form.purchaseId,
      provider: 'test',
      method: 'CARD',
      paymentKey: `tgk_open_${form.purchaseId}`,
      idempotencyKey: `confirm-open-${form.purchaseId}`,
      amount: prepared.amount,
      startedAt: new Date(),
    });
    const res = await fail(me, { orderId: prepared.orderId, code: 'REJECT_CARD_COMPANY' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'WAITING_PAYMENT', statusLabel: '결제 대기', released: false, restoredPoint: 0 });
    expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');
    expect((await f.state.coupon(couponId)).status).toBe('RESERVED');
    expect((await f.state.ledger(form.purchaseId)).filter((r) => r.type === 'RESTORE_BY_CANCEL')).toHaveLength(0);
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.purchaseId, form.purchaseId));
    expect(['OPEN', 'DECLINED']).toContain(attempt!.status);
  });

  it('이미 결제된 주문은 그대로, 남의 주문은 404, 무통장입금은 풀지 않는다', async () => {
    const me = await t.signup();
    const other = await t.signup();
    const { form, prepared } = await preparedCard(me);
    const paymentKey = f.paymentKeyFor(prepared.orderId, prepared.amount);
    expect((await t.json('POST', '/v1/purchases/card/authorize', { paymentKey, orderId: prepared.orderId, amount: prepared.amount }, me.accessToken)).status).toBe(200);
    const paid = await fail(me, { orderId: prepared.orderId, code: 'PAY_PROCESS_CANCELED' });
    expect(paid.body).toMatchObject({ purchaseId: form.purchaseId, status: 'PAID', released: false });

    const theirs = await preparedCard(other);
    expect((await fail(me, { orderId: theirs.prepared.orderId, code: 'PAY_PROCESS_CANCELED' })).status).toBe(404);
    expect((await f.state.purchase(theirs.form.purchaseId)).status).toBe('WAITING_PAYMENT');

    const bank = await f.orderForm(me);
    await t.json('POST', '/v1/purchases/no-deposit', { purchaseId: bank.purchaseId, depositorName: '홍길동' }, me.accessToken);
    const res = await fail(me, { orderId: bank.orderNo, code: 'PAY_PROCESS_CANCELED' });
    expect(res.body).toMatchObject({ status: 'WAITING_PAYMENT', statusLabel: '입금 대기', released: false });
  });
});
