import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PurchaseStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { cashReceipts, purchases, type CashReceiptType } from '../db/schema';

export type CashReceiptRow = typeof cashReceipts.$inferSelect;

/** 결제 대기 준비 트랜잭션 안에서: 구매마다 하나. 같은 준비를 다시 부르면 처음 것을 둔다 */
export async function insertCashReceiptIfAbsent(db: Db, p: { purchaseId: number; type: CashReceiptType; identityNumber: string }) {
  await db.insert(cashReceipts).values(p).onConflictDoNothing({ target: cashReceipts.purchaseId });
}

export async function findCashReceiptByPurchase(db: Db, p: { purchaseId: number }) {
  const rows = await db.select().from(cashReceipts).where(eq(cashReceipts.purchaseId, p.purchaseId)).limit(1);
  return rows[0] ?? null;
}

const leaseFree = (now: Date) => or(isNull(cashReceipts.leaseUntil), lte(cashReceipts.leaseUntil, now));

/**
 * 발급할 차례인 영수증을 잡는다: 결제가 끝난 구매의 REQUESTED(또는 발급 중 환불되어 취소가 걸린 것), 임대가 비었고
 * 시도가 남은 것. SKIP LOCKED 로 다른 일꾼이 잡은 줄은 건너뛰고, 같은 트랜잭션에서 임대를 걸고 횟수를 올린다.
 */
export async function claimIssuableReceipts(tx: Db, p: { now: Date; leaseUntil: Date; limit: number; issuable: readonly PurchaseStatus[]; maxAttempts: number }) {
  const due = await tx
    .select({ id: cashReceipts.id })
    .from(cashReceipts)
    .innerJoin(purchases, eq(purchases.id, cashReceipts.purchaseId))
    .where(
      and(
        eq(cashReceipts.status, 'REQUESTED'),
        or(inArray(purchases.status, [...p.issuable]), isNotNull(cashReceipts.cancelRequestedAt)),
        lt(cashReceipts.attempts, p.maxAttempts),
        leaseFree(p.now),
      ),
    )
    .orderBy(cashReceipts.id)
    .limit(p.limit)
    .for('update', { of: cashReceipts, skipLocked: true });
  return lease(tx, due, p);
}

/** 취소할 차례인 영수증: 발급됐고 전액 환불로 취소가 걸린 것 */
export async function claimCancelableReceipts(tx: Db, p: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number; purchaseId?: number }) {
  const due = await tx
    .select({ id: cashReceipts.id })
    .from(cashReceipts)
    .where(
      and(
        eq(cashReceipts.status, 'ISSUED'),
        isNotNull(cashReceipts.cancelRequestedAt),
        lt(cashReceipts.attempts, p.maxAttempts),
        leaseFree(p.now),
        p.purchaseId === undefined ? undefined : eq(cashReceipts.purchaseId, p.purchaseId),
      ),
    )
    .orderBy(cashReceipts.id)
    .limit(p.limit)
    .for('update', { skipLocked: true });
  return lease(tx, due, p);
}

async function lease(tx: Db, due: { id: number }[], p: { leaseUntil: Date; now: Date }) {
  if (due.length === 0) return [];
  return tx
    .update(cashReceipts)
    .set({
      leaseUntil: p.leaseUntil,
      attempts: sql`${cashReceipts.attempts} + 1`,
      // 처음 잡을 때 금액을 정해 커밋한다: 같은 Idempotency-Key 의 재요청이 늘 같은 금액을 보내게
      amount: sql`coalesce(${cashReceipts.amount}, (select ${purchases.totalAmount} - ${purchases.refundedAmount} from ${purchases} where ${purchases.id} = ${cashReceipts.purchaseId}))`,
      updatedAt: p.now,
    })
    .where(inArray(cashReceipts.id, due.map((r) => r.id)))
    .returning({
      id: cashReceipts.id,
      purchaseId: cashReceipts.purchaseId,
      type: cashReceipts.type,
      identityNumber: cashReceipts.identityNumber,
      receiptKey: cashReceipts.receiptKey,
      amount: cashReceipts.amount,
      attempts: cashReceipts.attempts,
      cancelRequestedAt: cashReceipts.cancelRequestedAt,
    });
}

export type ClaimedReceipt = Awaited<ReturnType<typeof lease>>[number];

