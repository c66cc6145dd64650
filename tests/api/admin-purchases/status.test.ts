import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { purchaseStatusHistory, services } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { purchaseFixtures } from './fixtures';

let t: TestApp;
let admin: TestMember;
let other: TestMember;
let buyer: TestMember;
let fx: Awaited<ReturnType<typeof purchaseFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  other = await t.loginAsAdmin();
  buyer = await t.signup();
  fx = await purchaseFixtures(t, admin.accessToken);
});
afterAll(() => t.close());

const change = (id: number, body: unknown, token = admin.accessToken) => t.json('POST', `/v1/admin/purchases/${id}`, body, token);
const servicesOf = (purchaseId: number) => t.db.select().from(services).where(eq(services.purchaseId, purchaseId));
const historyOf = (purchaseId: number) => t.db.select().from(purchaseStatusHistory).where(eq(purchaseStatusHistory.purchaseId, purchaseId));

describe('POST /v1/admin/purchases/{id} – 입금 확인', () => {
  it('결제 대기 무통장 주문 → PAID, 주문 줄마다 서비스, 확인한 관리자가 적힌 이력', async () => {
    const p = await fx.waiting({ memberId: buyer.memberId });
    const res = await change(p.id, { status: 'PAID', reason: '국민은행 입금 확인' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ purchaseId: p.id, from: 'WAITING_PAYMENT', to: 'PAID', changed: true });

    const detail = await t.json('GET', `/v1/admin/purchases/${p.id}`, undefined, admin.accessToken);
    expect(detail.body).toMatchObject({ status: 'PAID', statusLabel: '결제 완료', method: 'NO_DEPOSIT' });
    expect(detail.body.paidAt).not.toBeNull();
    expect(detail.body.services).toHaveLength(2);
    expect(detail.body.services.every((s: { status: string }) => s.status === 'WAITING')).toBe(true);
    expect(detail.body.history).toEqual([
      expect.objectContaining({ from: 'WAITING_PAYMENT', to: 'PAID', actorMemberId: admin.memberId, actorRole: 'ADMIN', actorEmail: admin.email, reason: '국민은행 입금 확인' }),
    ]);
  });

  it('두 번 누르면 두 번째는 200 changed:false, 서비스·이력은 한 벌', async () => {
    const p = await fx.waiting({ memberId: buyer.memberId });
    expect((await change(p.id, { status: 'PAID' })).body.changed).toBe(true);
    const again = await change(p.id, { status: 'PAID' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ purchaseId: p.id, from: 'PAID', to: 'PAID', changed: false });
    expect(await servicesOf(p.id)).toHaveLength(2);
    expect(await historyOf(p.id)).toHaveLength(1);
  });

  it('두 운영자가 동시에 확인해도 PAID 한 번, 서비스 한 벌, 이력 한 줄', async () => {
    const p = await fx.waiting({ memberId: buyer.memberId });
    const results = await Promise.all([
      change(p.id, { status: 'PAID' }),
      change(p.id, { status: 'PAID' }, other.accessToken),
      change(p.id, { status: 'PAID' }),
      change(p.id, { status: 'PAID' }, other.accessToken),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.filter((r) => r.body.changed)).toHaveLength(1);
    expect(await servicesOf(p.id)).toHaveLength(2);
    const history = await historyOf(p.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: 'WAITING_PAYMENT', toStatus: 'PAID', actorRole: 'ADMIN' });
  });

  it('카드 결제 대기 주문은 입금 확인할 수 없다 – 409 NOT_A_BANK_TRANSFER', async () => {
    const p = await fx.waiting({ memberId: buyer.memberId, method: 'CARD' });
    const res = await change(p.id, { status: 'PAID' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'NOT_A_BANK_TRANSFER', meta: { method: 'CARD' } });
    expect(await servicesOf(p.id)).toHaveLength(0);
  });
});

describe('POST /v1/admin/purchases/{id} – 미결제 취소와 잘못된 전환', () => {
  it('결제 대기 → EXPIRED, 쓴 적립금 복구와 이력', async () => {
    const p = await fx.waiting({ memberId: buyer.memberId, pointUsed: 700 });
    const before = await fx.pointOf(buyer.memberId);
    const res = await change(p.id, { status: 'EXPIRED', reason: '고객 요청 취소' });
    expect(res.body).toEqual({ purchaseId: p.id, from: 'WAITING_PAYMENT', to: 'EXPIRED', changed: true });
    expect(await fx.pointOf(buyer.memberId)).toBe(before + 700);
    expect(await historyOf(p.id)).toEqual([expect.objectContaining({ toStatus: 'EXPIRED', actorMemberId: admin.memberId, reason: '고객 요청 취소' })]);
    // 만료된 주문은 입금 확인할 수 없다
    const late = await change(p.id, { status: 'PAID' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', meta: { from: 'EXPIRED', to: 'PAID', allowed: [] } });
  });

  it('허용되지 않는 전환은 409 INVALID_STATUS_TRANSITION, 가능한 전환을 meta 로', async () => {
    const p = await fx.waiting({ memberId: buyer.memberId });
    for (const status of ['REFUNDED', 'ORDER_FORM', 'WAITING_REFUND', 'MILEAGE_REFUND']) {
      const res = await change(p.id, { status });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', meta: { from: 'WAITING_PAYMENT', to: status, allowed: ['PAID', 'EXPIRED'] } });
    }
    await change(p.id, { status: 'PAID' });
    const back = await change(p.id, { status: 'WAITING_PAYMENT' });
    expect(back.status).toBe(409);
    expect(back.body.meta).toEqual({ from: 'PAID', to: 'WAITING_PAYMENT', allowed: [] });
    expect(await historyOf(p.id)).toHaveLength(1);
  });

  it('없는 구매 404, 모르는 상태·긴 사유 400', async () => {
    expect((await change(2_000_000_000, { status: 'PAID' })).body.code).toBe('PURCHASE_NOT_FOUND');
    const p = await fx.waiting({ memberId: buyer.memberId });
    expect((await change(p.id, { status: 'DONE' })).status).toBe(400);
    expect((await change(p.id, { status: 'PAID', reason: 'x'.repeat(201) })).status).toBe(400);
  });
});
