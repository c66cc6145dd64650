import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentAttempts, type PaymentAttemptDecider, type PaymentAttemptStatus } from '../db/schema';

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

/** 새 시도. 같은 결제 키나 같은 구매의 열린 시도가 이미 있으면 아무것도 넣지 않고 null */
export async function insertAttemptIfAbsent(db: Db, row: typeof paymentAttempts.$inferInsert) {
  const rows = await db.insert(paymentAttempts).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findAttemptByPaymentKey(db: Db, p: { paymentKey: string }) {
  const rows = await db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentKey, p.paymentKey)).limit(1);
  return rows[0] ?? null;
}

export async function findAttemptForUpdate(db: Db, p: { id: number }) {
  const rows = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, p.id)).for('update').limit(1);
  return rows[0] ?? null;
}

/** 구매의 열린 시도(OPEN·CANCEL_PENDING): 부분 유일 색인으로 하나뿐 */
export async function findUnsettledAttemptOfPurchase(db: Db, p: { purchaseId: number }) {
  const rows = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.purchaseId, p.purchaseId), inArray(paymentAttempts.status, ['OPEN', 'CANCEL_PENDING'])))
    .limit(1);
  return rows[0] ?? null;
}

/** 조건부 결론: 지금 상태가 from 중 하나일 때만 바꾼다. 바뀐 줄, 아니면 null */
export async function decideAttempt(
  db: Db,
  p: { id: number; from: PaymentAttemptStatus[]; to: PaymentAttemptStatus; decidedBy: PaymentAttemptDecider; gatewayCode?: string | null; message: string; now: Date },
) {
  const rows = await db
    .update(paymentAttempts)
    .set({
      status: p.to,
      decidedBy: p.decidedBy,
      gatewayCode: p.gatewayCode?.slice(0, 60) ?? null,
      message: p.message.slice(0, 300),
      decidedAt: p.to === 'CANCEL_PENDING' ? null : p.now,
      updatedAt: p.now,
    })
    .where(and(eq(paymentAttempts.id, p.id), inArray(paymentAttempts.status, p.from)))
    .returning();
  return rows[0] ?? null;
}

/** 결제사가 아직 모른다고 할 때: 물어본 때와 횟수만 남긴다 */
export function noteAttemptChecked(db: Db, p: { id: number; message: string; now: Date }) {
  return db
    .update(paymentAttempts)
    .set({ message: p.message.slice(0, 300), checkedAt: p.now, updatedAt: p.now })
    .where(eq(paymentAttempts.id, p.id));
}

/**
 * 대사 작업: startedBefore 보다 먼저 시작했고 아직 결론이 없는 시도를 잠그며 가져와, 물어볼 차례를 미룬다(임대).
 * 물어본 횟수마다 기다림이 두 배(30초부터 1시간까지): 결제사가 계속 모른다고 해도 쉬지 않고 묻지 않는다.
 */
export async function claimDueAttempts(db: Db, p: { startedBefore: Date; now: Date; limit: number }) {
  const t = paymentAttempts;
  const due = sql`${t.checkedAt} + make_interval(secs => least(30 * power(2, least(${t.checkCount}, 7)), 3600)) <= ${p.now.toISOString()}::timestamptz`;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(inArray(t.status, ['OPEN', 'CANCEL_PENDING']), lt(t.startedAt, p.startedBefore), or(isNull(t.checkedAt), due)))
    .orderBy(asc(t.startedAt))
    .limit(p.limit)
    .for('update', { skipLocked: true });
  if (rows.length === 0) return [];
  return db
    .update(t)
    .set({ checkedAt: p.now, checkCount: sql`${t.checkCount} + 1`, updatedAt: p.now })
    .where(inArray(t.id, rows.map((r) => r.id)))
    .returning();
}

/** 운영자 대사 화면: 결제 키들의 시도와, 그날 시작한 시도 */
export function listAttemptsForDay(db: Db, p: { paymentKeys: string[]; from: Date; to: Date }) {
  const t = paymentAttempts;
  const inDay = and(gte(t.startedAt, p.from), lt(t.startedAt, p.to));
  return db
    .select()
    .from(t)
    .where(p.paymentKeys.length > 0 ? or(inDay, inArray(t.paymentKey, p.paymentKeys)) : inDay)
    .orderBy(asc(t.startedAt));
}

/** 아직 결론이 나지 않은 시도 전부(오래된 것부터) */
export function listUnsettledAttempts(db: Db, p: { limit: number }) {
  return db
    .select()
    .from(paymentAttempts)
    .where(inArray(paymentAttempts.status, ['OPEN', 'CANCEL_PENDING']))
    .orderBy(asc(paymentAttempts.startedAt), desc(paymentAttempts.id))
    .limit(p.limit);
}
