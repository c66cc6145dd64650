import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { coupons, memberCoupons, members, payments, testGatewayPayments, purchaseLines, purchases } from '../../../server/db/schema';
import { markPurchasePaid } from '../../../server/purchases/settlement.service';
import type { PaymentMethod } from '../../../lib/schemas/purchases';
import type { TestApp } from '../../helpers/test-app';
import { catalogueFixtures } from '../catalogue/fixtures';

/**
 * 구매 행은 DB 에 직접 넣는다: 회원 결제 흐름(다른 도메인)과 상관없이 금액·쿠폰·적립금 사용을 정확히 고르려고.
 * 상품은 관리자 API 로, 결제 완료는 서버의 markPurchasePaid 로 만든다(운영과 같은 길).
 */
export async function purchaseFixtures(t: TestApp, adminToken: string) {
  const cat = catalogueFixtures(t, adminToken);
  const { channel, type } = await cat.shelf();
  const product = await cat.product(channel.id, type.id, { name: '한국인 팔로워' });

  type WaitingOptions = {
    memberId: number;
    method?: PaymentMethod;
    totalAmount?: number;
    pointUsed?: number;
    depositorName?: string | null;
    depositDeadline?: Date | null;
    memberCouponId?: number | null;
    createdAt?: Date;
    orderNo?: string;
  };

  /** 결제 대기 구매 하나(주문 줄 2개: 합계 = totalAmount + pointUsed) */
  async function waiting(o: WaitingOptions) {
    const totalAmount = o.totalAmount ?? 12_000;
    const pointUsed = o.pointUsed ?? 0;
    const subtotal = totalAmount + pointUsed;
    const [row] = await t.db
      .insert(purchases)
      .values({
        memberId: o.memberId,
        orderNo: o.orderNo ?? `ORD-${randomBytes(6).toString('hex')}`,
        status: 'WAITING_PAYMENT',
        method: o.method ?? 'NO_DEPOSIT',
        source: 'BUY_NOW',
        orderName: '한국인 팔로워 외 1건',
        subtotal,
        pointUsed,
        totalAmount,
        memberCouponId: o.memberCouponId ?? null,
        depositorName: o.depositorName === undefined ? '홍길동' : o.depositorName,
        depositDeadline: o.depositDeadline === undefined ? new Date(Date.now() + 86_400_000) : o.depositDeadline,
        createdAt: o.createdAt ?? new Date(),
      })
      .returning({ id: purchases.id, orderNo: purchases.orderNo });
    const half = Math.floor(subtotal / 2);
    const line = (total: number, targetKey: string) => ({
      purchaseId: row!.id,
      productId: product.id,
      productName: '한국인 팔로워',
      productKind: 'SINGLE' as const,
      targetKey,
      unitPrice: 50,
      quantity: Math.max(1, Math.floor(total / 50)),
      subtotal: total,
      total,
    });
    await t.db.insert(purchaseLines).values([line(half, 'growth.one'), line(subtotal - half, 'growth.two')]);
    return row!;
  }

  /** 카드로 결제 완료된 구매: 결제 기록과 서비스까지 */
  async function paidByCard(o: Omit<WaitingOptions, 'method'>) {
    const row = await waiting({ ...o, method: 'CARD', depositorName: null, depositDeadline: null });
    const paymentKey = `tgk_${randomBytes(12).toString('hex')}`;
    await t.db.transaction(async (tx) => {
      await markPurchasePaid(tx, { purchaseId: row.id, method: 'CARD', paymentKey, actor: { memberId: o.memberId, role: 'MEMBER' }, now: new Date() });
      const amount = o.totalAmount ?? 12_000;
      await tx.insert(payments).values({ purchaseId: row.id, provider: 'test', paymentKey, amount, status: 'DONE', approvedAt: new Date() });
      // 내장 테스트 결제사의 장부에도 승인된 결제로 적는다: 환불(취소)은 결제사가 아는 결제에만 된다
      await tx.insert(testGatewayPayments).values({ paymentKey, orderId: row.orderNo, method: '카드', status: 'DONE', totalAmount: amount, balanceAmount: amount, approvedAt: new Date() });
    });
    return { ...row, paymentKey };
  }

  /** 이 구매에 예약된 쿠폰(결제하면 USED 가 된다) */
  async function reservedCoupon(memberId: number) {
    const [coupon] = await t.db
      .insert(coupons)
      .values({ name: `환불 시험 쿠폰 ${randomBytes(3).toString('hex')}`, discountType: 'FIXED', discountValue: 1_000 })
      .returning({ id: coupons.id });
    const [mc] = await t.db.insert(memberCoupons).values({ memberId, couponId: coupon!.id, status: 'RESERVED' }).returning({ id: memberCoupons.id });
    return {
      id: mc!.id,
      attach: (purchaseId: number) => t.db.update(memberCoupons).set({ purchaseId }).where(eq(memberCoupons.id, mc!.id)),
    };
  }

  async function pointOf(memberId: number) {
    const [m] = await t.db.select({ point: members.point }).from(members).where(eq(members.id, memberId));
    return m!.point;
  }

  return { product, waiting, paidByCard, reservedCoupon, pointOf };
}
