import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseStatus } from '../../../lib/schemas/purchases';
import { purchases } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { shopFixtures } from '../carts/fixtures';

let t: TestApp;
let me: TestMember;
let productId: number;
const ids: Record<string, number> = {};

// 결제는 다른 엔드포인트의 몫이라, 주문서를 만든 뒤 상태와 시각만 DB 에서 옮겨 둔다
async function purchaseAt(key: string, at: string, status: PurchaseStatus) {
  const res = await t.json(
    'POST',
    '/v1/purchases/payment-information-from-buy-now',
    { productId, quantity: 100, targetKey: `history.${key}` },
    me.accessToken,
  );
  expect(res.status).toBe(201);
  await t.db.update(purchases).set({ status, createdAt: new Date(at) }).where(eq(purchases.id, res.body.id));
  ids[key] = res.body.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const shop = await shopFixtures(t);
  me = await t.signup();
  productId = (await shop.product({ name: '인스타그램 한국인 팔로워' })).id;
  await purchaseAt('march1', '2024-03-01T10:00:00+09:00', 'PAID');
  await purchaseAt('march31', '2024-03-31T23:30:00+09:00', 'WAITING_PAYMENT');
  // 서울로는 4월 1일 00:30, UTC 로는 3월 31일
  await purchaseAt('april1', '2024-04-01T00:30:00+09:00', 'PAID');
  await purchaseAt('draft', '2024-04-02T10:00:00+09:00', 'ORDER_FORM');
});
afterAll(() => t.close());

const list = (query = '', member = me) =>
  t.json('GET', `/v1/my-page/${member.memberId}/purchases${query}`, undefined, member.accessToken);

describe('GET /v1/my-page/{memberId}/purchases', () => {
  it('최신 순, 주문서(ORDER_FORM)는 빼고 나눠 준다', async () => {
    const res = await list('?page=1&size=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual([ids.april1, ids.march31]);
    expect(res.body.items[0]).toMatchObject({
      status: 'PAID',
      statusLabel: '결제 완료',
      orderName: '인스타그램 한국인 팔로워',
      totalAmount: 5_000,
      createdAt: '2024-03-31T15:30:00.000Z',
    });
    const second = await list('?page=2&size=2');
    expect(second.body.items.map((i: { id: number }) => i.id)).toEqual([ids.march1]);
  });

  it('상태로 거른다', async () => {
    const res = await list('?status=WAITING_PAYMENT');
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual([ids.march31]);
    expect((await list('?status=ORDER_FORM')).status).toBe(400);
  });

  it('기간은 서울 날짜로 양끝을 포함한다', async () => {
    const march = await list('?from=2024-03-01&to=2024-03-31');
    expect(march.body.items.map((i: { id: number }) => i.id)).toEqual([ids.march31, ids.march1]);
    const april = await list('?from=2024-04-01&to=2024-04-01');
    expect(april.body.items.map((i: { id: number }) => i.id)).toEqual([ids.april1]);
  });

  it('시작일이 종료일보다 늦거나, 1년을 넘거나, 날짜 형식이 틀리면 400', async () => {
    const reversed = await list('?from=2024-04-01&to=2024-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    const tooLong = await list('?from=2023-03-01&to=2024-03-02');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('조회 기간은 최대 1년까지 고를 수 있습니다.');
    expect((await list('?from=2023-03-01&to=2024-03-01')).status).toBe(200);
    for (const bad of ['?from=2024-02-30', '?to=20240301', '?size=0']) expect((await list(bad)).status, bad).toBe(400);
  });

  it('남의 구매 목록은 403', async () => {
    const other = await t.signup();
    const res = await t.json('GET', `/v1/my-page/${me.memberId}/purchases`, undefined, other.accessToken);
    expect(res.status).toBe(403);
    expect((await list('', other)).body.total).toBe(0);
  });
});

describe('GET /v1/my-page/{memberId}/purchases/{id}', () => {
  it('상세: 금액 내역과 줄, 서비스 목록', async () => {
    const res = await t.json('GET', `/v1/my-page/${me.memberId}/purchases/${ids.march1}`, undefined, me.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids.march1,
      status: 'PAID',
      subtotal: 5_000,
      quantityDiscount: 0,
      couponDiscount: 0,
      pointUsed: 0,
      totalAmount: 5_000,
      services: [],
    });
    expect(res.body.lines).toEqual([
      expect.objectContaining({ productId, targetKey: 'history.march1', quantity: 100, unitPrice: 50, total: 5_000 }),
    ]);
  });

  it('주문서, 없는 구매, 남의 구매는 404 · 남의 memberId 경로는 403', async () => {
    for (const id of [ids.draft, 999_999]) {
      expect((await t.json('GET', `/v1/my-page/${me.memberId}/purchases/${id}`, undefined, me.accessToken)).status).toBe(404);
    }
    const other = await t.signup();
    expect((await t.json('GET', `/v1/my-page/${other.memberId}/purchases/${ids.march1}`, undefined, other.accessToken)).status).toBe(404);
    expect((await t.json('GET', `/v1/my-page/${me.memberId}/purchases/${ids.march1}`, undefined, other.accessToken)).status).toBe(403);
  });
});
