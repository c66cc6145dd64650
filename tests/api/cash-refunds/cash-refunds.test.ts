import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../lib/schemas/payment-rules';
import { REFUND_ACCOUNT_REQUIRED } from '../../../lib/schemas/admin-purchases';
import { purchaseRefunds, purchases, testGatewayPayments } from '../../../server/db/schema';
import { TestGateway } from '../../../server/providers/payments';
import type { PaymentGateway } from '../../../server/providers/payments/gateway';
import { markPurchasePaid } from '../../../server/purchases/settlement.service';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { wrapGateway } from '../../helpers/wrapped-gateway';
import { purchaseFixtures } from '../admin-purchases/fixtures';

type CancelCall = Parameters<PaymentGateway['cancel']>[0];
const state = { inner: null as TestGateway | null, cancels: [] as CancelCall[] };
const gateway = wrapGateway(() => state.inner!, {
  async cancel(p) {
    state.cancels.push(p);
    return state.inner!.cancel(p);
  },
});

let t: TestApp;
let admin: TestMember;
let fx: Awaited<ReturnType<typeof purchaseFixtures>>;
beforeAll(async () => {
  t = await createTestApp({ deps: { payments: gateway } });
  state.inner = new TestGateway(t.db, t.config.JWT_SECRET);
  admin = await t.loginAsAdmin();
  fx = await purchaseFixtures(t, admin.accessToken);
});
afterAll(() => t.close());

const account = { bankCode: '88', accountNumber: '110-123-456789', holderName: '홍길동' };
const refund = (id: number, body: unknown) => t.json('POST', `/v1/admin/purchases/${id}/refund`, body, admin.accessToken);
const refundsOf = (purchaseId: number) => t.db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, purchaseId)).orderBy(purchaseRefunds.sequence);

async function paidBankTransfer(totalAmount = 10_000) {
  const buyer = await t.signup();
  const p = await fx.waiting({ memberId: buyer.memberId, totalAmount });
  expect((await t.json('POST', `/v1/admin/purchases/${p.id}`, { status: 'PAID' }, admin.accessToken)).status).toBe(200);
  return p;
}

/** 가상계좌로 입금된 구매: 테스트 결제사 장부에도 입금 완료(DONE)된 가상계좌 결제로 */
async function paidVirtualAccount(totalAmount = 10_000) {
  const buyer = await t.signup();
  const p = await fx.waiting({ memberId: buyer.memberId, totalAmount, method: 'VIRTUAL_ACCOUNT', depositorName: null });
  const paymentKey = `tgk_va_${p.id}_${Date.now()}`;
  await t.db.insert(testGatewayPayments).values({ paymentKey, orderId: p.orderNo, method: '가상계좌', status: 'DONE', totalAmount, balanceAmount: totalAmount, approvedAt: new Date() });
  await t.db.transaction((tx) => markPurchasePaid(tx, { purchaseId: p.id, method: 'VIRTUAL_ACCOUNT', paymentKey, actor: { memberId: null, role: 'SYSTEM' }, now: new Date() }));
  return { ...p, paymentKey };
}

