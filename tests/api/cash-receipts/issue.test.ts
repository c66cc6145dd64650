import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processCashReceipts } from '../../../server/cash-receipts/cash-receipts.service';
import { TestGateway } from '../../../server/providers/payments';
import { gatewayUnavailable, type PaymentGateway } from '../../../server/providers/payments/gateway';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { wrapGateway } from '../../helpers/wrapped-gateway';
import { purchaseFixtures } from '../admin-purchases/fixtures';
import { receiptFixtures } from './fixtures';

type IssueCall = Parameters<PaymentGateway['issueCashReceipt']>[0];

// 결제사 자리: 발급 요청을 적어 두고, crashAfterCall 이면 결제사는 발급했지만 기록 전에 죽은 것처럼 답을 잃는다
const state = { inner: null as TestGateway | null, crashAfterCall: false, issues: [] as IssueCall[], cancels: [] as string[] };
const gateway = wrapGateway(() => state.inner!, {
  async issueCashReceipt(p) {
    state.issues.push(p);
    const issued = await state.inner!.issueCashReceipt(p);
    if (state.crashAfterCall) {
      state.crashAfterCall = false;
      throw gatewayUnavailable();
    }
    return issued;
  },
  async cancelCashReceipt(p) {
    state.cancels.push(p.idempotencyKey);
    return state.inner!.cancelCashReceipt(p);
  },
});

let t: TestApp;
let admin: TestMember;
let fx: Awaited<ReturnType<typeof purchaseFixtures>>;
let rx: ReturnType<typeof receiptFixtures>;
beforeAll(async () => {
  t = await createTestApp({ deps: { payments: gateway } });
  state.inner = new TestGateway(t.db, t.config.JWT_SECRET, t.clock.now);
  admin = await t.loginAsAdmin();
  fx = await purchaseFixtures(t, admin.accessToken);
  rx = receiptFixtures(t);
});
afterAll(() => t.close());

const run = () => processCashReceipts(t.deps);
const confirmDeposit = (id: number) => t.json('POST', `/v1/admin/purchases/${id}`, { status: 'PAID' }, admin.accessToken);
const refund = (id: number, body: unknown) => t.json('POST', `/v1/admin/purchases/${id}/refund`, body, admin.accessToken);
const account = { bankCode: '88', accountNumber: '110-123-456789', holderName: '홍길동' };

async function paidWithReceipt(totalAmount = 12_000, type: 'INCOME_DEDUCTION' | 'EXPENSE_PROOF' = 'INCOME_DEDUCTION', number = '01012345678') {
  const buyer = await t.signup();
  const p = await fx.waiting({ memberId: buyer.memberId, totalAmount });
  await rx.request(p.id, type, number);
  return { ...p, buyer };
}

