import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { virtualAccounts } from '../db/schema';

/** 구매들에 발급된 가상계좌(입금할 곳을 보이려고) */
export function listVirtualAccountsOf(db: Db, p: { purchaseIds: number[] }) {
  if (p.purchaseIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      purchaseId: virtualAccounts.purchaseId,
      provider: virtualAccounts.provider,
      paymentKey: virtualAccounts.paymentKey,
      bankCode: virtualAccounts.bankCode,
      accountNumber: virtualAccounts.accountNumber,
      holderName: virtualAccounts.holderName,
      dueDate: virtualAccounts.dueDate,
    })
    .from(virtualAccounts)
    .where(inArray(virtualAccounts.purchaseId, p.purchaseIds));
}
