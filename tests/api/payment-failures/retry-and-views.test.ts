import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { purchases, virtualAccounts } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { paymentFixtures, type PaymentFixtures } from '../payments/fixtures';

let t: TestApp;
let f: PaymentFixtures;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_ORIGIN: 'http://shop.test', API_PUBLIC_URL: 'http://api.test', ACCESS_TOKEN_TTL_SECONDS: String(7 * 86400) } });
  f = await paymentFixtures(t);
});
afterAll(() => t.close());

async function failedCard(member: TestMember) {
  const form = await f.orderForm(member, [100, 300]);
  const prepared = (await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId }, member.accessToken)).body;
  await t.json('POST', '/v1/purchases/card/fail', { orderId: prepared.orderId, code: 'REJECT_CARD_COMPANY' }, member.accessToken);
  return { form, prepared };
}
const list = (m: TestMember) => t.json('GET', `/v1/my-page/${m.memberId}/purchases`, undefined, m.accessToken);
const detail = (m: TestMember, id: number) => t.json('GET', `/v1/my-page/${m.memberId}/purchases/${id}`, undefined, m.accessToken);

describe('POST /v1/purchases/{purchaseId}/retry', () => {
  it('실패한 구매와 같은 줄·같은 출처로 새 주문서를 만든다(금액은 다시 계산, 장바구니 줄은 이어진다)', async () => {
    const me = await t.signup();
    const { form } = await failedCard(me);
    const res = await t.json('POST', `/v1/purchases/${form.purchaseId}/retry`, undefined, me.accessToken);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.purchaseId).not.toBe(form.purchaseId);
    expect(res.body.orderNo).toMatch(/^GM/);
    const fresh = await f.state.purchase(res.body.purchaseId);
    expect(fresh).toMatchObject({ status: 'ORDER_FORM', source: 'CART', subtotal: form.subtotal, memberId: me.memberId, pointUsed: 0 });
    // 새 주문서로 카드 결제하면 장바구니 줄이 빠진다
    const prepared = (await t.json('POST', '/v1/purchases/card', { purchaseId: res.body.purchaseId }, me.accessToken)).body;
    const paymentKey = f.paymentKeyFor(prepared.orderId, prepared.amount);
    expect((await t.json('POST', '/v1/purchases/card/authorize', { paymentKey, orderId: prepared.orderId, amount: prepared.amount }, me.accessToken)).status).toBe(200);
    expect(await f.state.cartIds(me.memberId, form.cartItemIds)).toEqual([]);
  });

  it('남의 구매는 404, 결제 완료는 409', async () => {
    const me = await t.signup();
    const other = await t.signup();
    const { form } = await failedCard(other);
    expect((await t.json('POST', `/v1/purchases/${form.purchaseId}/retry`, undefined, me.accessToken)).status).toBe(404);
    const paid = await f.orderForm(me);
    const prepared = (await t.json('POST', '/v1/purchases/card', { purchaseId: paid.purchaseId }, me.accessToken)).body;
    const paymentKey = f.paymentKeyFor(prepared.orderId, prepared.amount);
    expect((await t.json('POST', '/v1/purchases/card/authorize', { paymentKey, orderId: prepared.orderId, amount: prepared.amount }, me.accessToken)).status).toBe(200);
    const res = await t.json('POST', `/v1/purchases/${paid.purchaseId}/retry`, undefined, me.accessToken);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PURCHASE_NOT_RETRYABLE');
  });
});