describe('POST /v1/admin/purchases/{id}/refund – 계좌로(CASH)', () => {
  it('가상계좌: 결제사 환불에 환불받을 계좌를 함께 보내고, DONE 환불 줄에 계좌가 남는다(부분 → 나머지)', async () => {
    const p = await paidVirtualAccount(10_000);
    const part = await refund(p.id, { to: 'CASH', amount: 4_000, reason: '일부 환불', refundAccount: account });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ to: 'CASH', status: 'PARTIAL_CASH_REFUND', refundedAmount: 4_000, refundable: 6_000, awaitingTransfer: false });
    expect(state.cancels.at(-1)).toEqual({
      paymentKey: p.paymentKey,
      cancelReason: '일부 환불',
      cancelAmount: 4_000,
      idempotencyKey: `refund-${p.id}-1`,
      refundReceiveAccount: { bankCode: '88', accountNumber: '110123456789', holderName: '홍길동' },
    });
    const rest = await refund(p.id, { to: 'CASH', reason: '나머지', refundAccount: account });
    expect(rest.body).toMatchObject({ status: 'REFUNDED', full: true, amount: 6_000 });
    expect(await refundsOf(p.id)).toMatchObject([
      { to: 'CASH', amount: 4_000, status: 'DONE', bankCode: '88', accountNumber: '110123456789', holderName: '홍길동' },
      { to: 'CASH', amount: 6_000, status: 'DONE' },
    ]);
    const detail = await t.json('GET', `/v1/admin/purchases/${p.id}`, undefined, admin.accessToken);
    expect(detail.body.cashRefunds).toMatchObject([
      { amount: 4_000, bankName: '신한은행', maskedAccountNumber: '********6789', status: 'DONE', statusLabel: '환불 완료' },
      { amount: 6_000, status: 'DONE' },
    ]);
  });

  it('테스트 결제사는 계좌 없는 가상계좌 환불을 거절한다', async () => {
    const p = await paidVirtualAccount(3_000);
    await expect(state.inner!.cancel({ paymentKey: p.paymentKey, cancelReason: '환불', idempotencyKey: `no-account-${p.id}` })).rejects.toMatchObject({
      code: 'PAYMENT_REJECTED',
      meta: { gatewayCode: 'INVALID_REFUND_ACCOUNT_INFO' },
    });
  });

  it('무통장입금: 결제사 없이 바로 기록(PARTIAL_CASH_REFUND), 환불 줄은 이체 대기', async () => {
    const p = await paidBankTransfer(10_000);
    const calls = state.cancels.length;
    const res = await refund(p.id, { to: 'CASH', amount: 2_500, reason: '일부 미진행', refundAccount: account });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'PARTIAL_CASH_REFUND', refundedAmount: 2_500, refundable: 7_500, awaitingTransfer: true, full: false });
    expect(state.cancels.length).toBe(calls);
    expect(await refundsOf(p.id)).toMatchObject([{ to: 'CASH', amount: 2_500, status: 'AWAITING_TRANSFER', bankCode: '88', holderName: '홍길동', transferredOn: null }]);
    const [row] = await t.db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, p.id));
    expect(row!.status).toBe('PARTIAL_CASH_REFUND');
  });

  it('무통장입금 전액: REFUNDED, 서비스 취소(되돌리기), 환불 줄은 이체 대기', async () => {
    const p = await paidBankTransfer(6_000);
    const res = await refund(p.id, { to: 'CASH', reason: '전액', refundAccount: account });
    expect(res.body).toMatchObject({ status: 'REFUNDED', full: true, canceledServices: 2, awaitingTransfer: true });
  });

  it('카드 결제는 계좌로 환불할 수 없다 – 409 CASH_REFUND_UNAVAILABLE', async () => {
    const buyer = await t.signup();
    const p = await fx.paidByCard({ memberId: buyer.memberId, totalAmount: 5_000 });
    const res = await refund(p.id, { to: 'CASH', reason: '환불', refundAccount: account });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CASH_REFUND_UNAVAILABLE', meta: { method: 'CARD' } });
    expect(await refundsOf(p.id)).toHaveLength(0);
  });

  it.each([
    ['계좌 없음', undefined, 'refundAccount', REFUND_ACCOUNT_REQUIRED],
    ['계좌번호 9자리', { ...account, accountNumber: '123-456-789' }, 'refundAccount.accountNumber', ACCOUNT_MESSAGES.number],
    ['없는 은행 코드', { ...account, bankCode: '99' }, 'refundAccount.bankCode', ACCOUNT_MESSAGES.bank],
    ['예금주 빈칸', { ...account, holderName: '  ' }, 'refundAccount.holderName', ACCOUNT_MESSAGES.holder],
  ])('%s → 400 (한국어 메시지, 아무것도 바뀌지 않음)', async (_name, refundAccount, field, message) => {
    const p = await paidBankTransfer(4_000);
    const res = await refund(p.id, { to: 'CASH', reason: '환불', refundAccount });
    expect(res.status).toBe(400);
    expect(res.body.meta.fields[field]).toBe(message);
    expect(await refundsOf(p.id)).toHaveLength(0);
  });
});
