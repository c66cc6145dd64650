import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { shopFixtures } from './fixtures';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopFixtures>>;
let me: TestMember;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await shopFixtures(t);
  me = await t.signup();
  productId = (await shop.product({ name: '인스타그램 한국인 팔로워' })).id;
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>, token = me.accessToken) => t.json('POST', '/v1/carts', body, token);

describe('POST /v1/carts', () => {
  it('담으면 201 과 항목: 대상은 정규화되고 지금 가격으로 계산된다', async () => {
    const res = await add({ productId, quantity: 1_000, targetKey: 'https://www.instagram.com/Cart.Owner/' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      productId,
      productName: '인스타그램 한국인 팔로워',
      productKind: 'SINGLE',
      accountType: 'KOREAN',
      targetKey: 'cart.owner',
      quantity: 1_000,
      days: 1,
      unitPrice: 50,
      discountRate: 5,
      total: 47_500,
      available: true,
    });
  });

  it('같은 상품·대상·기간이면 수량을 합친다 (새 줄을 만들지 않는다)', async () => {
    const first = await add({ productId, quantity: 100, targetKey: '@merge.me' });
    const second = await add({ productId, quantity: 200, targetKey: 'merge.me' });
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.quantity).toBe(300);
  });

  it('합친 수량이 최대를 넘으면 400, 원래 수량은 그대로', async () => {
    const first = await add({ productId, quantity: 9_000, targetKey: 'cap.me' });
    const res = await add({ productId, quantity: 2_000, targetKey: 'cap.me' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CART_QUANTITY_EXCEEDED');
    expect(res.body.message).toContain('10,000개');
    const again = await t.json('GET', `/v1/carts/${first.body.id}`, undefined, me.accessToken);
    expect(again.body.quantity).toBe(9_000);
  });

  it('수량이 최소·최대를 벗어나면 400 과 수량 안내 문구', async () => {
    for (const quantity of [5, 10_001]) {
      const res = await add({ productId, quantity, targetKey: 'qty.me' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_QUANTITY', message: '수량은 10개 이상 10,000개 이하로 입력해주세요.' });
    }
  });

  it('주문 대상이 상품의 종류에 맞지 않으면 400', async () => {
    const res = await add({ productId, quantity: 100, targetKey: 'https://www.youtube.com/watch?v=abcdefghijk' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_TARGET');
    expect(res.body.message).toContain('인스타그램 아이디');
  });

  it('판매 중지 상품은 400, 관리자 주문 전용은 회원 400·관리자 201, 없는 상품은 404', async () => {
    const stopped = await shop.product({ status: 'NOTSALE' });
    expect((await add({ productId: stopped.id, quantity: 100, targetKey: 'a.b' })).status).toBe(400);
    const adminOnly = await shop.product({ status: 'ADMIN_ORDER' });
    const byMember = await add({ productId: adminOnly.id, quantity: 100, targetKey: 'a.b' });
    expect(byMember.status).toBe(400);
    expect(byMember.body.code).toBe('PRODUCT_NOT_SALEABLE');
    expect((await add({ productId: adminOnly.id, quantity: 100, targetKey: 'a.b' }, shop.admin.accessToken)).status).toBe(201);
    expect((await add({ productId: 999_999, quantity: 100, targetKey: 'a.b' })).status).toBe(404);
  });

  it('데일리 상품은 기간이 최소~최대 안이어야 하고, 단건 상품은 기간을 고를 수 없다', async () => {
    const daily = await shop.product({ kind: 'DAILY', minDays: 7, maxDays: 30 });
    const noDays = await add({ productId: daily.id, quantity: 100, targetKey: 'daily.me' });
    expect(noDays.status).toBe(201);
    expect(noDays.body).toMatchObject({ days: 7, total: 50 * 100 * 7 });
    expect((await add({ productId: daily.id, quantity: 100, targetKey: 'daily.me', days: 31 })).status).toBe(400);
    const single = await add({ productId, quantity: 100, targetKey: 'single.me', days: 3 });
    expect(single.status).toBe(400);
    expect(single.body.code).toBe('INVALID_DAYS');
  });

  it('로그인하지 않으면 401, 본문이 틀리면 400', async () => {
    expect((await t.json('POST', '/v1/carts', { productId, quantity: 100, targetKey: 'x.y' })).status).toBe(401);
    expect((await add({ productId, quantity: 'many', targetKey: 'x.y' })).status).toBe(400);
  });
});

describe('GET /v1/carts, GET·PATCH /v1/carts/{id}', () => {
  it('내 항목만 보이고, 판매가 멈춘 상품은 available=false', async () => {
    const member = await t.signup();
    const soon = await shop.product();
    await add({ productId, quantity: 100, targetKey: 'list.a' }, member.accessToken);
    await add({ productId: soon.id, quantity: 100, targetKey: 'list.b' }, member.accessToken);
    await shop.setStatus(soon.id, 'NOTSALE');
    const res = await t.json('GET', '/v1/carts', undefined, member.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.cartItemList.map((i: { targetKey: string; available: boolean }) => [i.targetKey, i.available])).toEqual([
      ['list.a', true],
      ['list.b', false],
    ]);
  });

  it('남의 장바구니 항목은 조회·수정 모두 404', async () => {
    const other = await t.signup();
    const item = await add({ productId, quantity: 100, targetKey: 'private.item' }, other.accessToken);
    expect((await t.json('GET', `/v1/carts/${item.body.id}`, undefined, me.accessToken)).status).toBe(404);
    const patch = await t.json('PATCH', `/v1/carts/${item.body.id}`, { quantity: 200 }, me.accessToken);
    expect(patch.status).toBe(404);
    expect(patch.body.code).toBe('CART_ITEM_NOT_FOUND');
  });

  it('수량을 바꾸면 다시 계산하고, 범위를 벗어나면 400', async () => {
    const item = await add({ productId, quantity: 100, targetKey: 'patch.me' });
    const res = await t.json('PATCH', `/v1/carts/${item.body.id}`, { quantity: 5_000 }, me.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ quantity: 5_000, discountRate: 10, total: 225_000 });
    expect((await t.json('PATCH', `/v1/carts/${item.body.id}`, { quantity: 1 }, me.accessToken)).status).toBe(400);
    expect((await t.json('PATCH', `/v1/carts/${item.body.id}`, {}, me.accessToken)).status).toBe(400);
  });
});

describe('DELETE /v1/carts?ids=', () => {
  it('내 것만 지우고 남의 것·없는 id 는 무시한다: 204', async () => {
    const member = await t.signup();
    const other = await t.signup();
    const mine = await add({ productId, quantity: 100, targetKey: 'del.a' }, member.accessToken);
    const keep = await add({ productId, quantity: 100, targetKey: 'del.b' }, member.accessToken);
    const theirs = await add({ productId, quantity: 100, targetKey: 'del.c' }, other.accessToken);
    const res = await t.json('DELETE', `/v1/carts?ids=${mine.body.id},${theirs.body.id},999999`, undefined, member.accessToken);
    expect(res.status).toBe(204);
    const list = await t.json('GET', '/v1/carts', undefined, member.accessToken);
    expect(list.body.cartItemList.map((i: { id: number }) => i.id)).toEqual([keep.body.id]);
    expect((await t.json('GET', `/v1/carts/${theirs.body.id}`, undefined, other.accessToken)).status).toBe(200);
  });

  it('ids 가 없거나 형식이 틀리면 400', async () => {
    for (const query of ['', '?ids=', '?ids=a,b', '?ids=1,,2', '?ids=0']) {
      const res = await t.json('DELETE', `/v1/carts${query}`, undefined, me.accessToken);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
