import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../../server/db/schema';
import { gatewayUnavailable, paymentRejected, type PaymentGateway } from '../../../server/providers/payments/gateway';
import { TestGateway } from '../../../server/providers/payments';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { wrapGateway } from '../../helpers/wrapped-gateway';
import { purchaseFixtures } from './fixtures';

type CancelCall = Parameters<PaymentGateway['cancel']>[0];

/** 결제사 자리에 끼우는 가짜: 취소 요청을 적어 두고, failNext 에 따라 거절·통신 실패를 낸다 */
function scriptedGateway() {
  const calls: CancelCall[] = [];
  const state = { failNext: null as null | 'refuse' | 'timeout', inner: null as TestGateway | null };
  const gateway: PaymentGateway = wrapGateway(() => state.inner!, {
    async cancel(p) {
      calls.push(p);
      const fail = state.failNext;
      state.failNext = null;
      if (fail === 'refuse') throw paymentRejected('이미 취소된 결제입니다.', 'ALREADY_CANCELED_PAYMENT', 400);
      if (fail === 'timeout') throw gatewayUnavailable();
      return state.inner!.cancel(p);
    },
  });
  return { gateway, calls, state };
}

let t: TestApp;
let admin: TestMember;
let fx: Awaited<ReturnType<typeof purchaseFixtures>>;
const pg = scriptedGateway();
beforeAll(async () => {
  t = await createTestApp({ deps: { payments: pg.gateway } });
  pg.state.inner = new TestGateway(t.db, t.config.JWT_SECRET);
  admin = await t.loginAsAdmin();
  fx = await purchaseFixtures(t, admin.accessToken);
});
afterAll(() => t.close());

const refund = (id: number, body: unknown) => t.json('POST', `/v1/admin/purchases/${id}/refund`, body, admin.accessToken);
const detail = (id: number) => t.json('GET', `/v1/admin/purchases/${id}`, undefined, admin.accessToken);
const paymentOf = async (purchaseId: number) => (await t.db.select().from(payments).where(eq(payments.purchaseId, purchaseId)))[0]!;