/** 발급에 쓸 구매의 값: 주문번호, 주문명 */
export async function findPurchaseForReceipt(db: Db, p: { purchaseId: number }) {
  const rows = await db
    .select({ orderNo: purchases.orderNo, orderName: purchases.orderName })
    .from(purchases)
    .where(eq(purchases.id, p.purchaseId))
    .limit(1);
  return rows[0] ?? null;
}

/** 발급 기록: REQUESTED 인 줄만(늦게 온 두 번째 기록은 아무것도 바꾸지 않는다). 취소가 걸려 있으면 그대로 두어 취소로 이어진다 */
export async function markIssued(db: Db, p: { id: number; receiptKey: string; issueNumber: string; receiptUrl: string | null; amount: number; now: Date }) {
  const rows = await db
    .update(cashReceipts)
    .set({
      status: 'ISSUED',
      receiptKey: p.receiptKey,
      issueNumber: p.issueNumber,
      receiptUrl: p.receiptUrl,
      amount: p.amount,
      issuedAt: p.now,
      failureMessage: null,
      leaseUntil: null,
      attempts: sql`case when ${cashReceipts.cancelRequestedAt} is null then ${cashReceipts.attempts} else 0 end`,
      updatedAt: p.now,
    })
    .where(and(eq(cashReceipts.id, p.id), eq(cashReceipts.status, 'REQUESTED')))
    .returning({ cancelRequestedAt: cashReceipts.cancelRequestedAt });
  return rows[0] ?? null;
}

/** 실패 한 번: 끝이면 status 로(발급은 FAILED, 발급 전 환불은 CANCELED), 아니면 물러날 때까지 임대를 미룬다 */
export async function markAttemptFailed(
  db: Db,
  p: { id: number; from: 'REQUESTED' | 'ISSUED'; final: 'FAILED' | 'CANCELED' | null; retryAt: Date; message: string; now: Date },
) {
  await db
    .update(cashReceipts)
    .set({
      ...(p.final ? { status: p.final, leaseUntil: null } : { leaseUntil: p.retryAt }),
      ...(p.final === 'CANCELED' ? { canceledAt: p.now } : {}),
      failureMessage: p.message.slice(0, 300),
      updatedAt: p.now,
    })
    .where(and(eq(cashReceipts.id, p.id), eq(cashReceipts.status, p.from)));
}

export async function markCanceled(db: Db, p: { id: number; now: Date }) {
  const rows = await db
    .update(cashReceipts)
    .set({ status: 'CANCELED', canceledAt: p.now, leaseUntil: null, failureMessage: null, updatedAt: p.now })
    .where(and(eq(cashReceipts.id, p.id), eq(cashReceipts.status, 'ISSUED')))
    .returning({ id: cashReceipts.id });
  return rows.length === 1;
}

/**
 * 전액 환불(환불 트랜잭션 안): 결제사를 한 번도 부르지 않은 영수증(발급 대기, 실패로 끝난 것)은 바로 CANCELED.
 * 발급됐거나 발급을 부른 적이 있는 것(답을 못 받았어도 발급됐을 수 있다)은 취소를 걸어 둔다:
 * 일꾼이 같은 Idempotency-Key 로 발급을 마무리한 뒤 결제사에서 취소한다. 취소를 걸었으면 true.
 */
export async function cancelForFullRefund(tx: Db, p: { purchaseId: number; now: Date }): Promise<boolean> {
  const row = (await tx.select().from(cashReceipts).where(eq(cashReceipts.purchaseId, p.purchaseId)).for('update').limit(1))[0];
  if (!row || row.status === 'CANCELED') return false;
  if (row.cancelRequestedAt) return true;
  if (row.status === 'ISSUED' || (row.status === 'REQUESTED' && row.attempts > 0)) {
    await tx
      .update(cashReceipts)
      .set({ cancelRequestedAt: p.now, ...(row.status === 'ISSUED' ? { attempts: 0, leaseUntil: null } : {}), updatedAt: p.now })
      .where(eq(cashReceipts.id, row.id));
    return true;
  }
  await tx.update(cashReceipts).set({ status: 'CANCELED', canceledAt: p.now, leaseUntil: null, updatedAt: p.now }).where(eq(cashReceipts.id, row.id));
  return false;
}
