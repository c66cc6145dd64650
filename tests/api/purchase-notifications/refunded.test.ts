import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testGatewayPayments } from '../../../server/db/schema';
import { gatewayUnavailable } from '../../../server/providers/payments/gateway';
import { TestGateway, type PaymentGateway } from '../../../server/providers/payments';
import { markPurchasePaid } from '../../../server/purchases/settlement.service';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { wrapGateway } from '../../helpers/wrapped-gateway';
import { purchaseFixtures } from '../admin-purchases/fixtures';
import { notificationsOfPurchase } from './fixtures';

/** 결제사 취소를 한 번 끊을 수 있는 테스트 결제사 */
const state = { inner: null as TestGateway | null, timeoutNext: false };
const gateway: PaymentGateway = wrapGateway(() => state.inner!, {
  async cancel(p) {
    if (state.timeoutNext) {
      state.timeoutNext = false;
      throw gatewayUnavailable();
    }
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

const refund = (id: number, body: unknown) => t.json('POST', `/v1/admin/purchases/${id}/refund`, body, admin.accessToken);
const refundedTexts = async (purchaseId: number) =>
  (await notificationsOfPurchase(t, purchaseId)).filter((n) => n.templateCode === 'PURCHASE_REFUNDED').map((n) => n.text);
const text = (orderNo: string, amount: string, where: string) => `홍길동님, 주문번호 ${orderNo}의 ${amount}원이 ${where}(으)로 환불되었습니다.`;

describe('환불 완료 알림 – 얼마를 어디로', () => {
  it('적립금 부분 환불 → 카드로 나머지 전액: 환불마다 하나, 전액 환불은 돌려준 적립금까지 적는다', async () => {
    const buyer = await t.signup();
    const p = await fx.paidByCard({ memberId: buyer.memberId, totalAmount: 10_000, pointUsed: 2_000 });
    expect((await refund(p.id, { to: 'POINT', amount: 4_000, reason: '일부 미진행' })).status).toBe(200);
    const rest = await refund(p.id, { to: 'CARD', reason: '나머지' });
    expect(rest.body).toMatchObject({ status: 'REFUNDED', amount: 6_000, returnedPoint: 2_000 });

    expect(await refundedTexts(p.id)).toEqual([
      text(p.orderNo, '4,000', '적립금'),
      text(p.orderNo, '8,000', '신용·체크카드 결제 취소 6,000원, 적립금 2,000원'),
    ]);
    const rows = (await notificationsOfPurchase(t, p.id)).filter((n) => n.templateCode === 'PURCHASE_REFUNDED');
    expect(new Set(rows.map((r) => r.eventKey)).size).toBe(2);
    expect(rows.every((r) => r.memberId === buyer.memberId)).toBe(true);
  });

  it('카드 취소가 통신 실패(502) 뒤 다시 요청되어 마무리되어도 알림은 하나', async () => {
    const buyer = await t.signup();
    const p = await fx.paidByCard({ memberId: buyer.memberId, totalAmount: 3_000 });
    state.timeoutNext = true;
    expect((await refund(p.id, { to: 'CARD', reason: '환불' })).status).toBe(502);
    expect(await refundedTexts(p.id)).toEqual([]);
    expect((await refund(p.id, { to: 'CARD', reason: '환불' })).body).toMatchObject({ status: 'REFUNDED' });
    expect(await refundedTexts(p.id)).toEqual([text(p.orderNo, '3,000', '신용·체크카드 결제 취소')]);
  });

  it('가상계좌의 계좌 환불: 결제사가 돌려준 때 받는 은행 계좌로', async () => {
    const buyer = await t.signup();
    const p = await fx.waiting({ memberId: buyer.memberId, totalAmount: 10_000, method: 'VIRTUAL_ACCOUNT', depositorName: null });
    const paymentKey = `tgk_va_${p.id}_${Date.now()}`;
    await t.db.insert(testGatewayPayments).values({ paymentKey, orderId: p.orderNo, method: '가상계좌', status: 'DONE', totalAmount: 10_000, balanceAmount: 10_000, approvedAt: new Date() });
    await t.db.transaction((tx) => markPurchasePaid(tx, { purchaseId: p.id, method: 'VIRTUAL_ACCOUNT', paymentKey, actor: { memberId: null, role: 'SYSTEM' }, now: new Date() }));
    const res = await refund(p.id, { to: 'CASH', amount: 4_000, reason: '일부 환불', refundAccount: { bankCode: '88', accountNumber: '110-123-456789', holderName: '홍길동' } });
    expect(res.status).toBe(200);
    expect(await refundedTexts(p.id)).toEqual([text(p.orderNo, '4,000', '신한은행 계좌')]);
  });

  it('무통장입금의 계좌 환불: 이체 대기일 때는 알리지 않고, 운영자가 이체를 적을 때 하나(두 번 적어도 하나)', async () => {
    const buyer = await t.signup();
    const p = await fx.waiting({ memberId: buyer.memberId, totalAmount: 10_000, pointUsed: 1_000 });
    expect((await t.json('POST', `/v1/admin/purchases/${p.id}`, { status: 'PAID' }, admin.accessToken)).status).toBe(200);
    const res = await refund(p.id, { to: 'CASH', reason: '전액 환불', refundAccount: { bankCode: '90', accountNumber: '3333-01-2345678', holderName: '홍길동' } });
    expect(res.body).toMatchObject({ status: 'REFUNDED', awaitingTransfer: true, returnedPoint: 1_000 });
    expect(await refundedTexts(p.id)).toEqual([]);

    const awaiting = await t.json('GET', '/v1/admin/refunds?status=AWAITING_TRANSFER&size=100', undefined, admin.accessToken);
    const id = awaiting.body.items.find((r: { purchaseId: number }) => r.purchaseId === p.id).id as number;
    const today = new Date(t.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const mark = () => t.json('POST', `/v1/admin/refunds/${id}/transferred`, { transferredOn: today }, admin.accessToken);
    expect((await mark()).body).toMatchObject({ changed: true });
    expect((await mark()).body).toMatchObject({ changed: false });
    expect(await refundedTexts(p.id)).toEqual([text(p.orderNo, '11,000', '카카오뱅크 계좌 10,000원, 적립금 1,000원')]);
  });
});
