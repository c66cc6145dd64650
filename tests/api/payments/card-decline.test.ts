import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_DECLINE_SUFFIX, TestGateway, type PaymentGateway } from '../../../server/providers/payments';
import { gatewayUnavailable } from '../../../server/providers/payments/gateway';
import { settleOpenAttemptFor } from '../../../server/purchases/payment-attempts.service';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { wrapGateway } from '../../helpers/wrapped-gateway';
import { paymentFixtures, type PaymentFixtures } from './fixtures';

let t: TestApp;
let f: PaymentFixtures;
let inner: TestGateway;
// 결제사가 닿지 않는 때: 승인 요청이 결제사에 가지 못한 채 502(시도는 열린 채 남는다)
let unreachable = false;
const gateway: PaymentGateway = wrapGateway(() => inner, {
  confirm: async (p) => {
    if (unreachable) throw gatewayUnavailable();
    return inner.confirm(p);
  },
});
beforeAll(async () => {
  t = await createTestApp({ deps: { payments: gateway } });
  inner = new TestGateway(t.db, t.config.JWT_SECRET);
  f = await paymentFixtures(t);
});
afterAll(() => t.close());

async function prepared() {
  const me = await t.signup();
  await f.grantPoints(me.memberId, 1000);
  const couponId = await f.giveCoupon(me.memberId, 500);
  const form = await f.orderForm(me);
  const prep = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, memberCouponId: couponId, pointToUse: 1000 }, me.accessToken);
  expect(prep.status, JSON.stringify(prep.body)).toBe(200);
  const good = f.paymentKeyFor(prep.body.orderId, prep.body.amount);
  return { me, couponId, purchaseId: form.purchaseId, orderId: prep.body.orderId as string, amount: prep.body.amount as number, good };
}

const pointOf = async (memberId: number, token: string) => (await t.json('GET', `/v1/my-page/${memberId}`, undefined, token)).body.point;

it('POST /v1/purchases/card/authorize – 거절되면 같은 트랜잭션에서 결제 실패, 쿠폰·적립금이 바로 돌아온다', async () => {
  const p = await prepared();
  expect(await pointOf(p.me.memberId, p.me.accessToken)).toBe(0);
  const res = await t.json('POST', '/v1/purchases/card/authorize', { paymentKey: `${p.good}${TEST_DECLINE_SUFFIX}`, orderId: p.orderId, amount: p.amount }, p.me.accessToken);
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('PAYMENT_REJECTED');

  expect((await f.state.purchase(p.purchaseId)).status).toBe('PAYMENT_FAILED');
  expect(await f.state.coupon(p.couponId)).toMatchObject({ status: 'AVAILABLE', purchaseId: null });
  expect(await pointOf(p.me.memberId, p.me.accessToken)).toBe(1000);
  expect((await f.state.ledger(p.purchaseId)).map((r) => r.type).sort()).toEqual(['RESTORE_BY_CANCEL', 'USE_BY_PURCHASE']);
  expect((await f.state.history(p.purchaseId)).filter((h) => h.toStatus === 'PAYMENT_FAILED')).toHaveLength(1);
  expect((await f.state.attempts(p.purchaseId)).map((a) => [a.status, a.decidedBy])).toEqual([['DECLINED', 'REQUEST']]);
});

it('POST /v1/purchases/card/authorize – 같은 거절을 20번 동시에 보내도 모두 거절, 쿠폰·적립금은 한 번만 돌아온다', async () => {
  const p = await prepared();
  const body = { paymentKey: `${p.good}${TEST_DECLINE_SUFFIX}`, orderId: p.orderId, amount: p.amount };
  const answers = await Promise.all(Array.from({ length: 20 }, () => t.json('POST', '/v1/purchases/card/authorize', body, p.me.accessToken)));
  for (const a of answers) {
    expect(a.status, JSON.stringify(a.body)).toBe(400);
    expect(a.body.code).toBe('PAYMENT_REJECTED');
  }
  expect(await pointOf(p.me.memberId, p.me.accessToken)).toBe(1000);
  expect((await f.state.ledger(p.purchaseId)).filter((r) => r.type === 'RESTORE_BY_CANCEL')).toHaveLength(1);
  expect((await f.state.history(p.purchaseId)).filter((h) => h.toStatus === 'PAYMENT_FAILED')).toHaveLength(1);
  expect(await f.state.attempts(p.purchaseId)).toHaveLength(1);
});

it('settleOpenAttemptFor – 승인이 오가는 중일 수 있는 젊은 시도는 열어 두고, 끝났을 시도는 결제사에 물어 한 번 풀어 준다(20번 동시에)', async () => {
  const p = await prepared();
  unreachable = true;
  try {
    const res = await t.json('POST', '/v1/purchases/card/authorize', { paymentKey: p.good, orderId: p.orderId, amount: p.amount }, p.me.accessToken);
    expect(res.status).toBe(502);
  } finally {
    unreachable = false;
  }
  expect(await settleOpenAttemptFor(t.deps, p.purchaseId)).toEqual({ open: true, status: 'WAITING_PAYMENT' });
  expect(await pointOf(p.me.memberId, p.me.accessToken)).toBe(0);

  t.clock.advance(120);
  const answers = await Promise.all(Array.from({ length: 20 }, () => settleOpenAttemptFor(t.deps, p.purchaseId)));
  for (const a of answers) expect(a).toEqual({ open: false, status: 'PAYMENT_FAILED' });
  expect(await pointOf(p.me.memberId, p.me.accessToken)).toBe(1000);
  expect((await f.state.ledger(p.purchaseId)).filter((r) => r.type === 'RESTORE_BY_CANCEL')).toHaveLength(1);
  expect(await f.state.coupon(p.couponId)).toMatchObject({ status: 'AVAILABLE' });
  expect((await f.state.attempts(p.purchaseId)).map((a) => [a.status, a.decidedBy])).toEqual([['DECLINED', 'FAIL_RETURN']]);
});