describe('내 구매 목록·상세: 상태 이름, 입금할 곳, 다시 결제', () => {
  it('결제 실패는 결제 실패·다시 결제 가능, 카드 결제 대기는 결제 대기(입금 대기가 아니다)·입금할 곳 없음', async () => {
    const me = await t.signup();
    const { form } = await failedCard(me);
    const card = await f.orderForm(me);
    await t.json('POST', '/v1/purchases/card', { purchaseId: card.purchaseId }, me.accessToken);
    const items = (await list(me)).body.items as Array<Record<string, unknown>>;
    expect(items.find((i) => i.id === form.purchaseId)).toMatchObject({ status: 'PAYMENT_FAILED', statusLabel: '결제 실패', retryable: true, payTo: null, methodLabel: '신용·체크카드' });
    // 결제창을 연 채 떠난 카드 결제: 결제 대기 그대로지만 다시 결제하거나 취소할 수 있다
    expect(items.find((i) => i.id === card.purchaseId)).toMatchObject({ status: 'WAITING_PAYMENT', statusLabel: '결제 대기', retryable: true, cancelable: true, payTo: null });
    expect(items.find((i) => i.id === form.purchaseId)).toMatchObject({ cancelable: false });
    const d = (await detail(me, form.purchaseId)).body;
    expect(d).toMatchObject({ statusLabel: '결제 실패', retryable: true, source: 'CART', cashReceipt: null, cashRefunds: [] });
  });

  it('무통장입금 대기는 목록·상세 모두 가게 계좌·금액·기한·입금자명을 싣는다', async () => {
    const me = await t.signup();
    const bank = await f.orderForm(me);
    const prepared = (await t.json('POST', '/v1/purchases/no-deposit', { purchaseId: bank.purchaseId, depositorName: '홍길동' }, me.accessToken)).body;
    const payTo = {
      kind: 'NO_DEPOSIT',
      bankName: t.config.BANK_NAME,
      accountNumber: t.config.BANK_ACCOUNT_NUMBER,
      accountHolder: t.config.BANK_ACCOUNT_HOLDER,
      amount: bank.subtotal,
      deadline: prepared.depositDeadline,
      depositorName: '홍길동',
    };
    const item = ((await list(me)).body.items as Array<Record<string, unknown>>).find((i) => i.id === bank.purchaseId);
    expect(item).toMatchObject({ statusLabel: '입금 대기', payTo });
    expect((await detail(me, bank.purchaseId)).body).toMatchObject({ statusLabel: '입금 대기', payTo });
  });

  it('가상계좌 대기는 발급된 계좌(은행 이름)와 입금 기한을 싣는다', async () => {
    const me = await t.signup();
    const form = await f.orderForm(me);
    const due = new Date(Date.now() + 86400_000);
    // 가상계좌 발급은 다른 길에서 한다: 발급된 상태를 직접 만든다
    await t.db.transaction(async (tx) => {
      await tx.update(purchases).set({ status: 'WAITING_PAYMENT', method: 'VIRTUAL_ACCOUNT', depositDeadline: due }).where(eq(purchases.id, form.purchaseId));
      await tx.insert(virtualAccounts).values({
        purchaseId: form.purchaseId,
        provider: 'test',
        paymentKey: `tgk_va_${form.purchaseId}`,
        bankCode: '88',
        accountNumber: '56211234567890',
        holderName: '그로스몰',
        dueDate: due,
      });
    });
    const d = (await detail(me, form.purchaseId)).body;
    expect(d).toMatchObject({
      statusLabel: '입금 대기',
      methodLabel: '가상계좌',
      payTo: { kind: 'VIRTUAL_ACCOUNT', bankName: '신한은행', accountNumber: '56211234567890', accountHolder: '그로스몰', amount: form.subtotal, deadline: due.toISOString(), depositorName: null },
    });
  });
});

describe('간편결제 준비', () => {
  it('easyPay 를 주면 EASY_PAY 로 준비하고 어느 것인지 적어 두며, 승인되어도 간편결제로 남는다', async () => {
    const me = await t.signup();
    const form = await f.orderForm(me);
    const res = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, easyPay: 'KAKAOPAY' }, me.accessToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.easyPay).toBe('KAKAOPAY');
    expect(new URL(res.body.checkoutUrl).searchParams.get('easyPay')).toBe('KAKAOPAY');
    expect(await f.state.purchase(form.purchaseId)).toMatchObject({ method: 'EASY_PAY', easyPayProvider: 'KAKAOPAY', status: 'WAITING_PAYMENT' });
    // 같은 준비를 다시 부르면 같은 답, 다른 간편결제로는 409
    expect((await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, easyPay: 'KAKAOPAY' }, me.accessToken)).status).toBe(200);
    expect((await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, easyPay: 'NAVERPAY' }, me.accessToken)).status).toBe(409);

    const page = await t.request(`/test-gateway/pay?${new URL(res.body.checkoutUrl).searchParams.toString()}`);
    expect(await page.text()).toContain('카카오페이');

    const paymentKey = f.paymentKeyFor(res.body.orderId, res.body.amount);
    const paid = await t.json('POST', '/v1/purchases/card/authorize', { paymentKey, orderId: res.body.orderId, amount: res.body.amount }, me.accessToken);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: 'PAID', method: 'EASY_PAY' });
    expect((await detail(me, form.purchaseId)).body).toMatchObject({ method: 'EASY_PAY', easyPayProvider: 'KAKAOPAY', methodLabel: '카카오페이', statusLabel: '결제 완료' });
  });

  it('모르는 간편결제는 400', async () => {
    const me = await t.signup();
    const form = await f.orderForm(me);
    expect((await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, easyPay: 'PAYCO' }, me.accessToken)).status).toBe(400);
  });
});
