import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../server/db/schema';
import { applyGatewayAnswer } from '../../../server/payments/payment-webhook-apply';
import { findPurchaseById } from '../../../server/purchases/payments.repository';
import { markPurchasePaid } from '../../../server/purchases/settlement.service';
import { findVirtualAccountOfPurchase } from '../../../server/purchases/virtual-accounts.repository';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { virtualAccountFixtures, type VirtualAccountFixtures } from '../virtual-accounts/fixtures';
import { notificationsOfPurchase, SIGNUP_PHONE } from './fixtures';

let t: TestApp;
let f: VirtualAccountFixtures;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  f = await virtualAccountFixtures(t);
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

const paidText = (orderNo: string, method: string, amount: string) =>
  `홍길동님, 주문번호 ${orderNo}의 결제(${method}, ${amount}원)가 확인되었습니다.\n곧 서비스를 시작합니다.`;

/** 결제 완료 알림만: 주문 접수 알림과 섞이지 않게 */
const paidRows = async (purchaseId: number) => (await notificationsOfPurchase(t, purchaseId)).filter((n) => n.templateCode === 'PAYMENT_CONFIRMED');

async function bankTransfer(me: TestMember) {
  const form = await f.orderForm(me);
  const res = await t.json('POST', '/v1/purchases/no-deposit', { purchaseId: form.purchaseId, depositorName: '홍길동' }, me.accessToken);
  expect(res.status).toBe(200);
  return form;
}

describe('결제 완료 알림 – 결제 방법마다 한 번', () => {
  it('POST /v1/purchases/card/authorize – 카드 승인으로 하나, 같은 승인을 다시 보내도 하나', async () => {
    const me = await t.signup();
    await f.grantPoints(me.memberId, 1000);
    const form = await f.orderForm(me);
    const prepared = (await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, pointToUse: 1000 }, me.accessToken)).body;
    const body = { paymentKey: f.paymentKeyFor(prepared.orderId, prepared.amount), orderId: prepared.orderId, amount: prepared.amount };
    expect((await t.json('POST', '/v1/purchases/card/authorize', body, me.accessToken)).status).toBe(200);
    expect((await t.json('POST', '/v1/purchases/card/authorize', body, me.accessToken)).status).toBe(200);

    const rows = await notificationsOfPurchase(t, form.purchaseId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ memberId: me.memberId, eventKey: `purchase:${form.purchaseId}:paid`, templateCode: 'PAYMENT_CONFIRMED', recipientPhone: SIGNUP_PHONE });
    // 카드로 낸 금액(적립금을 뺀 14,000원)
    expect(rows[0]!.text).toBe(paidText(form.orderNo, '신용·체크카드', '14,000'));
  });

  it('간편결제는 어느 것인지까지(카카오페이)', async () => {
    const me = await t.signup();
    const form = await f.orderForm(me, [10]);
    const prepared = (await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, easyPay: 'KAKAOPAY' }, me.accessToken)).body;
    const body = { paymentKey: f.paymentKeyFor(prepared.orderId, prepared.amount), orderId: prepared.orderId, amount: prepared.amount };
    expect((await t.json('POST', '/v1/purchases/card/authorize', body, me.accessToken)).status).toBe(200);
    expect((await paidRows(form.purchaseId)).map((n) => n.text)).toEqual([paidText(form.orderNo, '카카오페이', '500')]);
  });

  it('POST /v1/admin/purchases/{id} – 운영자의 입금 확인으로 하나, 두 번 눌러도 하나', async () => {
    const me = await t.signup();
    const form = await bankTransfer(me);
    const confirm = () => t.json('POST', `/v1/admin/purchases/${form.purchaseId}`, { status: 'PAID' }, admin.accessToken);
    expect((await confirm()).body).toMatchObject({ changed: true });
    expect((await confirm()).body).toMatchObject({ changed: false });

    const rows = await paidRows(form.purchaseId);
    expect(rows.map((n) => n.text)).toEqual([paidText(form.orderNo, '무통장입금', '15,000')]);
    // 주문 접수 알림과 결제 완료 알림, 사건마다 하나씩
    expect((await notificationsOfPurchase(t, form.purchaseId)).map((n) => n.templateCode)).toEqual(['ORDER_RECEIVED_BANK', 'PAYMENT_CONFIRMED']);
  });

  it('POST /v1/payments/webhooks/toss – 가상계좌 입금 웹훅으로 하나, 같은 웹훅이 두 번 와도 하나', async () => {
    const me = await t.signup();
    const { form, account } = await f.issue(me, {}, [20]);
    const { callback } = await f.deposit(account.paymentKey);
    expect((await f.webhook(callback)).status).toBe(200);
    expect((await f.webhook(callback)).status).toBe(200);
    expect((await f.state.purchase(form.purchaseId)).status).toBe('PAID');
    expect((await paidRows(form.purchaseId)).map((n) => n.text)).toEqual([paidText(form.orderNo, '가상계좌', '1,000')]);
  });

  it('POST /v1/purchases/full-point – 적립금 전액 결제는 쓴 적립금을 금액으로, 다시 보내도 하나', async () => {
    const me = await t.signup();
    await f.grantPoints(me.memberId, 20_000);
    const form = await f.orderForm(me);
    expect((await t.json('POST', '/v1/purchases/full-point', { purchaseId: form.purchaseId }, me.accessToken)).status).toBe(200);
    expect((await t.json('POST', '/v1/purchases/full-point', { purchaseId: form.purchaseId }, me.accessToken)).status).toBe(200);
    expect((await paidRows(form.purchaseId)).map((n) => n.text)).toEqual([paidText(form.orderNo, '적립금 전액 결제', '15,000')]);
  });
});

