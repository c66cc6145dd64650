import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemo } from '../../../server/db/seed';
import { seedCoupons } from '../../../server/db/seed/coupons';
import { products } from '../../../server/db/schema';
import { findMemberByEmail } from '../../../server/members/members.repository';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await seedCoupons(t.db); // 두 번째: 아무것도 더하지 않아야 한다
});
afterAll(() => t.close());

it('seedCoupons – 데모 회원은 쿠폰 4장(인스타그램 전용 포함)과 가입 축하 적립금 5,000원을 한 번만 받는다', async () => {
  const { email, password } = DEMO_ACCOUNTS.member;
  const demo = await t.login(email, password);
  const memberId = (await findMemberByEmail(t.db, email))!.id;
  const info = await t.json('GET', `/v1/my-page/${memberId}`, undefined, demo.accessToken);
  expect(info.body.point).toBe(5_000);

  const [product] = await t.db.select().from(products).where(eq(products.name, '인스타그램 한국인 팔로워'));
  const order = await t.json(
    'POST',
    '/v1/purchases/payment-information-from-buy-now',
    { productId: product!.id, quantity: 1_000, targetKey: 'https://www.instagram.com/demo.account/' },
    demo.accessToken,
  );
  expect(order.status).toBe(201);
  expect(order.body).toMatchObject({ pointBalance: 5_000, availableCouponCount: 4 });
  const coupons = await t.json('GET', `/v1/purchases/${order.body.id}/coupons`, undefined, demo.accessToken);
  expect(coupons.body.items.map((c: { name: string }) => c.name)).toEqual([
    '신규 회원 3,000원 할인',
    '10% 할인 (최대 5,000원)',
    '첫 구매 5,000원',
    '인스타그램 전용 10% (최대 3,000원)',
  ]);
  // 인스타그램 상품 주문이라 범위 안: 1,000개 주문의 10%는 최대 3,000원에서 멈춘다
  expect(coupons.body.items[3]).toMatchObject({ usable: true, discount: 3_000 });
});

