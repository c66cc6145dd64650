import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseLines, purchases, qnas, reviews } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { paymentFixtures, type PaymentFixtures } from '../payments/fixtures';
import { qnaPath } from '../qnas/fixtures';
import { pixels, reviewBody, reviewWorld, THREE_LINES, uploadReviewImage } from '../reviews/fixtures';

let t: TestApp;
let pay: PaymentFixtures;
let world: Awaited<ReturnType<typeof reviewWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  pay = await paymentFixtures(t);
  world = await reviewWorld(t);
});
afterAll(() => t.close());

const NOT_VERIFIED = {
  code: 'EMAIL_NOT_VERIFIED',
  message: '이메일 인증을 마친 뒤 이용할 수 있습니다. 가입한 이메일로 보낸 인증 링크를 열어주세요.',
  meta: null,
};

/** 인증 전 회원은 주문서를 만들 수 없으므로, 결제 길을 시험할 주문서(ORDER_FORM)는 DB 에 직접 둔다 */
async function orderFormOf(member: TestMember, amount: number) {
  const [row] = await t.db
    .insert(purchases)
    .values({ memberId: member.memberId, orderNo: `V${randomBytes(6).toString('hex')}`, source: 'BUY_NOW', orderName: '인증 전 주문', subtotal: amount, totalAmount: amount })
    .returning({ id: purchases.id, orderNo: purchases.orderNo });
  await t.db.insert(purchaseLines).values({
    purchaseId: row!.id,
    productId: pay.product.id,
    productName: pay.product.name,
    productKind: 'SINGLE',
    targetKey: `user_${randomBytes(3).toString('hex')}`,
    unitPrice: 50,
    quantity: amount / 50,
    subtotal: amount,
    total: amount,
  });
  return row!;
}

describe('인증 전 회원 – 결제', () => {
  it('결제의 모든 길(주문서·카드·승인·무통장·입금 알림·적립금·가상계좌·다시 결제)이 403 EMAIL_NOT_VERIFIED, 아무것도 바뀌지 않는다', async () => {
    const me = await t.signup({}, { verified: false });
    const cart = await t.json('POST', '/v1/carts', { productId: pay.product.id, quantity: 100, targetKey: 'growth_cart' }, me.accessToken);
    expect(cart.status).toBe(201);
    const form = await orderFormOf(me, 5_000);
    await pay.grantPoints(me.memberId, 5_000);
    const couponId = await pay.giveCoupon(me.memberId, 1_000);

    const attempts: [string, unknown][] = [
      ['/v1/purchases/payment-information-from-cart', { cartItemIds: [cart.body.id] }],
      ['/v1/purchases/payment-information-from-buy-now', { productId: pay.product.id, quantity: 100, targetKey: 'growth_now' }],
      ['/v1/purchases/card', { purchaseId: form.id, memberCouponId: couponId, pointToUse: 1_000 }],
      ['/v1/purchases/card/authorize', { paymentKey: pay.paymentKeyFor(form.orderNo, 5_000), orderId: form.orderNo, amount: 5_000 }],
      ['/v1/purchases/no-deposit', { purchaseId: form.id, depositorName: '김인증' }],
      [`/v1/purchases/no-deposit/authorize?purchaseId=${form.id}`, undefined],
      ['/v1/purchases/full-point', { purchaseId: form.id, memberCouponId: couponId }],
      ['/v1/purchases/virtual-account', { purchaseId: form.id, bankCode: '88' }],
      [`/v1/purchases/${form.id}/retry`, undefined],
    ];
    for (const [path, body] of attempts) {
      const res = await t.json('POST', path, body, me.accessToken);
      expect(res.status, path).toBe(403);
      expect(res.body, path).toEqual(NOT_VERIFIED);
    }

    expect(await pay.state.purchase(form.id)).toMatchObject({ status: 'ORDER_FORM', pointUsed: 0, couponDiscount: 0 });
    expect(await pay.state.ledger(form.id)).toEqual([]);
    expect(await pay.state.attempts(form.id)).toEqual([]);
    expect((await pay.state.coupon(couponId)).status).toBe('AVAILABLE');
    expect(await t.db.select().from(purchases).where(eq(purchases.memberId, me.memberId))).toHaveLength(1);
    // 읽기는 막지 않는다: 주문서의 쿠폰 목록, 장바구니
    expect((await t.json('GET', `/v1/purchases/${form.id}/coupons`, undefined, me.accessToken)).status).toBe(200);
    expect((await t.json('GET', '/v1/carts', undefined, me.accessToken)).body.cartItemList).toHaveLength(1);
  });

  it('링크를 열면 같은 로그인으로 바로 주문서를 만들고 결제한다', async () => {
    const me = await t.signup({}, { verified: false });
    const form = await orderFormOf(me, 5_000);
    expect((await t.json('POST', '/v1/purchases/full-point', { purchaseId: form.id }, me.accessToken)).status).toBe(403);

    await t.verifyEmail(me.email);
    await pay.grantPoints(me.memberId, 5_000);
    const paid = await t.json('POST', '/v1/purchases/full-point', { purchaseId: form.id }, me.accessToken);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ purchaseId: form.id, status: 'PAID', method: 'FULL_POINT' });
    const next = await pay.orderForm(me, [100]);
    expect(await pay.state.purchase(next.purchaseId)).toMatchObject({ status: 'ORDER_FORM', memberId: me.memberId });
  });
});

