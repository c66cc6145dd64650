import { and, asc, eq, inArray } from 'drizzle-orm';
import type { VirtualAccountStatus } from '../db/schema';
import type { Db } from '../db/client';
import { members, purchases, virtualAccounts } from '../db/schema';

export type VirtualAccountRow = typeof virtualAccounts.$inferSelect;

export async function findVirtualAccountOfPurchase(db: Db, p: { purchaseId: number }) {
  const rows = await db.select().from(virtualAccounts).where(eq(virtualAccounts.purchaseId, p.purchaseId)).limit(1);
  return rows[0] ?? null;
}

export async function findVirtualAccountByPaymentKey(db: Db, p: { paymentKey: string }) {
  const rows = await db.select().from(virtualAccounts).where(eq(virtualAccounts.paymentKey, p.paymentKey)).limit(1);
  return rows[0] ?? null;
}

/** 발급 기록: 같은 구매에 두 번 오면(동시 요청) 먼저 적힌 것이 남는다. 남은 줄을 돌려준다 */
export async function insertVirtualAccountIfAbsent(db: Db, row: typeof virtualAccounts.$inferInsert) {
  await db.insert(virtualAccounts).values(row).onConflictDoNothing();
  return (await findVirtualAccountOfPurchase(db, { purchaseId: row.purchaseId }))!;
}

/** 조건부 상태 전이: 지금 상태가 from 중 하나일 때만. 바뀌었으면 true */
export async function transitionVirtualAccount(
  db: Db,
  p: { id: number; from: VirtualAccountStatus[]; to: VirtualAccountStatus; depositedAt?: Date | null; now: Date },
) {
  const rows = await db
    .update(virtualAccounts)
    .set({ status: p.to, ...(p.depositedAt !== undefined ? { depositedAt: p.depositedAt } : {}), updatedAt: p.now })
    .where(and(eq(virtualAccounts.id, p.id), inArray(virtualAccounts.status, p.from)))
    .returning({ id: virtualAccounts.id });
  return rows.length === 1;
}

/** 구매의 입금 기한을 결제사가 정한 계좌 기한으로 맞춘다(결제 대기일 때만) */
export function setDeadlineIfWaiting(db: Db, p: { purchaseId: number; deadline: Date; now: Date }) {
  return db
    .update(purchases)
    .set({ depositDeadline: p.deadline, updatedAt: p.now })
    .where(and(eq(purchases.id, p.purchaseId), eq(purchases.status, 'WAITING_PAYMENT')));
}

export async function findMemberName(db: Db, p: { memberId: number }) {
  const rows = await db.select({ name: members.name }).from(members).where(eq(members.id, p.memberId)).limit(1);
  return rows[0]?.name ?? null;
}

/**
 * 닫아야 할 가상계좌: 구매는 만료·취소됐는데 계좌는 아직 입금 대기인 것. 발급 답을 받지 못해 기록이 없는
 * 계좌는 결제사에서 기한에 스스로 닫히고, 그 뒤 입금 웹훅이 오면 주문번호로 결제사에 물어 처리한다.
 */
export function listVirtualAccountsToClose(db: Db, p: { limit: number }) {
  return db
    .select({ purchaseId: purchases.id, orderNo: purchases.orderNo, accountId: virtualAccounts.id, paymentKey: virtualAccounts.paymentKey })
    .from(virtualAccounts)
    .innerJoin(purchases, eq(purchases.id, virtualAccounts.purchaseId))
    .where(and(eq(virtualAccounts.status, 'WAITING_FOR_DEPOSIT'), inArray(purchases.status, ['EXPIRED', 'PAYMENT_FAILED', 'PAYMENT_CANCELED'])))
    .orderBy(asc(virtualAccounts.id))
    .limit(p.limit);
}