describe('현금영수증 발급 – 결제 완료 뒤 일꾼이', () => {
  it('입금 확인 전에는 발급하지 않고, 확인 뒤 한 번 발급해 번호·금액을 적는다 (관리자 상세에 가린 번호로)', async () => {
    const p = await paidWithReceipt(12_000, 'EXPENSE_PROOF', '2208162517');
    await run();
    expect((await rx.receipt(p.id))!.status).toBe('REQUESTED');
    expect(await rx.atGateway(p.orderNo)).toHaveLength(0);

    expect((await confirmDeposit(p.id)).status).toBe(200);
    await run();
    const r = (await rx.receipt(p.id))!;
    expect(r).toMatchObject({ status: 'ISSUED', amount: 12_000, attempts: 1 });
    expect(r.issueNumber).toMatch(/^\d+$/);
    expect(await rx.atGateway(p.orderNo)).toMatchObject([{ type: '지출증빙', identityNumber: '2208162517', amount: 12_000, status: 'ISSUED' }]);
    expect(state.issues.at(-1)).toMatchObject({ idempotencyKey: `cash-receipt-${p.id}`, type: '지출증빙', amount: 12_000 });

    const d = await t.json('GET', `/v1/admin/purchases/${p.id}`, undefined, admin.accessToken);
    expect(d.body.cashReceipt).toEqual({
      type: 'EXPENSE_PROOF',
      typeLabel: '지출증빙',
      maskedNumber: '220-**-*2517',
      status: 'ISSUED',
      statusLabel: '발급 완료',
      issueNumber: r.issueNumber,
      receiptUrl: null,
      issuedAt: expect.any(String),
    });
    expect(d.body.cashReceiptFailure).toBeNull();
  });

  it('일꾼 둘이 동시에 돌아도 한 장만 발급된다', async () => {
    const p = await paidWithReceipt(8_000);
    await confirmDeposit(p.id);
    const before = state.issues.length;
    await Promise.all([run(), run(), run()]);
    expect(state.issues.length - before).toBe(1);
    expect(await rx.atGateway(p.orderNo)).toHaveLength(1);
    expect((await rx.receipt(p.id))!.status).toBe('ISSUED');
  });

  it('결제사가 발급한 뒤 기록 전에 죽으면: 임대가 끝난 뒤 같은 Idempotency-Key 로 다시 불러 한 장으로 기록된다', async () => {
    const p = await paidWithReceipt(5_000);
    await confirmDeposit(p.id);
    state.crashAfterCall = true;
    await run();
    expect((await rx.receipt(p.id))!.status).toBe('REQUESTED');
    // 물러난 동안에는 다시 부르지 않는다
    await run();
    expect(state.issues.filter((c) => c.idempotencyKey === `cash-receipt-${p.id}`)).toHaveLength(1);

    t.clock.advance(61);
    await run();
    expect(state.issues.filter((c) => c.idempotencyKey === `cash-receipt-${p.id}`)).toHaveLength(2);
    expect((await rx.receipt(p.id))!).toMatchObject({ status: 'ISSUED', attempts: 2 });
    expect(await rx.atGateway(p.orderNo)).toHaveLength(1);
  });
});

describe('현금영수증 취소 – 환불과 함께', () => {
  it('전액 계좌 환불이면 결제사에서 취소하고 CANCELED, 부분 환불이면 그대로', async () => {
    const p = await paidWithReceipt(10_000);
    await confirmDeposit(p.id);
    await run();
    const part = await refund(p.id, { to: 'CASH', amount: 3_000, reason: '일부 환불', refundAccount: account });
    expect(part.status).toBe(200);
    expect((await rx.receipt(p.id))!.status).toBe('ISSUED');
    expect(state.cancels).not.toContain(`cash-receipt-cancel-${p.id}`);

    const rest = await refund(p.id, { to: 'CASH', reason: '나머지 환불', refundAccount: account });
    expect(rest.body).toMatchObject({ status: 'REFUNDED', full: true, awaitingTransfer: true });
    expect((await rx.receipt(p.id))!).toMatchObject({ status: 'CANCELED' });
    expect(state.cancels.filter((k) => k === `cash-receipt-cancel-${p.id}`)).toHaveLength(1);
    expect(await rx.atGateway(p.orderNo)).toMatchObject([{ status: 'CANCELED' }]);
    const d = await t.json('GET', `/v1/admin/purchases/${p.id}`, undefined, admin.accessToken);
    expect(d.body.cashReceipt).toMatchObject({ status: 'CANCELED', statusLabel: '발급 취소' });
  });

  it('적립금 전액 환불도 영수증을 취소한다', async () => {
    const p = await paidWithReceipt(4_000);
    await confirmDeposit(p.id);
    await run();
    expect((await refund(p.id, { to: 'POINT', reason: '적립금으로' })).status).toBe(200);
    expect((await rx.receipt(p.id))!.status).toBe('CANCELED');
  });

  it('발급 전에 환불되면 결제사를 부르지 않고 CANCELED, 그 뒤 일꾼도 발급하지 않는다', async () => {
    const p = await paidWithReceipt(6_000);
    await confirmDeposit(p.id);
    const issues = state.issues.length;
    const cancels = state.cancels.length;
    expect((await refund(p.id, { to: 'CASH', reason: '바로 환불', refundAccount: account })).status).toBe(200);
    expect((await rx.receipt(p.id))!.status).toBe('CANCELED');
    await run();
    expect(state.issues.length).toBe(issues);
    expect(state.cancels.length).toBe(cancels);
    expect(await rx.atGateway(p.orderNo)).toHaveLength(0);
  });
});
