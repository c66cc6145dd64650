import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { expireOverduePurchases } from '../../../server/jobs/purchase-expiry';
import { expireUnpaidPurchase } from '../../../server/purchases/settlement.service';
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
  expect(balance.status).toBe(200);
  expect(balance.body.point).toBe(500);
});

// 이슈 11: 승인 시도가 열린 구매는 만료 작업이 건드리지 않는다(예전에는 만료시키고 승인을 취소했다)
it('POST /v1/purchases/card/authorize – 승인을 기다리는 사이 만료 작업이 돌아도 만료시키지 않고 결제 완료', async () => {
  const me = await t.signup();
  const form = await f.orderForm(me);
  const prep = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId }, me.accessToken);
  const paymentKey = f.paymentKeyFor(prep.body.orderId, prep.body.amount);
  let during = '';
  beforeConfirm = async () => {
    await expireOverduePurchases(t.deps, new Date(Date.now() + 24 * 3600_000));
    during = (await f.state.purchase(form.purchaseId)).status;
  };
  try {
    const res = await t.json('POST', '/v1/purchases/card/authorize', { paymentKey, orderId: prep.body.orderId, amount: prep.body.amount }, me.accessToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('PAID');
  } finally {
    beforeConfirm = null;
  }
  expect(during).toBe('WAITING_PAYMENT');
  expect(canceled).not.toContain(paymentKey);
  expect(await f.state.services(form.purchaseId)).toHaveLength(2);
  expect((await f.state.payments(form.purchaseId)).map((p) => p.status)).toEqual(['DONE']);
});

it('POST /v1/purchases/card/authorize – 승인 중에 운영자가 주문을 취소하면 승인 시도를 거쳐 결제사에서 한 번 취소하고 409', async () => {
  const me = await t.signup();
  const form = await f.orderForm(me);
  const prep = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId }, me.accessToken);
  const paymentKey = f.paymentKeyFor(prep.body.orderId, prep.body.amount);
  beforeConfirm = async () => {
    await t.db.transaction((tx) => expireUnpaidPurchase(tx, { purchaseId: form.purchaseId, actor: { memberId: null, role: 'ADMIN' }, reason: '관리자 주문 취소', now: new Date() }));
  };
  const body = { paymentKey, orderId: prep.body.orderId, amount: prep.body.amount };
  try {
    const res = await t.json('POST', '/v1/purchases/card/authorize', body, me.accessToken);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PURCHASE_NOT_PAYABLE');
  } finally {
    beforeConfirm = null;
  }
  // 같은 결제 키의 재시도는 기록된 결론(취소)을 그대로 답하고, 두 번 취소하지 않는다
  const again = await t.json('POST', '/v1/purchases/card/authorize', body, me.accessToken);
  expect(again.status).toBe(409);
  expect(again.body.code).toBe('PURCHASE_NOT_PAYABLE');
  expect(canceled.filter((k) => k === paymentKey)).toHaveLength(1);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('EXPIRED');
  expect(await f.state.services(form.purchaseId)).toHaveLength(0);
  expect((await f.state.payments(form.purchaseId)).map((p) => p.status)).toEqual(['CANCELED']);
  expect((await f.state.attempts(form.purchaseId)).map((a) => [a.status, a.decidedBy])).toEqual([['CANCELED', 'REQUEST']]);
});
