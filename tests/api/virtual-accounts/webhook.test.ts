import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testGatewayPayments } from '../../../server/db/schema';
import { expireOverduePurchases } from '../../../server/jobs/purchase-expiry';
import { gatewayUnavailable } from '../../../server/providers/payments/gateway';
import { TestGateway, type PaymentGateway } from '../../../server/providers/payments';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { wrapGateway } from '../../helpers/wrapped-gateway';
import { virtualAccountFixtures, type VirtualAccountFixtures } from './fixtures';

let t: TestApp;
let f: VirtualAccountFixtures;
let inner: TestGateway;
let lookupDown = false;
const lookups: string[] = [];
const gateway: PaymentGateway = wrapGateway(() => inner, {
  getPayment: async (k) => {
    lookups.push(k);
    if (lookupDown) throw gatewayUnavailable();
    return inner.getPayment(k);
  },
});
beforeAll(async () => {
  t = await createTestApp({ deps: { payments: gateway } });
  inner = new TestGateway(t.db, t.config.JWT_SECRET);
  f = await virtualAccountFixtures(t);
});
afterAll(() => t.close());

it('POST /v1/payments/webhooks/toss – 입금 웹훅이 결제사 조회 뒤 결제 완료: 결제 기록·서비스·계좌 DONE, 기록엔 secret 이 없다', async () => {
  const me = await t.signup();
  const { form, account } = await f.issue(me);
  const { callback } = await f.deposit(account.paymentKey);
  const res = await f.webhook(callback);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ received: true });

  const purchase = await f.state.purchase(form.purchaseId);
  expect(purchase).toMatchObject({ status: 'PAID', method: 'VIRTUAL_ACCOUNT', paymentKey: account.paymentKey });
  expect(await f.state.services(form.purchaseId)).toHaveLength(2);
  const payments = await f.state.payments(form.purchaseId);
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ status: 'DONE', amount: form.subtotal });
  expect(JSON.stringify(payments[0]!.raw)).not.toContain(String(callback.secret));
  expect(await f.vaState.account(form.purchaseId)).toMatchObject({ status: 'DONE' });
  expect((await f.vaState.account(form.purchaseId)).depositedAt).not.toBeNull();
  expect((await f.state.history(form.purchaseId)).filter((h) => h.toStatus === 'PAID')).toMatchObject([{ actorRole: 'SYSTEM' }]);

  const again = await f.webhook(callback);
  expect(again.status).toBe(200);
  const events = await f.vaState.events(form.orderNo);
  expect(events.map((e) => e.outcome)).toEqual(['APPLIED', 'DUPLICATE']);
  expect(events[0]).toMatchObject({ eventType: 'DEPOSIT_CALLBACK', purchaseId: form.purchaseId, gatewayStatus: 'DONE' });
  for (const e of events) {
    expect(e.body).not.toHaveProperty('secret');
    expect(JSON.stringify(e.body)).not.toContain(String(callback.secret));
  }
  expect(await f.state.payments(form.purchaseId)).toHaveLength(1);
});

it('POST /v1/payments/webhooks/toss – secret 이 틀리거나 없거나, 모르는 주문이면 아무것도 바꾸지 않고 200 (REJECTED 로 기록)', async () => {
  const me = await t.signup();
  const { form, account } = await f.issue(me);
  const { callback } = await f.deposit(account.paymentKey);
  lookups.length = 0;
  for (const forged of [{ ...callback, secret: 'ps_forged' }, { ...callback, secret: undefined }, { ...callback, orderId: 'NO-SUCH-ORDER' }]) {
    const res = await f.webhook(forged);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
  }
  expect(lookups).toEqual([]); // 위조에는 결제사 조회도 하지 않는다
  expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');
  expect(await f.state.payments(form.purchaseId)).toHaveLength(0);
  expect(await f.state.services(form.purchaseId)).toHaveLength(0);
  expect((await f.vaState.events(form.orderNo)).map((e) => [e.outcome, e.message])).toEqual([
    ['REJECTED', 'secret 불일치'],
    ['REJECTED', 'secret 불일치'],
  ]);
  expect((await f.vaState.events('NO-SUCH-ORDER')).map((e) => e.outcome)).toEqual(['REJECTED']);
  // 모양이 틀린 본문도 200 으로 받고 남긴다
  expect((await f.webhook({ hello: 'world' })).status).toBe(200);
});

it('POST /v1/payments/webhooks/toss – 순서가 바뀌어 PAYMENT_STATUS_CHANGED(DONE) 가 먼저 와도 한 번만 결제', async () => {
  const me = await t.signup();
  const { form, account } = await f.issue(me);
  const { callback, payment } = await f.deposit(account.paymentKey);
  const changed = { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: payment.raw };
  expect((await f.webhook(changed)).status).toBe(200);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('PAID');
  expect((await f.webhook(callback)).status).toBe(200);
  expect((await f.vaState.events(form.orderNo)).map((e) => [e.eventType, e.outcome])).toEqual([
    ['PAYMENT_STATUS_CHANGED', 'APPLIED'],
    ['DEPOSIT_CALLBACK', 'DUPLICATE'],
  ]);
  expect(await f.state.payments(form.purchaseId)).toHaveLength(1);
  expect((await f.state.history(form.purchaseId)).filter((h) => h.toStatus === 'PAID')).toHaveLength(1);
});

