import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { purchaseFixtures } from './fixtures';

let t: TestApp;
let admin: TestMember;
let buyer: TestMember;
let fx: Awaited<ReturnType<typeof purchaseFixtures>>;
const ids: Record<string, number> = {};
const orderNos: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  buyer = await t.signup();
  fx = await purchaseFixtures(t, admin.accessToken);
  // 서울 기준 2026-03-01 00:30 과 2026-02-28 23:30 (UTC 로는 둘 다 2월 28일)
  const a = await fx.waiting({ memberId: buyer.memberId, createdAt: new Date('2026-02-28T15:30:00Z'), depositorName: '김입금', orderNo: 'ADMLIST-MARCH-1' });
  const b = await fx.waiting({ memberId: buyer.memberId, createdAt: new Date('2026-02-28T14:30:00Z'), depositorName: '이송금', orderNo: 'ADMLIST-FEB-28' });
  const c = await fx.waiting({ memberId: buyer.memberId, method: 'CARD', createdAt: new Date('2026-03-02T03:00:00Z'), orderNo: 'ADMLIST-CARD_%' });
  Object.assign(ids, { a: a.id, b: b.id, c: c.id });
  Object.assign(orderNos, { a: a.orderNo, b: b.orderNo, c: c.orderNo });
});
afterAll(() => t.close());

const list = (query: string) => t.json('GET', `/v1/admin/purchases?${query}`, undefined, admin.accessToken);
const idsOf = (res: { body: { items: { id: number }[] } }) => res.body.items.map((i) => i.id);

describe('GET /v1/admin/purchases', () => {
  it('최신 주문부터, 회원 이메일과 입금자명을 함께', async () => {
    const res = await list(`memberId=${buyer.memberId}`);
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([ids.c, ids.a, ids.b]);
    expect(res.body.total).toBe(3);
    expect(res.body.items[1]).toMatchObject({
      orderNo: orderNos.a,
      status: 'WAITING_PAYMENT',
      statusLabel: '입금 대기',
      method: 'NO_DEPOSIT',
      memberId: buyer.memberId,
      memberEmail: buyer.email,
      depositorName: '김입금',
      totalAmount: 12_000,
      createdAt: '2026-02-28T15:30:00.000Z',
    });
  });

  it('기간은 서울 날짜로: from=to=2026-03-01 은 서울 3월 1일 주문만', async () => {
    expect(idsOf(await list(`memberId=${buyer.memberId}&from=2026-03-01&to=2026-03-01`))).toEqual([ids.a]);
    expect(idsOf(await list(`memberId=${buyer.memberId}&to=2026-02-28`))).toEqual([ids.b]);
    expect(idsOf(await list(`memberId=${buyer.memberId}&from=2026-03-02`))).toEqual([ids.c]);
  });

  it('상태·결제수단·검색어(주문번호·입금자명, 와일드카드는 글자 그대로)', async () => {
    expect(idsOf(await list(`memberId=${buyer.memberId}&method=CARD`))).toEqual([ids.c]);
    expect(idsOf(await list(`memberId=${buyer.memberId}&q=이송`))).toEqual([ids.b]);
    expect(idsOf(await list(`q=admlist-march`))).toEqual([ids.a]);
    expect(idsOf(await list(`q=${encodeURIComponent('CARD_%')}`))).toEqual([ids.c]);
    expect(idsOf(await list(`q=${encodeURIComponent('_%')}`))).toEqual([ids.c]);
    await t.json('POST', `/v1/admin/purchases/${ids.b}`, { status: 'PAID' }, admin.accessToken);
    expect(idsOf(await list(`memberId=${buyer.memberId}&status=PAID`))).toEqual([ids.b]);
  });

  it('페이지: size=2 의 두 번째 페이지', async () => {
    const res = await list(`memberId=${buyer.memberId}&page=2&size=2`);
    expect(res.body).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(idsOf(res)).toEqual([ids.b]);
  });

  it.each([
    ['from=2026-03-05&to=2026-03-01', 'from'],
    ['from=2026-02-30', 'from'],
    ['to=2026/03/01', 'to'],
    ['status=DONE', 'status'],
    ['size=101', 'size'],
    ['memberId=abc', 'memberId'],
  ])('잘못된 조건 %s 은 400 VALIDATION_FAILED', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.meta.fields)).toContain(field);
  });
});

describe('GET /v1/admin/purchases/{id}', () => {
  it('주문 줄, 서비스, 결제 기록, 상태 이력(누가·언제·무엇에서 무엇으로·왜)', async () => {
    const p = await fx.paidByCard({ memberId: buyer.memberId, totalAmount: 10_000, pointUsed: 500 });
    await t.json('POST', `/v1/admin/purchases/${p.id}/refund`, { to: 'POINT', amount: 1_000, reason: '일부 환불' }, admin.accessToken);
    const res = await t.json('GET', `/v1/admin/purchases/${p.id}`, undefined, admin.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: p.id,
      status: 'PARTIAL_MILEAGE_REFUND',
      method: 'CARD',
      subtotal: 10_500,
      pointUsed: 500,
      totalAmount: 10_000,
      paymentKey: p.paymentKey,
      refundedPoint: 1_000,
      refundable: 9_000,
      memberEmail: buyer.email,
    });
    expect(res.body.lines).toHaveLength(2);
    expect(res.body.lines[0]).toMatchObject({ productName: '한국인 팔로워', targetKey: 'growth.one', total: 5_250 });
    expect(res.body.services).toHaveLength(2);
    expect(res.body.payments).toEqual([expect.objectContaining({ provider: 'test', amount: 10_000, status: 'DONE', canceledAmount: 0 })]);
    expect(res.body.history).toEqual([
      expect.objectContaining({ from: 'WAITING_PAYMENT', to: 'PAID', actorMemberId: buyer.memberId, actorRole: 'MEMBER' }),
      expect.objectContaining({ from: 'PAID', to: 'PARTIAL_MILEAGE_REFUND', actorMemberId: admin.memberId, actorRole: 'ADMIN', actorEmail: admin.email, reason: '적립금 환불 1,000원: 일부 환불' }),
    ]);
    expect(Date.parse(res.body.history[1].createdAt)).not.toBeNaN();
  });

  it('없는 구매는 404 PURCHASE_NOT_FOUND, 숫자가 아닌 id 는 400', async () => {
    const missing = await t.json('GET', '/v1/admin/purchases/2000000000', undefined, admin.accessToken);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('PURCHASE_NOT_FOUND');
    expect((await t.json('GET', '/v1/admin/purchases/abc', undefined, admin.accessToken)).status).toBe(400);
  });
});
