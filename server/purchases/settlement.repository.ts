import { and, asc, eq, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { PaymentMethod, PurchaseStatus } from '../../lib/schemas/purchases';
import type { Role } from '../../lib/schemas/members';
import type { Db } from '../db/client';
import { cartItems, paymentAttempts, products, purchaseLines, purchases, purchaseStatusHistory } from '../db/schema';

/** 조건부 갱신: 결제 대기인 구매만 PAID 로. 0행이면 null */
export async function markPaidIfWaiting(db: Db, p: { purchaseId: number; method: PaymentMethod; paymentKey: string | null; now: Date }) {
  const rows = await db
    .update(purchases)
    .set({ status: 'PAID', paidAt: p.now, paymentKey: p.paymentKey, method: p.method, updatedAt: p.now })
    .where(and(eq(purchases.id, p.purchaseId), eq(purchases.status, 'WAITING_PAYMENT')))
    .returning({ memberId: purchases.memberId, memberCouponId: purchases.memberCouponId });
  return rows[0] ?? null;
}

/** 조건부 갱신: 결제 대기인 구매만 결제 실패·결제 취소로. 0행이면 null */
export async function markReleasedIfWaiting(db: Db, p: { purchaseId: number; status: 'PAYMENT_FAILED' | 'PAYMENT_CANCELED'; now: Date }) {
  const rows = await db
    .update(purchases)
    .set({ status: p.status, updatedAt: p.now })
    .where(and(eq(purchases.id, p.purchaseId), eq(purchases.status, 'WAITING_PAYMENT')))
    .returning({ memberId: purchases.memberId, memberCouponId: purchases.memberCouponId, pointUsed: purchases.pointUsed });
  return rows[0] ?? null;
}

/** 구매 줄을 잠근다: 같은 구매의 승인 시도 기록과 풀어 주기가 엇갈리지 않게 */
export async function lockPurchase(db: Db, p: { purchaseId: number }) {
  const rows = await db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, p.purchaseId)).for('update').limit(1);
  return rows[0]?.status ?? null;
}

/** 승인이 진행 중이거나 결과를 모르는(OPEN), 또는 취소를 기다리는(CANCEL_PENDING) 시도가 있나 */
export async function hasUnsettledAttempt(db: Db, p: { purchaseId: number }) {
  const rows = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.purchaseId, p.purchaseId), inArray(paymentAttempts.status, ['OPEN', 'CANCEL_PENDING'])))
    .limit(1);
  return rows.length > 0;
}

/** 조건부 갱신: 결제 대기인 구매만 EXPIRED 로. 0행이면 null */
export async function markExpiredIfWaiting(db: Db, p: { purchaseId: number; now: Date }) {
  const rows = await db
    .update(purchases)
    .set({ status: 'EXPIRED', updatedAt: p.now })
    .where(and(eq(purchases.id, p.purchaseId), eq(purchases.status, 'WAITING_PAYMENT')))
    .returning({ memberId: purchases.memberId, memberCouponId: purchases.memberCouponId, pointUsed: purchases.pointUsed });
  return rows[0] ?? null;
}

export async function findPurchaseStatus(db: Db, p: { purchaseId: number }): Promise<PurchaseStatus | null> {
  const rows = await db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, p.purchaseId)).limit(1);
  return rows[0]?.status ?? null;
}

export function listLinesOfPurchase(db: Db, p: { purchaseId: number }) {
  return db
    .select({
      id: purchaseLines.id,
      productId: purchaseLines.productId,
      cartItemId: purchaseLines.cartItemId,
      productName: purchaseLines.productName,
      targetKey: purchaseLines.targetKey,
      quantity: purchaseLines.quantity,
      days: purchaseLines.days,
      total: purchaseLines.total,
      productKind: purchaseLines.productKind,
      refillDays: products.refillDays,
    })
    .from(purchaseLines)
    .innerJoin(products, eq(products.id, purchaseLines.productId))
    .where(eq(purchaseLines.purchaseId, p.purchaseId))
    .orderBy(asc(purchaseLines.id));
}

export function deleteCartItemsOfMember(db: Db, p: { memberId: number; cartItemIds: number[] }) {
  if (p.cartItemIds.length === 0) return Promise.resolve();
  return db.delete(cartItems).where(and(eq(cartItems.memberId, p.memberId), inArray(cartItems.id, p.cartItemIds)));
}

export function insertStatusHistory(
  db: Db,
  p: {
    purchaseId: number;
    fromStatus: PurchaseStatus | null;
    toStatus: PurchaseStatus;
    actorMemberId: number | null;
    actorRole: Role | 'SYSTEM';
    reason: string | null;
    now: Date;
  },
) {
  const { now, ...values } = p;
  return db.insert(purchaseStatusHistory).values({ ...values, createdAt: now });
}

/** 만료 작업: 기한이 지난 결제 대기 구매를 잠그며 가져온다. 다른 인스턴스가 잡은 줄은 건너뛴다 */
export async function claimOverdueWaitingPurchases(db: Db, p: { now: Date; limit: number }) {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'WAITING_PAYMENT'),
        isNotNull(purchases.depositDeadline),
        lt(purchases.depositDeadline, p.now),
        // 승인이 진행 중이거나 결과를 모르는 구매는 대사 작업이 먼저 결론을 낸다
        notExists(
          db
            .select({ one: sql`1` })
            .from(paymentAttempts)
            .where(and(eq(paymentAttempts.purchaseId, purchases.id), inArray(paymentAttempts.status, ['OPEN', 'CANCEL_PENDING']))),
        ),
      ),
    )
    .orderBy(asc(purchases.depositDeadline))
    .limit(p.limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

