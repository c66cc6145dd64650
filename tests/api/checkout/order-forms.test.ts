import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { shopFixtures } from '../carts/fixtures';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopFixtures>>;
let me: TestMember;
let followers: number;
let likes: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await shopFixtures(t);
  me = await t.signup();
  followers = (await shop.product({ name: '인스타그램 한국인 팔로워' })).id;
  likes = (await shop.product({ name: '인스타그램 좋아요', unitPrice: 10, targetKind: 'INSTAGRAM_POST_URL' })).id;
});
afterAll(() => t.close());

const addToCart = async (body: Record<string, unknown>, token = me.accessToken) => {
  const res = await t.json('POST', '/v1/carts', body, token);
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const fromCart = (cartItemIds: unknown, token = me.accessToken) =>
  t.json('POST', '/v1/purchases/payment-information-from-cart', { cartItemIds }, token);
const buyNow = (body: Record<string, unknown>, token = me.accessToken) =>
  t.json('POST', '/v1/purchases/payment-information-from-buy-now', body, token);
const purchaseCount = async (memberId: number) =>
  (await t.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.memberId, memberId))).length;

describe('POST /v1/purchases/payment-information-from-cart', () => {
  it('줄마다 수량 할인 구간을 적용하고 합계를 서버가 계산한다: 201 주문서', async () => {
    const a = await addToCart({ productId: followers, quantity: 500, targetKey: 'sum.a' }); // 25,000 할인 없음
    const b = await addToCart({ productId: followers, quantity: 1_000, targetKey: 'sum.b' }); // 50,000 - 5% 2,500
    const c = await addToCart({ productId: likes, quantity: 5_000, targetKey: 'https://instagram.com/p/ABCDE12345' }); // 50,000 - 10% 5,000
    const res = await fromCart([a, b, c]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'ORDER_FORM',
      statusLabel: '주문서 작성 중',
      method: null,
      orderName: '인스타그램 한국인 팔로워 외 2건',
      subtotal: 125_000,
      quantityDiscount: 7_500,
      couponDiscount: 0,
      pointUsed: 0,
      totalAmount: 117_500,
      memberCouponId: null,
      pointBalance: 0,
      availableCouponCount: 0,
      services: [],
    });
    expect(res.body.orderNo).toMatch(/^GM\d{8}[A-Za-z0-9]{10}$/);
    expect(res.body.lines.map((l: Record<string, number>) => [l.quantity, l.discountRate, l.subtotal, l.discount, l.total])).toEqual([
      [500, 0, 25_000, 0, 25_000],
      [1_000, 5, 50_000, 2_500, 47_500],
      [5_000, 10, 50_000, 5_000, 45_000],
    ]);
    expect(res.body.lines[2]).toMatchObject({ productName: '인스타그램 좋아요', targetKey: 'https://www.instagram.com/p/ABCDE12345/', unitPrice: 10 });
  });

  it('주문번호는 서울 날짜를 쓰고 매번 다르다', async () => {
    const id = await addToCart({ productId: followers, quantity: 100, targetKey: 'orderno.me' });
    const one = await fromCart([id]);
    const two = await fromCart([id]);
    expect(one.body.orderName).toBe('인스타그램 한국인 팔로워');
    expect(one.body.orderNo).not.toBe(two.body.orderNo);
    const seoulToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(t.deps.now()).replaceAll('-', '');
    expect(one.body.orderNo.slice(2, 10)).toBe(seoulToday);
  });

  it('남의 장바구니 항목이나 없는 id 가 하나라도 있으면 404, 아무것도 쓰지 않는다', async () => {
    const member = await t.signup();
    const other = await t.signup();
    const mine = await addToCart({ productId: followers, quantity: 100, targetKey: 'mine.x' }, member.accessToken);
    const theirs = await addToCart({ productId: followers, quantity: 100, targetKey: 'theirs.x' }, other.accessToken);
    for (const ids of [[mine, theirs], [mine, 999_999]]) {
      const res = await fromCart(ids, member.accessToken);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('CART_ITEM_NOT_FOUND');
    }
    expect(await purchaseCount(member.memberId)).toBe(0);
  });

  it('빈 목록은 400, 판매가 멈춘 상품이 섞이면 400 이고 아무것도 쓰지 않는다', async () => {
    const member = await t.signup();
    const empty = await fromCart([], member.accessToken);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('주문할 장바구니 항목을 골라주세요.');
    const soon = await shop.product();
    const ok = await addToCart({ productId: followers, quantity: 100, targetKey: 'ok.x' }, member.accessToken);
    const stopped = await addToCart({ productId: soon.id, quantity: 100, targetKey: 'stop.x' }, member.accessToken);
    await shop.setStatus(soon.id, 'NOTSALE');
    const res = await fromCart([ok, stopped], member.accessToken);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PRODUCT_NOT_SALEABLE');
    expect(await purchaseCount(member.memberId)).toBe(0);
  });
});

describe('POST /v1/purchases/payment-information-from-buy-now', () => {
  it('대상 입력을 상품의 종류로 정규화해 주문 줄에 적는다', async () => {
    const res = await buyNow({ productId: likes, quantity: 1_000, targetKey: 'https://www.instagram.com/reel/XyZ12345ab/?igsh=abc' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subtotal: 10_000, quantityDiscount: 500, totalAmount: 9_500, orderName: '인스타그램 좋아요' });
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0]).toMatchObject({ targetKey: 'https://www.instagram.com/p/XyZ12345ab/', quantity: 1_000, days: 1 });
  });

  it('틀린 대상·수량·상품은 거절하고 아무것도 쓰지 않는다', async () => {
    const member = await t.signup();
    const badTarget = await buyNow({ productId: likes, quantity: 100, targetKey: 'just.a.username' }, member.accessToken);
    expect(badTarget.status).toBe(400);
    expect(badTarget.body).toMatchObject({ code: 'INVALID_TARGET', message: '인스타그램 게시물 주소를 확인해주세요.' });
    const badQuantity = await buyNow({ productId: followers, quantity: 10_001, targetKey: 'q.x' }, member.accessToken);
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.body.code).toBe('INVALID_QUANTITY');
    expect((await buyNow({ productId: 999_999, quantity: 100, targetKey: 'q.x' }, member.accessToken)).status).toBe(404);
    expect(await purchaseCount(member.memberId)).toBe(0);
  });

  it('클라이언트가 보낸 금액은 무시한다', async () => {
    const res = await buyNow({ productId: followers, quantity: 100, targetKey: 'cheap.me', totalAmount: 1, unitPrice: 1 });
    expect(res.status).toBe(201);
    expect(res.body.totalAmount).toBe(5_000);
  });
});
