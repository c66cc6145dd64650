import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { cartItems, coupons, memberCoupons, paymentAttempts, payments, pointLedger, purchaseLines, purchases, purchaseStatusHistory, services } from '../../../server/db/schema';
import { changePoints } from '../../../server/points/points.service';
import { TestGateway } from '../../../server/providers/payments';
import type { TestApp, TestMember } from '../../helpers/test-app';
import { catalogueFixtures } from '../catalogue/fixtures';

const UNIT_PRICE = 50;

/** 결제 시험의 준비물: 상품 하나, 장바구니 → 주문서, 적립금, 쿠폰, 그리고 DB 를 읽는 확인 도우미 */
export async function paymentFixtures(t: TestApp) {
  const admin = await t.loginAsAdmin();
  const cat = catalogueFixtures(t, admin.accessToken);
  const { channel, type } = await cat.shelf();
  const product = await cat.product(channel.id, type.id, { unitPrice: UNIT_PRICE, discountTiers: [] });

  /** 장바구니에 줄을 담고 그 줄로 주문서(ORDER_FORM)를 만든다. 줄마다 수량 × 50원 */
  async function orderForm(member: TestMember, quantities: number[] = [100, 200]) {
    const cartItemIds: number[] = [];
    for (const quantity of quantities) {
      const res = await t.json('POST', '/v1/carts', { productId: product.id, quantity, targetKey: `user_${randomBytes(4).toString('hex')}` }, member.accessToken);
      if (res.status !== 201 && res.status !== 200) throw new Error(`장바구니 담기: ${res.status} ${JSON.stringify(res.body)}`);
      cartItemIds.push(res.body.id);
    }
    const subtotal = quantities.reduce((s, q) => s + q * UNIT_PRICE, 0);
    const res = await t.json('POST', '/v1/purchases/payment-information-from-cart', { cartItemIds }, member.accessToken);
    if (res.status === 200 || res.status === 201) return { purchaseId: res.body.id as number, orderNo: res.body.orderNo as string, cartItemIds, subtotal };
    if (res.status !== 404) throw new Error(`주문서: ${res.status} ${JSON.stringify(res.body)}`);
    return { ...(await insertOrderForm(member.memberId, cartItemIds, quantities)), cartItemIds, subtotal };
  }

  // 주문서 API 가 아직 없을 때만: 같은 모양의 ORDER_FORM 구매를 직접 넣는다
  async function insertOrderForm(memberId: number, cartItemIds: number[], quantities: number[]) {
    const orderNo = `T${Date.now()}${randomBytes(4).toString('hex')}`;
    const subtotal = quantities.reduce((s, q) => s + q * UNIT_PRICE, 0);
    const [row] = await t.db
      .insert(purchases)
      .values({ memberId, orderNo, source: 'CART', orderName: '테스트 주문', subtotal, totalAmount: subtotal })
      .returning({ id: purchases.id });
    await t.db.insert(purchaseLines).values(
      quantities.map((quantity, i) => ({
        purchaseId: row!.id,
        productId: product.id,
        cartItemId: cartItemIds[i]!,
        productName: product.name,
        productKind: 'SINGLE' as const,
        targetKey: `line-${i}`,
        unitPrice: UNIT_PRICE,
        quantity,
        subtotal: quantity * UNIT_PRICE,
        total: quantity * UNIT_PRICE,
      })),
    );
    return { purchaseId: row!.id, orderNo };
  }

  const grantPoints = (memberId: number, amount: number) =>
    t.db.transaction((tx) => changePoints(tx, { memberId, type: 'ADMIN_GRANT', amount, memo: '시험 적립' }));

  async function giveCoupon(memberId: number, discountValue = 1000) {
    const [coupon] = await t.db
      .insert(coupons)
      .values({ name: `시험 쿠폰 ${randomBytes(3).toString('hex')}`, discountType: 'FIXED', discountValue, minOrderAmount: 0 })
      .returning({ id: coupons.id });
    const [mc] = await t.db.insert(memberCoupons).values({ memberId, couponId: coupon!.id }).returning({ id: memberCoupons.id });
    return mc!.id;
  }

  /** 승인 버튼을 누른 것처럼 테스트 결제사의 결제 키를 만든다 */
  const testGateway = new TestGateway(t.db, t.config.JWT_SECRET);
  const paymentKeyFor = (orderId: string, amount: number) => testGateway.paymentKeyFor(orderId, amount);

  const state = {
    purchase: async (purchaseId: number) => (await t.db.select().from(purchases).where(eq(purchases.id, purchaseId)))[0]!,
    services: (purchaseId: number) => t.db.select().from(services).where(eq(services.purchaseId, purchaseId)),
    payments: (purchaseId: number) => t.db.select().from(payments).where(eq(payments.purchaseId, purchaseId)),
    attempts: (purchaseId: number) => t.db.select().from(paymentAttempts).where(eq(paymentAttempts.purchaseId, purchaseId)),
    ledger: (purchaseId: number) => t.db.select().from(pointLedger).where(eq(pointLedger.purchaseId, purchaseId)),
    history: (purchaseId: number) => t.db.select().from(purchaseStatusHistory).where(eq(purchaseStatusHistory.purchaseId, purchaseId)),
    coupon: async (memberCouponId: number) => (await t.db.select().from(memberCoupons).where(eq(memberCoupons.id, memberCouponId)))[0]!,
    cartIds: async (memberId: number, ids: number[]) =>
      (await t.db.select({ id: cartItems.id }).from(cartItems).where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)))).map((r) => r.id),
  };

  return { product, orderForm, grantPoints, giveCoupon, paymentKeyFor, state };
}

export type PaymentFixtures = Awaited<ReturnType<typeof paymentFixtures>>;