describe('인증 전 회원 – 문의와 후기', () => {
  it('문의 등록·후기 등록·후기 사진 올리기가 403 EMAIL_NOT_VERIFIED, 아무것도 남지 않는다. 목록 읽기는 그대로', async () => {
    const me = await t.signup({}, { verified: false });
    const serviceId = await world.completedService(me);

    const inquiry = await t.json(
      'POST',
      qnaPath(me.memberId),
      { memberId: me.memberId, serviceId, category: 'SERVICE_QUESTION', title: '시작 문의', content: '언제 시작되나요?', receiveEmail: false },
      me.accessToken,
    );
    expect(inquiry.status).toBe(403);
    expect(inquiry.body).toEqual(NOT_VERIFIED);
    const review = await t.json('POST', '/v1/reviews', reviewBody(me.memberId, serviceId, { content: THREE_LINES }), me.accessToken);
    expect(review.status).toBe(403);
    expect(review.body).toEqual(NOT_VERIFIED);
    const image = await uploadReviewImage(t, me.accessToken, await pixels('png'), 'photo.png', 'image/png');
    expect(image.status).toBe(403);
    expect(image.body).toEqual(NOT_VERIFIED);

    expect(await t.db.select().from(qnas).where(eq(qnas.memberId, me.memberId))).toEqual([]);
    expect(await t.db.select().from(reviews).where(eq(reviews.memberId, me.memberId))).toEqual([]);
    expect((await t.json('GET', qnaPath(me.memberId), undefined, me.accessToken)).status).toBe(200);
    expect((await t.json('GET', `/v1/reviews/${me.memberId}/services`, undefined, me.accessToken)).status).toBe(200);
  });

  it('링크를 열면 문의·사진·후기를 쓸 수 있다', async () => {
    const me = await t.signup({}, { verified: false });
    const serviceId = await world.completedService(me);
    await t.verifyEmail(me.email);

    const inquiry = await t.json(
      'POST',
      qnaPath(me.memberId),
      { memberId: me.memberId, serviceId, category: 'SERVICE_QUESTION', title: '시작 문의', content: '언제 시작되나요?', receiveEmail: false },
      me.accessToken,
    );
    expect(inquiry.status, JSON.stringify(inquiry.body)).toBe(201);
    const image = await uploadReviewImage(t, me.accessToken, await pixels('png'), 'photo.png', 'image/png');
    expect(image.status).toBe(201);
    const review = await t.json('POST', '/v1/reviews', reviewBody(me.memberId, serviceId, { content: THREE_LINES, imageUrlList: [image.body.imageUrl] }), me.accessToken);
    expect(review.status, JSON.stringify(review.body)).toBe(201);
  });
});
