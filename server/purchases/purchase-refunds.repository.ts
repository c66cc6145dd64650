import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { purchaseRefunds, virtualAccounts, type PurchaseRefundStatus } from '../db/schema';

export type PurchaseRefundRow = typeof purchaseRefunds.$inferSelect;

/** 진행 중(PENDING)인 환불: 구매마다 하나뿐(부분 유일 색인) */
export async function findPendingRefundForUpdate(db: Db, p: { purchaseId: number }) {
  const rows = await db
    .select()
    .from(purchaseRefunds)
    .where(and(eq(purchaseRefunds.purchaseId, p.purchaseId), eq(purchaseRefunds.status, 'PENDING')))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function countRefundsOfPurchase(db: Db, p: { purchaseId: number }) {
  const rows = await db.select({ n: count() }).from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, p.purchaseId));
  return rows[0]?.n ?? 0;
}

export async function insertRefund(db: Db, row: typeof purchaseRefunds.$inferInsert) {
  const rows = await db.insert(purchaseRefunds).values(row).returning();
  return rows[0]!;
}

/** 조건부 마무리: PENDING 인 줄만. 바뀌었으면 true */
export async function finishPendingRefund(
  db: Db,
  p: { id: number; status: PurchaseRefundStatus; gatewayCode?: string | null; message?: string | null; now: Date },
) {
  const rows = await db
    .update(purchaseRefunds)
    .set({ status: p.status, gatewayCode: p.gatewayCode ?? null, message: p.message?.slice(0, 300) ?? null, doneAt: p.now, updatedAt: p.now })
    .where(and(eq(purchaseRefunds.id, p.id), eq(purchaseRefunds.status, 'PENDING')))
    .returning({ id: purchaseRefunds.id });
  return rows.length === 1;
}

/** 가상계좌 결제의 결제 키(구매에 적히지 않았을 때): 환불은 이 결제를 취소한다 */
export async function findVirtualAccountPaymentKey(db: Db, p: { purchaseId: number }) {
  const rows = await db.select({ paymentKey: virtualAccounts.paymentKey }).from(virtualAccounts).where(eq(virtualAccounts.purchaseId, p.purchaseId)).limit(1);
  return rows[0]?.paymentKey ?? null;
}
