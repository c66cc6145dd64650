import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../../server/db/schema';
import { expireOverduePurchases } from '../../../server/jobs/purchase-expiry';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { paymentFixtures, type PaymentFixtures } from './fixtures';

let t: TestApp;
let f: PaymentFixtures;
beforeAll(async () => {
  t = await createTestApp({ env: { BANK_NAME: '부산은행', BANK_ACCOUNT_NUMBER: '000-111', BANK_ACCOUNT_HOLDER: '시험상점' } });
  f = await paymentFixtures(t);
});
afterAll(() => t.close());

const pointOf = async (memberId: number) => (await t.db.select({ point: members.point }).from(members).where(eq(members.id, memberId)))[0]!.point;
const seoulDate = (d: Date) => new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 10);

describe('무통장입금', () => {
  it('POST /v1/purchases/no-deposit – 결제 대기, 계좌 안내, 기한은 다음 날 23:59:59(한국 시각)', async () => {
    const me = await t.signup();
    const form = await f.orderForm(me);
    const before = t.clock.now();
    const res = await t.json('POST', '/v1/purchases/no-deposit', { purchaseId: form.purchaseId, depositorName: ' 홍길동 ' }, me.accessToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      purchaseId: form.purchaseId,
      amount: form.subtotal,
      status: 'WAITING_PAYMENT',
      depositorName: '홍길동',
      bank: { bankName: '부산은행', accountNumber: '000-111', accountHolder: '시험상점' },
    });
    const deadline = new Date(res.body.depositDeadline);
    const nextDay = new Date(before.getTime() + 86_400_000);
    expect(seoulDate(deadline)).toBe(seoulDate(nextDay));
    expect(new Date(deadline.getTime() + 9 * 3600_000).toISOString().slice(11, 19)).toBe('23:59:59');
    expect((await f.state.purchase(form.purchaseId)).method).toBe('NO_DEPOSIT');

    const sent = await t.json('POST', `/v1/purchases/no-deposit/authorize?purchaseId=${form.purchaseId}`, undefined, me.accessToken);
    const again = await t.json('POST', `/v1/purchases/no-deposit/authorize?purchaseId=${form.purchaseId}`, undefined, me.accessToken);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual(res.body);
    expect(again.body).toEqual(res.body);
    expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');
  });

  it('POST /v1/purchases/no-deposit – 입금자명이 없으면 400, 남의 구매 확인은 404', async () => {
    const me = await t.signup();
    const other = await t.signup();
    const form = await f.orderForm(me);
    expect((await t.json('POST', '/v1/purchases/no-deposit', { purchaseId: form.purchaseId, depositorName: '' }, me.accessToken)).status).toBe(400);
    await t.json('POST', '/v1/purchases/no-deposit', { purchaseId: form.purchaseId, depositorName: '홍길동' }, me.accessToken);
    expect((await t.json('POST', `/v1/purchases/no-deposit/authorize?purchaseId=${form.purchaseId}`, undefined, other.accessToken)).status).toBe(404);
  });
});

describe('미결제 만료', () => {
  it('expireOverduePurchases – 기한 전에는 그대로, 지나면 EXPIRED 로 적립금·쿠폰을 한 번만 돌려주고 장바구니는 남긴다', async () => {
    const me = await t.signup();
    await f.grantPoints(me.memberId, 2000);
    const couponId = await f.giveCoupon(me.memberId, 500);
    const form = await f.orderForm(me);
    const res = await t.json(
      'POST',
      '/v1/purchases/no-deposit',
      { purchaseId: form.purchaseId, depositorName: '홍길동', memberCouponId: couponId, pointToUse: 1500 },
      me.accessToken,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.amount).toBe(form.subtotal - 500 - 1500);
    expect(await pointOf(me.memberId)).toBe(500);
    const deadline = new Date(res.body.depositDeadline);

    await expireOverduePurchases(t.deps, new Date(deadline.getTime() - 1000));
    expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');

    const after = new Date(deadline.getTime() + 1000);
    expect(await expireOverduePurchases(t.deps, after)).toBeGreaterThanOrEqual(1);
    expect(await expireOverduePurchases(t.deps, after)).toBe(0);

    expect((await f.state.purchase(form.purchaseId)).status).toBe('EXPIRED');
    expect(await f.state.coupon(couponId)).toMatchObject({ status: 'AVAILABLE', purchaseId: null });
    expect((await f.state.ledger(form.purchaseId)).map((r) => [r.type, r.amount]).sort()).toEqual([
      ['RESTORE_BY_CANCEL', 1500],
      ['USE_BY_PURCHASE', -1500],
    ]);
    expect(await pointOf(me.memberId)).toBe(2000);
    expect(await f.state.cartIds(me.memberId, form.cartItemIds)).toHaveLength(2);
    expect((await f.state.history(form.purchaseId)).filter((h) => h.toStatus === 'EXPIRED')).toMatchObject([{ actorRole: 'SYSTEM', actorMemberId: null }]);

    const late = await t.json('POST', `/v1/purchases/no-deposit/authorize?purchaseId=${form.purchaseId}`, undefined, me.accessToken);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('PURCHASE_EXPIRED');
    const reuse = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId }, me.accessToken);
    expect(reuse.status).toBe(409);
  });
});