describe('POST /v1/admin/purchases/{id}/refund – 카드로', () => {
  it('부분 취소(cancelAmount) → PARTIAL_CASH_REFUND, 나머지 전부(금액 없이) → REFUNDED, 결제 기록에 취소 누계', async () => {
    const buyer = await t.signup();
    const p = await fx.paidByCard({ memberId: buyer.memberId, totalAmount: 20_000 });
    const part = await refund(p.id, { to: 'CARD', amount: 5_000, reason: '일부 미진행' });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ status: 'PARTIAL_CASH_REFUND', refundedAmount: 5_000, refundable: 15_000, full: false });
    expect(pg.calls.at(-1)).toEqual({ paymentKey: p.paymentKey, cancelReason: '일부 미진행', cancelAmount: 5_000, idempotencyKey: `refund-${p.id}-1` });
    expect(await paymentOf(p.id)).toMatchObject({ canceledAmount: 5_000, status: 'PARTIAL_CANCELED' });

    const rest = await refund(p.id, { to: 'CARD', reason: '나머지 환불' });
    expect(rest.body).toMatchObject({ from: 'PARTIAL_CASH_REFUND', status: 'REFUNDED', amount: 15_000, full: true, refundedAmount: 20_000, canceledServices: 2 });
    expect(pg.calls.at(-1)).toEqual({ paymentKey: p.paymentKey, cancelReason: '나머지 환불', cancelAmount: undefined, idempotencyKey: `refund-${p.id}-2` });
    expect(await paymentOf(p.id)).toMatchObject({ canceledAmount: 20_000, status: 'CANCELED' });
    expect((await detail(p.id)).body.payments[0]).toMatchObject({ paymentKey: p.paymentKey, amount: 20_000, canceledAmount: 20_000, status: 'CANCELED' });
  });

  it('결제사가 거절하면 아무것도 바뀌지 않는다 – PAID 그대로, 이력·결제 기록 그대로', async () => {
    const buyer = await t.signup();
    const p = await fx.paidByCard({ memberId: buyer.memberId, totalAmount: 7_000 });
    pg.state.failNext = 'refuse';
    const res = await refund(p.id, { to: 'CARD', reason: '환불' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PAYMENT_REJECTED', meta: { gatewayCode: 'ALREADY_CANCELED_PAYMENT' } });
    const d = await detail(p.id);
    expect(d.body).toMatchObject({ status: 'PAID', refundedAmount: 0, refundable: 7_000 });
    expect(d.body.history.map((h: { to: string }) => h.to)).toEqual(['PAID']);
    expect(d.body.services.map((s: { status: string }) => s.status)).toEqual(['WAITING', 'WAITING']);
    expect(await paymentOf(p.id)).toMatchObject({ canceledAmount: 0, status: 'DONE' });
  });

  it('통신 실패(502) 뒤 다시 요청하면 같은 Idempotency-Key 로 한 번만 환불된다', async () => {
    const buyer = await t.signup();
    const p = await fx.paidByCard({ memberId: buyer.memberId, totalAmount: 3_000 });
    pg.state.failNext = 'timeout';
    const failed = await refund(p.id, { to: 'CARD', reason: '환불' });
    expect(failed.status).toBe(502);
    expect((await detail(p.id)).body.status).toBe('PAID');
    const retried = await refund(p.id, { to: 'CARD', reason: '환불' });
    expect(retried.body).toMatchObject({ status: 'REFUNDED', refundedAmount: 3_000 });
    const keys = pg.calls.filter((c) => c.paymentKey === p.paymentKey).map((c) => c.idempotencyKey);
    expect(keys).toEqual([`refund-${p.id}-1`, `refund-${p.id}-1`]);
  });

  it('적립금 부분 환불 뒤 카드로 나머지: 카드 잔액보다 적으니 cancelAmount 를 보낸다, 합계는 결제 금액을 넘지 않는다', async () => {
    const buyer = await t.signup();
    const p = await fx.paidByCard({ memberId: buyer.memberId, totalAmount: 10_000 });
    await refund(p.id, { to: 'POINT', amount: 4_000, reason: '적립금으로 일부' });
    const over = await refund(p.id, { to: 'CARD', amount: 6_001, reason: '초과' });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('REFUND_EXCEEDS_PAID');
    const rest = await refund(p.id, { to: 'CARD', reason: '나머지' });
    expect(rest.body).toMatchObject({ status: 'REFUNDED', amount: 6_000, refundedAmount: 6_000, refundedPoint: 4_000 });
    expect(pg.calls.at(-1)).toMatchObject({ cancelAmount: 6_000, idempotencyKey: `refund-${p.id}-2` });
  });

  it('무통장입금 주문은 카드로 환불할 수 없다 – 409 CARD_REFUND_UNAVAILABLE', async () => {
    const buyer = await t.signup();
    const p = await fx.waiting({ memberId: buyer.memberId });
    await t.json('POST', `/v1/admin/purchases/${p.id}`, { status: 'PAID' }, admin.accessToken);
    const calls = pg.calls.length;
    const res = await refund(p.id, { to: 'CARD', reason: '환불' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CARD_REFUND_UNAVAILABLE', meta: { method: 'NO_DEPOSIT' } });
    expect(pg.calls.length).toBe(calls);
  });
});

it('POST /v1/admin/purchases/{id}/refund – 내장 테스트 결제사로 카드 전액 환불', async () => {
  const plain = await createTestApp();
  try {
    const a = await plain.loginAsAdmin();
    const pfx = await purchaseFixtures(plain, a.accessToken);
    const buyer = await plain.signup();
    const p = await pfx.paidByCard({ memberId: buyer.memberId, totalAmount: 15_000 });
    const res = await plain.json('POST', `/v1/admin/purchases/${p.id}/refund`, { to: 'CARD', reason: '고객 변심' }, a.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'REFUNDED', amount: 15_000, full: true });
  } finally {
    await plain.close();
  }
});
