import { and, count, eq } from 'drizzle-orm';
import type { EasyPayProvider, PaymentMethod } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { payments, purchases, services } from '../db/schema';
import { purchasePaymentColumns } from './purchases.repository';

export type PaymentPurchaseRow = NonNullable<Awaited<ReturnType<typeof findPurchaseById>>>;

export async function findPurchaseById(db: Db, p: { purchaseId: number }) {
  const rows = await db.select(purchasePaymentColumns).from(purchases).where(eq(purchases.id, p.purchaseId)).limit(1);
  return rows[0] ?? null;
}

/** 결제 준비: 같은 구매를 동시에 준비하지 못하게 줄을 잠근다 */
export async function findPurchaseForUpdate(db: Db, p: { purchaseId: number }) {
  const rows = await db.select(purchasePaymentColumns).from(purchases).where(eq(purchases.id, p.purchaseId)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function findPurchaseByOrderNo(db: Db, p: { orderNo: string }) {
  const rows = await db.select(purchasePaymentColumns).from(purchases).where(eq(purchases.orderNo, p.orderNo)).limit(1);
  return rows[0] ?? null;
}

/** 조건부 갱신: 주문서 상태인 구매만 결제 대기로. 0행이면 false */
export async function markWaitingIfOrderForm(
  db: Db,
  p: {
    purchaseId: number;
    method: PaymentMethod;
    memberCouponId: number | null;
    couponDiscount: number;
    pointUsed: number;
    totalAmount: number;
    depositorName: string | null;
    easyPayProvider?: EasyPayProvider | null;
    depositDeadline: Date;
    now: Date;
  },
) {
  const { purchaseId, now, ...values } = p;
  const rows = await db
    .update(purchases)
    .set({ ...values, status: 'WAITING_PAYMENT', updatedAt: now })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'ORDER_FORM')))
    .returning({ id: purchases.id });
  return rows.length === 1;
}

export function insertPayment(
  db: Db,
  p: { purchaseId: number; provider: string; paymentKey: string; amount: number; status: string; canceledAmount?: number; raw: Record<string, unknown>; approvedAt: Date | null },
) {
  return db.insert(payments).values(p).onConflictDoNothing({ target: payments.paymentKey });
}

export async function countServicesOfPurchase(db: Db, p: { purchaseId: number }) {
  const rows = await db.select({ n: count() }).from(services).where(eq(services.purchaseId, p.purchaseId));
  return rows[0]?.n ?? 0;
}