describe('되돌려진 업무는 알림도 없다', () => {
  it('가상계좌 입금 처리의 트랜잭션이 기록 단계에서 실패하면 결제 완료도 알림도 남지 않는다', async () => {
    const me = await t.signup();
    const { form, account } = await f.issue(me, {}, [20]);
    await f.deposit(account.paymentKey);
    const verified = {
      purchase: (await findPurchaseById(t.db, { purchaseId: form.purchaseId }))!,
      account: (await findVirtualAccountOfPurchase(t.db, { purchaseId: form.purchaseId }))!,
      payment: (await f.gateway.getPayment(account.paymentKey))!,
    };
    const failingLog = () => Promise.reject(new Error('웹훅 기록 실패'));
    await expect(applyGatewayAnswer(t.deps, verified, failingLog)).rejects.toThrow('웹훅 기록 실패');
    expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');
    expect(await paidRows(form.purchaseId)).toEqual([]);

    // 다시 오면(결제사가 웹훅을 다시 보낸다) 그때 한 번
    await applyGatewayAnswer(t.deps, verified, () => Promise.resolve());
    expect(await paidRows(form.purchaseId)).toHaveLength(1);
  });

  it('입금 확인 트랜잭션이 되돌려지면 알림 줄도 없다', async () => {
    const me = await t.signup();
    const form = await bankTransfer(me);
    const actor = { memberId: admin.memberId, role: 'ADMIN' as const };
    await expect(
      t.db.transaction(async (tx) => {
        const r = await markPurchasePaid(tx, { purchaseId: form.purchaseId, method: 'NO_DEPOSIT', actor, now: t.clock.now(), notify: t.deps });
        expect(r.changed).toBe(true);
        // 트랜잭션 안에서는 알림 줄이 보인다: 넣었다가 함께 되돌려진다
        expect(await tx.select().from(notifications).where(eq(notifications.eventKey, `purchase:${form.purchaseId}:paid`))).toHaveLength(1);
        throw new Error('나중 단계 실패');
      }),
    ).rejects.toThrow('나중 단계 실패');
    expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');
    expect(await paidRows(form.purchaseId)).toEqual([]);
  });
});
