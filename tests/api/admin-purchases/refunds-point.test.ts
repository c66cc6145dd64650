import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { memberCoupons, pointLedger, services } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { purchaseFixtures } from './fixtures';

let t: TestApp;
let admin: TestMember;
let fx: Awaited<ReturnType<typeof purchaseFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  fx = await purchaseFixtures(t, admin.accessToken);
});
afterAll(() => t.close());

const refund = (id: number, body: unknown) => t.json('POST', `/v1/admin/purchases/${id}/refund`, body, admin.accessToken);
const detail = (id: number) => t.json('GET', `/v1/admin/purchases/${id}`, undefined, admin.accessToken);
const ledgerOf = (memberId: number, purchaseId: number) =>
  t.db.select().from(pointLedger).where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.purchaseId, purchaseId)));

async function paidNoDeposit(memberId: number, o: { totalAmount?: number; pointUsed?: number; memberCouponId?: number } = {}) {
  const p = await fx.waiting({ memberId, ...o });
  expect((await t.json('POST', `/v1/admin/purchases/${p.id}`, { status: 'PAID' }, admin.accessToken)).status).toBe(200);
  return p;
}

describe('POST /v1/admin/purchases/{id}/refund – 적립금으로', () => {
  it('전액(금액 생략) → MILEAGE_REFUND, 잔액과 원장에 REFUND, 이력에 관리자', async () => {
    const buyer = await t.signup();
    const p = await paidNoDeposit(buyer.memberId, { totalAmount: 12_000 });
    const res = await refund(p.id, { to: 'POINT', reason: '작업 불가' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: 'PAID', status: 'MILEAGE_REFUND', amount: 12_000, full: true, refundedPoint: 12_000, refundedAmount: 0, refundable: 0, canceledServices: 2 });
    expect(await fx.pointOf(buyer.memberId)).toBe(12_000);
    expect(await ledgerOf(buyer.memberId, p.id)).toEqual([expect.objectContaining({ type: 'REFUND', amount: 12_000, balanceAfter: 12_000 })]);
    const d = await detail(p.id);
    expect(d.body.status).toBe('MILEAGE_REFUND');
    expect(d.body.history.at(-1)).toMatchObject({ from: 'PAID', to: 'MILEAGE_REFUND', actorMemberId: admin.memberId, reason: '적립금 환불 12,000원: 작업 불가' });
    expect(d.body.services.map((s: { status: string }) => s.status)).toEqual(['CANCELED', 'CANCELED']);
  });

  it('부분 환불 두 번 뒤 나머지 전부: PARTIAL_MILEAGE_REFUND → MILEAGE_REFUND, 그 뒤 환불은 409', async () => {
    const buyer = await t.signup();
    const p = await paidNoDeposit(buyer.memberId, { totalAmount: 10_000 });
    const first = await refund(p.id, { to: 'POINT', amount: 3_000, reason: '일부 미진행' });
    expect(first.body).toMatchObject({ status: 'PARTIAL_MILEAGE_REFUND', full: false, refundable: 7_000, canceledServices: 0 });
    const second = await refund(p.id, { to: 'POINT', amount: 2_000, reason: '일부 미진행' });
    expect(second.body).toMatchObject({ from: 'PARTIAL_MILEAGE_REFUND', status: 'PARTIAL_MILEAGE_REFUND', refundedPoint: 5_000 });
    const rest = await refund(p.id, { to: 'POINT', reason: '나머지' });
    expect(rest.body).toMatchObject({ status: 'MILEAGE_REFUND', amount: 5_000, full: true, refundedPoint: 10_000 });
    expect(await fx.pointOf(buyer.memberId)).toBe(10_000);
    expect((await ledgerOf(buyer.memberId, p.id)).map((r) => r.amount)).toEqual([3_000, 2_000, 5_000]);
    expect((await detail(p.id)).body.history.map((h: { to: string }) => h.to)).toEqual(['PAID', 'PARTIAL_MILEAGE_REFUND', 'PARTIAL_MILEAGE_REFUND', 'MILEAGE_REFUND']);
    const after = await refund(p.id, { to: 'POINT', amount: 1, reason: '또' });
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('PURCHASE_NOT_REFUNDABLE');
  });

  it('남은 금액보다 많이 환불하면 409 REFUND_EXCEEDS_PAID, 아무것도 바뀌지 않는다', async () => {
    const buyer = await t.signup();
    const p = await paidNoDeposit(buyer.memberId, { totalAmount: 5_000 });
    await refund(p.id, { to: 'POINT', amount: 4_000, reason: '일부' });
    const over = await refund(p.id, { to: 'POINT', amount: 1_001, reason: '초과' });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'REFUND_EXCEEDS_PAID', meta: { refundable: 1_000, requested: 1_001 } });
    expect(await fx.pointOf(buyer.memberId)).toBe(4_000);
    expect((await detail(p.id)).body).toMatchObject({ status: 'PARTIAL_MILEAGE_REFUND', refundedPoint: 4_000, refundable: 1_000 });
  });

  it('동시에 두 번 전액 환불해도 한 번만 (하나는 200, 하나는 409)', async () => {
    const buyer = await t.signup();
    const p = await paidNoDeposit(buyer.memberId, { totalAmount: 8_000 });
    const results = await Promise.all([refund(p.id, { to: 'POINT', reason: '중복' }), refund(p.id, { to: 'POINT', reason: '중복' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await fx.pointOf(buyer.memberId)).toBe(8_000);
  });

  it('전액 환불은 결제에 쓴 적립금을 돌려주고 쿠폰을 되살린다', async () => {
    const buyer = await t.signup();
    const coupon = await fx.reservedCoupon(buyer.memberId);
    const p = await fx.waiting({ memberId: buyer.memberId, totalAmount: 9_000, pointUsed: 1_500, memberCouponId: coupon.id });
    await coupon.attach(p.id);
    await t.json('POST', `/v1/admin/purchases/${p.id}`, { status: 'PAID' }, admin.accessToken);
    const [used] = await t.db.select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(used).toMatchObject({ status: 'USED', purchaseId: p.id });

    const res = await refund(p.id, { to: 'POINT', reason: '전액 환불' });
    expect(res.body).toMatchObject({ full: true, amount: 9_000, returnedPoint: 1_500, couponRestored: true });
    expect(await fx.pointOf(buyer.memberId)).toBe(10_500);
    expect((await ledgerOf(buyer.memberId, p.id)).map((r) => [r.type, r.amount])).toEqual([['REFUND', 9_000], ['REFUND', 1_500]]);
    const [restored] = await t.db.select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(restored).toMatchObject({ status: 'AVAILABLE', purchaseId: null, usedAt: null });
  });

  it('시작한 서비스는 전액 환불에도 취소하지 않는다', async () => {
    const buyer = await t.signup();
    const p = await paidNoDeposit(buyer.memberId);
    const [first] = await t.db.select().from(services).where(eq(services.purchaseId, p.id)).orderBy(services.id);
    await t.db.update(services).set({ status: 'IN_PROGRESS' }).where(eq(services.id, first!.id));
    const res = await refund(p.id, { to: 'POINT', reason: '환불' });
    expect(res.body.canceledServices).toBe(1);
    expect((await detail(p.id)).body.services.map((s: { status: string }) => s.status)).toEqual(['IN_PROGRESS', 'CANCELED']);
  });

  it('결제 전 주문은 환불할 수 없고(409), 사유 없이·0원은 400', async () => {
    const buyer = await t.signup();
    const p = await fx.waiting({ memberId: buyer.memberId });
    expect((await refund(p.id, { to: 'POINT', reason: '환불' })).body).toMatchObject({ code: 'PURCHASE_NOT_REFUNDABLE', meta: { status: 'WAITING_PAYMENT' } });
    expect((await refund(p.id, { to: 'POINT', reason: '' })).status).toBe(400);
    expect((await refund(p.id, { to: 'POINT', amount: 0, reason: '환불' })).status).toBe(400);
    expect((await refund(p.id, { to: 'BANK', reason: '환불' })).status).toBe(400);
  });
});
