import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { virtualAccountFixtures, type VirtualAccountFixtures } from './fixtures';

// PGlite 는 트랜잭션을 하나씩 돌리므로, 이 시험은 PostgreSQL(scripts/with-postgres.sh)에서 비로소 경쟁을 만든다
let t: TestApp;
let f: VirtualAccountFixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = await virtualAccountFixtures(t);
});
afterAll(() => t.close());

it('POST /v1/payments/webhooks/toss – 같은 입금 웹훅 20번이 동시에 와도 결제 완료·결제 기록·서비스는 한 번', async () => {
  const me = await t.signup();
  const { form, account } = await f.issue(me, {}, [100, 200, 300]);
  const { callback, payment } = await f.deposit(account.paymentKey);
  const changed = { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: payment.raw };
  const bodies = Array.from({ length: 20 }, (_, i) => (i % 5 === 4 ? changed : callback));
  const answers = await Promise.all(bodies.map((b) => f.webhook(b)));
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);

  expect((await f.state.purchase(form.purchaseId)).status).toBe('PAID');
  expect(await f.state.payments(form.purchaseId)).toHaveLength(1);
  expect(await f.state.services(form.purchaseId)).toHaveLength(3);
  expect((await f.state.history(form.purchaseId)).filter((h) => h.toStatus === 'PAID')).toHaveLength(1);
  const outcomes = (await f.vaState.events(form.orderNo)).map((e) => e.outcome);
  expect(outcomes).toHaveLength(20);
  expect(outcomes.filter((o) => o === 'APPLIED')).toHaveLength(1);
  expect(outcomes.filter((o) => o === 'DUPLICATE')).toHaveLength(19);
});

it('POST /v1/payments/webhooks/toss – 만료 뒤 늦은 입금 웹훅 20번이 동시에 와도 경보 하나, LATE_DEPOSIT 기록 하나', async () => {
  const me = await t.signup();
  const { form, account } = await f.issue(me);
  const { expireOverduePurchases } = await import('../../../server/jobs/purchase-expiry');
  await expireOverduePurchases(t.deps, new Date(account.dueDate.getTime() + 1000));
  const { callback } = await f.deposit(account.paymentKey);
  const answers = await Promise.all(Array.from({ length: 20 }, () => f.webhook(callback)));
  for (const a of answers) expect(a.status).toBe(200);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('EXPIRED');
  expect(await f.state.payments(form.purchaseId)).toHaveLength(1);
  expect(await f.vaState.alerts(form.purchaseId)).toHaveLength(1);
  const outcomes = (await f.vaState.events(form.orderNo)).map((e) => e.outcome);
  expect(outcomes.filter((o) => o === 'FLAGGED')).toHaveLength(1);
  expect(outcomes.filter((o) => o === 'DUPLICATE')).toHaveLength(19);
});
