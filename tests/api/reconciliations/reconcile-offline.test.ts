import { afterAll, beforeAll, expect, it } from 'vitest';
import { reconcilePaymentAttempts } from '../../../server/jobs/payment-reconciliation';
import { TestGateway, type PaymentGateway } from '../../../server/providers/payments';
import { gatewayUnavailable } from '../../../server/providers/payments/gateway';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { wrapGateway } from '../../helpers/wrapped-gateway';
import { paymentFixtures, type PaymentFixtures } from '../payments/fixtures';

let t: TestApp;
let f: PaymentFixtures;
let inner: TestGateway;
// approveThenLose: 결제사는 승인했지만 답이 오지 않음 / lose: 요청이 결제사에 닿지 못함
let mode: 'normal' | 'approveThenLose' | 'lose' = 'normal';
const gateway: PaymentGateway = wrapGateway(() => inner, {
  confirm: async (p) => {
    if (mode === 'lose') throw gatewayUnavailable();
    const confirmed = await inner.confirm(p);
    if (mode === 'approveThenLose') throw gatewayUnavailable();
    return confirmed;
  },
});
beforeAll(async () => {
  t = await createTestApp({ deps: { payments: gateway } });
  inner = new TestGateway(t.db, t.config.JWT_SECRET);
  f = await paymentFixtures(t);
});
afterAll(() => t.close());

async function openAttempt(how: 'approveThenLose' | 'lose') {
  const me = await t.signup();
  await f.grantPoints(me.memberId, 700);
  const form = await f.orderForm(me);
  const prep = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, pointToUse: 700 }, me.accessToken);
  const body = { paymentKey: f.paymentKeyFor(prep.body.orderId, prep.body.amount), orderId: prep.body.orderId, amount: prep.body.amount };
  mode = how;
  try {
    const res = await t.json('POST', '/v1/purchases/card/authorize', body, me.accessToken);
    expect(res.status).toBe(502);
  } finally {
    mode = 'normal';
  }
  expect((await f.state.attempts(form.purchaseId)).map((a) => a.status)).toEqual(['OPEN']);
  return { me, purchaseId: form.purchaseId, body };
}

const inMinutes = (m: number) => new Date(t.clock.now().getTime() + m * 60_000);

it('대사 작업 – 테스트 결제사가 승인한 열린 시도는 결제 완료로, 승인하지 않은 시도는 결제 실패로 풀어 준다', async () => {
  const approved = await openAttempt('approveThenLose');
  const lost = await openAttempt('lose');

  // 요청이 아직 오가는 중일 수 있는 젊은 시도는 건드리지 않는다
  await reconcilePaymentAttempts(t.deps, t.clock.now());
  expect((await f.state.attempts(approved.purchaseId))[0]!.status).toBe('OPEN');

  await reconcilePaymentAttempts(t.deps, inMinutes(5));
  expect((await f.state.purchase(approved.purchaseId)).status).toBe('PAID');
  expect(await f.state.services(approved.purchaseId)).toHaveLength(2);
  expect(await f.state.payments(approved.purchaseId)).toHaveLength(1);
  expect((await f.state.attempts(approved.purchaseId))[0]).toMatchObject({ status: 'PAID', decidedBy: 'RECONCILIATION' });

  expect((await f.state.purchase(lost.purchaseId)).status).toBe('PAYMENT_FAILED');
  expect((await f.state.ledger(lost.purchaseId)).map((r) => r.type).sort()).toEqual(['RESTORE_BY_CANCEL', 'USE_BY_PURCHASE']);
  expect((await f.state.attempts(lost.purchaseId))[0]).toMatchObject({ status: 'DECLINED', decidedBy: 'RECONCILIATION', message: '결제사에 승인 기록이 없음' });

  // 같은 결제 키의 재시도: 기록된 결론
  const paid = await t.json('POST', '/v1/purchases/card/authorize', approved.body, approved.me.accessToken);
  expect(paid.status).toBe(200);
  expect(paid.body.status).toBe('PAID');
  const declined = await t.json('POST', '/v1/purchases/card/authorize', lost.body, lost.me.accessToken);
  expect(declined.status).toBe(400);
  expect(declined.body.code).toBe('PAYMENT_REJECTED');
});

it('대사 작업 – 결제창 인증만 되고 승인되지 않은(IN_PROGRESS) 시도는 두고, 물러나며 다시 묻는다', async () => {
  const me = await t.signup();
  const form = await f.orderForm(me);
  const prep = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId }, me.accessToken);
  await inner.authenticate({ orderId: prep.body.orderId, orderName: '테스트', amount: prep.body.amount, easyPayProvider: null });
  const body = { paymentKey: f.paymentKeyFor(prep.body.orderId, prep.body.amount), orderId: prep.body.orderId, amount: prep.body.amount };
  mode = 'lose';
  try {
    await t.json('POST', '/v1/purchases/card/authorize', body, me.accessToken);
  } finally {
    mode = 'normal';
  }
  await reconcilePaymentAttempts(t.deps, inMinutes(2));
  await reconcilePaymentAttempts(t.deps, inMinutes(2.2));
  const [a] = await f.state.attempts(form.purchaseId);
  expect(a).toMatchObject({ status: 'OPEN', checkCount: 1 });
  expect(a!.message).toContain('IN_PROGRESS');
  expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');

  // 토스는 인증 뒤 10분 안에 승인해야 한다: 오래 승인되지 않은 시도는 결제 실패로 풀어 준다
  await reconcilePaymentAttempts(t.deps, inMinutes(45));
  expect((await f.state.attempts(form.purchaseId))[0]).toMatchObject({ status: 'DECLINED', decidedBy: 'RECONCILIATION' });
  expect((await f.state.purchase(form.purchaseId)).status).toBe('PAYMENT_FAILED');
});
