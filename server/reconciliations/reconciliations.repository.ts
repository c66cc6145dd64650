import { and, gte, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, purchases } from '../db/schema';

/** 가게의 결제 기록: 결제 키들의 것과, 그날 승인된 것 */
export function listPaymentsForDay(db: Db, p: { paymentKeys: string[]; from: Date; to: Date }) {
  const inDay = and(gte(payments.approvedAt, p.from), lt(payments.approvedAt, p.to));
  return db
    .select({
      purchaseId: payments.purchaseId,
      paymentKey: payments.paymentKey,
      provider: payments.provider,
      amount: payments.amount,
      status: payments.status,
      canceledAmount: payments.canceledAmount,
      approvedAt: payments.approvedAt,
    })
    .from(payments)
    .where(p.paymentKeys.length > 0 ? or(inDay, inArray(payments.paymentKey, p.paymentKeys)) : inDay);
}

/** 구매 번호·상태(주문번호로도) */
export function listPurchasesByIdsOrOrderNos(db: Db, p: { ids: number[]; orderNos: string[] }) {
  const conds = [];
  if (p.ids.length > 0) conds.push(inArray(purchases.id, p.ids));
  if (p.orderNos.length > 0) conds.push(inArray(purchases.orderNo, p.orderNos));
  if (conds.length === 0) return Promise.resolve([]);
  return db.select({ id: purchases.id, orderNo: purchases.orderNo, status: purchases.status }).from(purchases).where(or(...conds));
}
