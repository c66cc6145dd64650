import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashReceipts, purchaseRefunds, virtualAccounts } from '../db/schema';

/** 구매들에 발급된 가상계좌(입금할 곳을 보이려고) */
export function listVirtualAccountsOf(db: Db, p: { purchaseIds: number[] }) {
  if (p.purchaseIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      purchaseId: virtualAccounts.purchaseId,
      bankCode: virtualAccounts.bankCode,
      accountNumber: virtualAccounts.accountNumber,
      holderName: virtualAccounts.holderName,
      dueDate: virtualAccounts.dueDate,
    })
    .from(virtualAccounts)
    .where(inArray(virtualAccounts.purchaseId, p.purchaseIds));
}

export async function findCashReceiptOf(db: Db, p: { purchaseId: number }) {
  const rows = await db.select().from(cashReceipts).where(eq(cashReceipts.purchaseId, p.purchaseId)).limit(1);
  return rows[0] ?? null;
}

/** 계좌로 돌려주는 환불(현금 환불)만, 요청한 순서대로 */
export function listCashRefundsOf(db: Db, p: { purchaseId: number }) {
  return db
    .select()
    .from(purchaseRefunds)
    .where(and(eq(purchaseRefunds.purchaseId, p.purchaseId), eq(purchaseRefunds.to, 'CASH')))
    .orderBy(asc(purchaseRefunds.sequence));
}