it('POST /v1/payments/webhooks/toss – 본문이 DONE 이라 해도 결제사가 입금 대기라 하면 결제하지 않는다', async () => {
  const me = await t.signup();
  const { form, account } = await f.issue(me);
  const secret = (await f.vaState.gatewayPayment(account.paymentKey)).secret;
  const res = await f.webhook({ createdAt: new Date().toISOString(), secret, orderId: form.orderNo, status: 'DONE', transactionKey: 'tx_claimed' });
  expect(res.status).toBe(200);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');
  expect((await f.vaState.events(form.orderNo)).map((e) => [e.outcome, e.gatewayStatus])).toEqual([['IGNORED', 'WAITING_FOR_DEPOSIT']]);
});

it('POST /v1/payments/webhooks/toss – 기한이 지나 만료된 뒤의 입금은 잃지 않는다: LATE_DEPOSIT 기록과 운영자 경보, 구매는 그대로', async () => {
  const me = await t.signup();
  await f.grantPoints(me.memberId, 300);
  const { form, account } = await f.issue(me, { pointToUse: 300 });
  expect(await expireOverduePurchases(t.deps, new Date(account.dueDate.getTime() + 1000))).toBeGreaterThan(0);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('EXPIRED');

  const { callback } = await f.deposit(account.paymentKey);
  expect((await f.webhook(callback)).status).toBe(200);
  expect((await f.webhook(callback)).status).toBe(200);

  expect((await f.state.purchase(form.purchaseId)).status).toBe('EXPIRED');
  expect(await f.state.services(form.purchaseId)).toHaveLength(0);
  expect(await f.state.payments(form.purchaseId)).toMatchObject([{ status: 'LATE_DEPOSIT', amount: form.subtotal - 300 }]);
  const alerts = await f.vaState.alerts(form.purchaseId);
  expect(alerts).toHaveLength(1);
  expect(alerts[0]!.message).toContain(`${(form.subtotal - 300).toLocaleString('ko-KR')}원`);
  expect((await f.vaState.events(form.orderNo)).map((e) => e.outcome)).toEqual(['FLAGGED', 'DUPLICATE']);

  // 콘솔 홈의 경보 목록에 구매 링크와 함께 보인다
  const admin = await t.loginAsAdmin();
  const listed = await t.json('GET', '/v1/admin/alerts', undefined, admin.accessToken);
  expect(listed.status).toBe(200);
  expect(listed.body.items).toContainEqual(expect.objectContaining({ kind: 'VIRTUAL_ACCOUNT_ATTENTION', kindLabel: '가상계좌 입금 확인', purchaseId: form.purchaseId }));
});

it('POST /v1/payments/webhooks/toss – 결제 완료 뒤 결제사가 입금 대기로 되돌리면 결제를 되돌리지 않고 운영자 경보(FLAGGED)', async () => {
  const me = await t.signup();
  const { form, account } = await f.issue(me);
  const { callback } = await f.deposit(account.paymentKey);
  await f.webhook(callback);
  await t.db.update(testGatewayPayments).set({ status: 'WAITING_FOR_DEPOSIT' }).where(eq(testGatewayPayments.paymentKey, account.paymentKey));
  const payment = (await inner.getPayment(account.paymentKey))!;
  const changed = { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: payment.raw };
  expect((await f.webhook(changed)).status).toBe(200);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('PAID');
  expect(await f.vaState.alerts(form.purchaseId)).toHaveLength(1);
  expect((await f.vaState.events(form.orderNo)).map((e) => e.outcome)).toEqual(['APPLIED', 'FLAGGED']);
});

it('POST /v1/payments/webhooks/toss – 결제사에 묻지 못하면 502 로 답해 토스가 다시 보내게 하고, 그 시도도 기록한다', async () => {
  const me = await t.signup();
  const { form, account } = await f.issue(me);
  const { callback } = await f.deposit(account.paymentKey);
  lookupDown = true;
  try {
    const res = await f.webhook(callback);
    expect(res.status).toBe(502);
  } finally {
    lookupDown = false;
  }
  expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');
  expect((await f.webhook(callback)).status).toBe(200);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('PAID');
  expect((await f.vaState.events(form.orderNo)).map((e) => e.outcome)).toEqual(['IGNORED', 'APPLIED']);
});

it('GET /v1/openapi.json – 웹훅과 가상계좌 발급이 문서에 있다', async () => {
  const doc = await t.json('GET', '/v1/openapi.json');
  expect(doc.body.paths['/v1/payments/webhooks/toss']?.post).toBeDefined();
  expect(doc.body.paths['/v1/purchases/virtual-account']?.post).toBeDefined();
});
