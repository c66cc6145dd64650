import { afterAll, beforeAll, expect, it } from 'vitest';
import { expireOverduePurchases } from '../../../server/jobs/purchase-expiry';
import { closeExpiredVirtualAccounts } from '../../../server/purchases/virtual-account-expiry.service';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { virtualAccountFixtures, type VirtualAccountFixtures } from './fixtures';

let t: TestApp;
let f: VirtualAccountFixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = await virtualAccountFixtures(t);
});
afterAll(() => t.close());

it('만료 작업 – 입금 기한이 지난 가상계좌 구매는 무통장입금처럼 만료되고(적립금 복구), 계좌는 결제사에서 닫힌다', async () => {
  const me = await t.signup();
  await f.grantPoints(me.memberId, 400);
  const { form, account } = await f.issue(me, { pointToUse: 400 });

  // 기한 전에는 건드리지 않는다
  expect(await expireOverduePurchases(t.deps, new Date(account.dueDate.getTime() - 1000))).toBe(0);
  expect(await closeExpiredVirtualAccounts(t.deps)).toBe(0);

  await expireOverduePurchases(t.deps, new Date(account.dueDate.getTime() + 1000));
  expect((await f.state.purchase(form.purchaseId)).status).toBe('EXPIRED');
  expect((await f.state.ledger(form.purchaseId)).map((r) => r.amount).sort()).toEqual([-400, 400]);

  expect(await closeExpiredVirtualAccounts(t.deps)).toBe(1);
  expect(await closeExpiredVirtualAccounts(t.deps)).toBe(0);
  expect((await f.vaState.account(form.purchaseId)).status).toBe('EXPIRED');
  expect((await f.vaState.gatewayPayment(account.paymentKey)).status).toBe('CANCELED');
  // 닫힌 계좌에는 입금되지 않는다
  expect((await f.gateway.deposit(account.paymentKey))?.payment.status).toBe('CANCELED');
});

it('결제사가 계좌를 닫았다고(EXPIRED·CANCELED) 알리면 입금 대기 구매를 만료시켜 쿠폰을 돌려준다', async () => {
  const me = await t.signup();
  const couponId = await f.giveCoupon(me.memberId, 500);
  const { form, account } = await f.issue(me, { memberCouponId: couponId });
  const canceled = await f.gateway.cancel({ paymentKey: account.paymentKey, cancelReason: '고객 요청', idempotencyKey: `close-${form.orderNo}` });
  expect(canceled.status).toBe('CANCELED');
  const secret = (await f.vaState.gatewayPayment(account.paymentKey)).secret;
  const res = await f.webhook({ eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: { ...canceled.raw, secret } });
  expect(res.status).toBe(200);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('EXPIRED');
  expect((await f.state.coupon(couponId)).status).toBe('AVAILABLE');
  expect((await f.vaState.account(form.purchaseId)).status).toBe('CANCELED');
  expect((await f.vaState.events(form.orderNo)).map((e) => e.outcome)).toEqual(['APPLIED']);
});
