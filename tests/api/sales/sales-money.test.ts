import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceFixtures } from '../../helpers/service-fixtures';
import { catalogueFixtures } from '../catalogue/fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { pricedPanel, sentTask, setPaymentMethod } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PANEL_KRW_PER_USD: '1400' } });
});
afterAll(() => t.close());

/** 시계를 서울 2027-02-10 12:00 으로: 환불은 서버 시계(deps.now)로 적힌다 */
function moveClockTo(iso: string) {
  t.clock.reset();
  t.clock.advance((new Date(iso).getTime() - t.clock.now().getTime()) / 1000);
}

describe('GET /v1/admin/sales – 환불·원가·마진·상위 상품', () => {
  it('환불은 환불한 날에 빼고, 원가는 보낸 날의 패널 요금(없으면 요율 어림)을 원으로, 마진 = 순매출 - 원가', async () => {
    moveClockTo('2027-02-10T03:00:00Z');
    const owner = await t.loginAsAdmin('OWNER');
    const member = await t.signup();
    const fx = await serviceFixtures(t, owner.accessToken);
    const cat = catalogueFixtures(t, owner.accessToken);
    const other = await cat.channel({ name: '유튜브' });
    const otherType = await cat.productType(other.id);
    const productA = await fx.product({ name: '한국인 팔로워', unitPrice: 100 });
    const productB = await cat.product(other.id, otherType.id, { name: '유튜브 구독자', unitPrice: 200 });

    // 전날(서울 2/9) 결제, 오늘 전액 환불: 매출은 2/9, 환불은 2/10
    const early = await fx.paidService({ memberId: member.memberId, productId: productA.id, unitPrice: 50, quantity: 100, now: new Date('2027-02-09T05:00:00Z') });
    const a = await fx.paidService({ memberId: member.memberId, productId: productA.id, unitPrice: 100, quantity: 100 });
    const b = await fx.paidService({ memberId: member.memberId, productId: productB.id, unitPrice: 200, quantity: 100 });
    await setPaymentMethod(t, b.purchaseId, 'EASY_PAY', 'KAKAOPAY');
    const refund = (purchaseId: number, amount?: number) =>
      t.json('POST', `/v1/admin/purchases/${purchaseId}/refund`, { to: 'POINT', reason: '고객 요청', ...(amount ? { amount } : {}) }, owner.accessToken);
    expect((await refund(a.purchaseId, 3_000)).status).toBe(200);
    expect((await refund(early.purchaseId)).status).toBe(200);

    // 원가: 요금 2.5달러 + 요금을 모르는 1,000개 × 1.2달러/1,000개 = 3.7달러 × 1,400 = 5,180원
    const now = t.clock.now();
    const priced = await pricedPanel(t, '1.2');
    await sentTask(t, { sentAt: now, charge: '2.5', currency: 'USD' });
    await sentTask(t, { sentAt: now, quantity: 1000, ...priced });
    // 재충전·인스타터 주문은 원가에 넣지 않고, 요금을 모른 채 취소된 작업은 0
    await sentTask(t, { sentAt: now, charge: '9.0', currency: 'USD', kind: 'REFILL' });
    await sentTask(t, { sentAt: now, charge: '9.0', currency: 'USD', source: 'INSTARTER' });
    await sentTask(t, { sentAt: now, quantity: 1000, status: -2, ...priced });
    // 원화 패널의 요금은 그대로 원
    await sentTask(t, { sentAt: now, charge: '820', currency: 'KRW' });

    const res = await t.json('GET', '/v1/admin/sales?from=2027-02-09&to=2027-02-10', undefined, owner.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.series).toEqual([
      { bucket: '2027-02-09', sales: 5_000, refunds: 0, netSales: 5_000, orders: 1, panelCost: 0, margin: 5_000 },
      { bucket: '2027-02-10', sales: 30_000, refunds: 8_000, netSales: 22_000, orders: 2, panelCost: 6_000, margin: 16_000 },
    ]);
    expect(res.body.totals).toEqual({ sales: 35_000, refunds: 8_000, netSales: 27_000, orders: 3, panelCost: 6_000, margin: 21_000, marginRate: 77.8 });
    expect(res.body.costBasis).toEqual({ tasks: 4, estimatedTasks: 1, unpricedTasks: 0, krwPerUsd: 1400 });

    // 상품·채널의 순매출 = 결제 - 환불(기간 안의 것)
    expect(res.body.topProducts).toEqual([
      { productId: productB.id, name: '유튜브 구독자', channelName: '유튜브', orders: 1, netSales: 20_000 },
      { productId: productA.id, name: '한국인 팔로워', channelName: '테스트 채널', orders: 2, netSales: 7_000 },
    ]);
    expect(res.body.topChannels).toEqual([
      { channelId: other.id, name: '유튜브', orders: 1, netSales: 20_000 },
      { channelId: fx.channel.id, name: '테스트 채널', orders: 2, netSales: 7_000 },
    ]);
    expect(res.body.byMethod).toEqual([
      { method: 'EASY_PAY', easyPayProvider: 'KAKAOPAY', label: '카카오페이', orders: 1, amount: 20_000 },
      { method: 'CARD', easyPayProvider: null, label: '신용·체크카드', orders: 2, amount: 15_000 },
    ]);
    expect(res.body.byStatus).toEqual(
      expect.arrayContaining([
        { status: 'PAID', label: '결제 완료', orders: 1, amount: 20_000 },
        { status: 'PARTIAL_MILEAGE_REFUND', label: '부분 적립금 환불', orders: 1, amount: 10_000 },
        { status: 'MILEAGE_REFUND', label: '적립금 환불', orders: 1, amount: 5_000 },
      ]),
    );
    expect(res.body.byStatus).toHaveLength(3);

    // 오늘만 보면 전날 결제는 없고 그 환불만 빠진다
    const today = await t.json('GET', '/v1/admin/sales?from=2027-02-10&to=2027-02-10', undefined, owner.accessToken);
    expect(today.body.totals).toMatchObject({ sales: 30_000, refunds: 8_000, netSales: 22_000, orders: 2 });
    expect(today.body.topProducts.map((p: { netSales: number }) => p.netSales)).toEqual([20_000, 2_000]);
  });
});
