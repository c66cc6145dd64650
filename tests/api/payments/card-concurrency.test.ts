import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { expireOverduePurchases } from '../../../server/jobs/purchase-expiry';
import { TestGateway, type PaymentGateway } from '../../../server/providers/payments';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { wrapGateway } from '../../helpers/wrapped-gateway';
import { paymentFixtures, type PaymentFixtures } from './fixtures';

let t: TestApp;
let f: PaymentFixtures;
// 결제사 포트만 감싼다: 승인 직전에 끼어들 일(만료 작업)을 넣고, 취소 요청을 적어 둔다
let inner: TestGateway;
let beforeConfirm: (() => Promise<void>) | null = null;
const canceled: string[] = [];
const gateway: PaymentGateway = wrapGateway(() => inner, {
  confirm: async (p) => {
    await beforeConfirm?.();
    return inner.confirm(p);
  },
  cancel: async (p) => {
    canceled.push(p.paymentKey);
    return inner.cancel(p);
  },
});
beforeAll(async () => {
  t = await createTestApp({ deps: { payments: gateway } });
  inner = new TestGateway(t.db, loadConfig({}).JWT_SECRET);
  f = await paymentFixtures(t);
});
afterAll(() => t.close());

it('POST /v1/purchases/card/authorize – 동시에 두 번 와도 PAID 한 번, 서비스 한 벌, 결제 기록 하나', async () => {
  const me = await t.signup();
  await f.grantPoints(me.memberId, 1000);
  const form = await f.orderForm(me, [100, 300]);
  const prep = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, pointToUse: 1000 }, me.accessToken);
  expect(prep.status).toBe(200);
  const body = { paymentKey: f.paymentKeyFor(prep.body.orderId, prep.body.amount), orderId: prep.body.orderId, amount: prep.body.amount };

  const answers = await Promise.all([1, 2, 3].map(() => t.json('POST', '/v1/purchases/card/authorize', body, me.accessToken)));
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
  expect(new Set(answers.map((a) => a.body.status))).toEqual(new Set(['PAID']));

  expect(await f.state.services(form.purchaseId)).toHaveLength(2);
  expect(await f.state.payments(form.purchaseId)).toHaveLength(1);
  expect((await f.state.ledger(form.purchaseId)).map((r) => r.type)).toEqual(['USE_BY_PURCHASE']);
  expect((await f.state.history(form.purchaseId)).filter((h) => h.toStatus === 'PAID')).toHaveLength(1);
});

it('POST /v1/purchases/card – 동시에 두 번 준비해도 적립금은 한 번만 빠진다', async () => {
  const me = await t.signup();
  await f.grantPoints(me.memberId, 2000);
  const form = await f.orderForm(me);
  const body = { purchaseId: form.purchaseId, pointToUse: 1500 };
  const answers = await Promise.all([1, 2].map(() => t.json('POST', '/v1/purchases/card', body, me.accessToken)));
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
  expect(answers[1]!.body).toEqual(answers[0]!.body);
  expect(await f.state.ledger(form.purchaseId)).toHaveLength(1);
  const balance = await t.json('GET', `/v1/my-page/${me.memberId}`, undefined, me.accessToken);
  if (balance.status === 200 && typeof balance.body.point === 'number') expect(balance.body.point).toBe(500);
});

it('POST /v1/purchases/card/authorize – 승인 중에 만료되면 결제사에서 취소하고 409, 서비스는 만들지 않는다', async () => {
  const me = await t.signup();
  const form = await f.orderForm(me);
  const prep = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId }, me.accessToken);
  const paymentKey = f.paymentKeyFor(prep.body.orderId, prep.body.amount);
  beforeConfirm = async () => {
    await expireOverduePurchases(t.deps, new Date(Date.now() + 24 * 3600_000));
  };
  try {
    const res = await t.json('POST', '/v1/purchases/card/authorize', { paymentKey, orderId: prep.body.orderId, amount: prep.body.amount }, me.accessToken);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PURCHASE_NOT_PAYABLE');
  } finally {
    beforeConfirm = null;
  }
  expect(canceled).toEqual([paymentKey]);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('EXPIRED');
  expect(await f.state.services(form.purchaseId)).toHaveLength(0);
  expect((await f.state.payments(form.purchaseId)).map((p) => p.status)).toEqual(['CANCELED']);
});
