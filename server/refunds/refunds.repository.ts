import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, purchaseRefunds, purchases, type PurchaseRefundStatus } from '../db/schema';

const cashRefundColumns = {
  id: purchaseRefunds.id,
  purchaseId: purchaseRefunds.purchaseId,
  orderNo: purchases.orderNo,
  memberEmail: members.email,
  amount: purchaseRefunds.amount,
  bankCode: purchaseRefunds.bankCode,
  accountNumber: purchaseRefunds.accountNumber,
  holderName: purchaseRefunds.holderName,
  status: purchaseRefunds.status,
  reason: purchaseRefunds.reason,
  createdAt: purchaseRefunds.createdAt,
  transferredOn: purchaseRefunds.transferredOn,
  doneAt: purchaseRefunds.doneAt,
};
export type CashRefundRow = Awaited<ReturnType<typeof listCashRefunds>>['rows'][number];

/** 계좌 환불 목록: 이체 대기는 오래된 것부터(먼저 돌려줄 것), 다른 상태는 최신부터 */
export async function listCashRefunds(db: Db, p: { status: PurchaseRefundStatus; limit: number; offset: number }) {
  const where = and(eq(purchaseRefunds.to, 'CASH'), eq(purchaseRefunds.status, p.status));
  const order = p.status === 'AWAITING_TRANSFER' ? asc(purchaseRefunds.id) : desc(purchaseRefunds.id);
  const rows = await db
    .select(cashRefundColumns)
    .from(purchaseRefunds)
    .innerJoin(purchases, eq(purchases.id, purchaseRefunds.purchaseId))
    .leftJoin(members, eq(members.id, purchases.memberId))
    .where(where)
    .orderBy(order)
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await db.select({ n: count() }).from(purchaseRefunds).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** 한 구매의 계좌 환불(오래된 순): 구매 상세에 보인다 */
export function listCashRefundsOfPurchase(db: Db, p: { purchaseId: number }) {
  return db
    .select()
    .from(purchaseRefunds)
    .where(and(eq(purchaseRefunds.purchaseId, p.purchaseId), eq(purchaseRefunds.to, 'CASH')))
    .orderBy(purchaseRefunds.sequence);
}

export async function findRefundById(db: Db, p: { id: number }) {
  const rows = await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.id, p.id)).limit(1);
  return rows[0] ?? null;
}

/** 조건부: 이체 대기인 계좌 환불만 DONE 으로. 바뀐 줄(없으면 null) */
export async function markTransferredIfAwaiting(db: Db, p: { id: number; transferredOn: string; adminId: number; now: Date }) {
  const rows = await db
    .update(purchaseRefunds)
    .set({ status: 'DONE', transferredOn: p.transferredOn, doneBy: p.adminId, doneAt: p.now, updatedAt: p.now })
    .where(and(eq(purchaseRefunds.id, p.id), eq(purchaseRefunds.to, 'CASH'), eq(purchaseRefunds.status, 'AWAITING_TRANSFER')))
    .returning({
      id: purchaseRefunds.id,
      status: purchaseRefunds.status,
      transferredOn: purchaseRefunds.transferredOn,
      purchaseId: purchaseRefunds.purchaseId,
      sequence: purchaseRefunds.sequence,
      amount: purchaseRefunds.amount,
      bankCode: purchaseRefunds.bankCode,
    });
  return rows[0] ?? null;
}

/**
 * 이 환불이 구매를 전액 환불로 끝낸 것이면, 그때 함께 돌려준(결제에 썼던) 적립금. 아니면 0.
 * 전액 환불 뒤에는 더 환불할 수 없으므로 REFUNDED 구매의 마지막 환불이 그 전액 환불이다.
 */
export async function findReturnedPointOfRefund(db: Db, p: { purchaseId: number; sequence: number }) {
  const rows = await db
    .select({ status: purchases.status, pointUsed: purchases.pointUsed, last: max(purchaseRefunds.sequence) })
    .from(purchases)
    .innerJoin(purchaseRefunds, eq(purchaseRefunds.purchaseId, purchases.id))
    .where(eq(purchases.id, p.purchaseId))
    .groupBy(purchases.id);
  const row = rows[0];
  return row && row.status === 'REFUNDED' && row.last === p.sequence ? row.pointUsed : 0;
}
