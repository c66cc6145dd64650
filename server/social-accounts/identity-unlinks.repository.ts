import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identityUnlinks } from '../db/schema';
import type { SocialProvider } from '../../lib/schemas/social-accounts';

// 제공자 쪽 연결 끊기 줄(identity_unlinks)의 유일한 writer. 메일 아웃박스와 같은 잡기·임대 방식

export async function enqueueUnlinks(db: Db, rows: { provider: SocialProvider; providerUserId: string }[], now: Date) {
  if (rows.length === 0) return;
  await db.insert(identityUnlinks).values(rows.map((r) => ({ ...r, nextAttemptAt: now, createdAt: now })));
}

/**
 * 때가 된 PENDING 을 잡는다: SKIP LOCKED 로 다른 일꾼이 잡은 줄은 건너뛰고, 같은 트랜잭션에서 next_attempt_at 을
 * 임대 기한으로 미루고 attempts 를 올린다. 잡은 뒤 부르기 전에 프로세스가 죽으면 임대가 끝난 뒤 다시 잡힌다.
 */
export async function claimDueUnlinks(tx: Db, p: { now: Date; leaseUntil: Date; limit: number }) {
  const due = await tx
    .select({ id: identityUnlinks.id })
    .from(identityUnlinks)
    .where(and(eq(identityUnlinks.status, 'PENDING'), lte(identityUnlinks.nextAttemptAt, p.now)))
    .orderBy(identityUnlinks.nextAttemptAt, identityUnlinks.id)
    .limit(p.limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(identityUnlinks)
    .set({ nextAttemptAt: p.leaseUntil, attempts: sql`${identityUnlinks.attempts} + 1` })
    .where(inArray(identityUnlinks.id, due.map((r) => r.id)))
    .returning({ id: identityUnlinks.id, provider: identityUnlinks.provider, providerUserId: identityUnlinks.providerUserId, attempts: identityUnlinks.attempts });
}

/** 내가 잡은 그대로인지(PENDING, attempts 그대로): 임대가 끝나 다른 일꾼이 다시 잡았으면 결과를 적지 않는다 */
const stillMine = (p: { id: number; attempts: number }) =>
  and(eq(identityUnlinks.id, p.id), eq(identityUnlinks.status, 'PENDING'), eq(identityUnlinks.attempts, p.attempts));

export async function markUnlinkDone(db: Db, p: { id: number; attempts: number; now: Date }) {
  const rows = await db.update(identityUnlinks).set({ status: 'DONE', doneAt: p.now, lastError: null }).where(stillMine(p)).returning({ id: identityUnlinks.id });
  return rows.length === 1;
}

export function markUnlinkFailed(db: Db, p: { id: number; attempts: number; status: 'PENDING' | 'FAILED'; nextAttemptAt: Date; lastError: string }) {
  return db.update(identityUnlinks).set({ status: p.status, nextAttemptAt: p.nextAttemptAt, lastError: p.lastError }).where(stillMine(p));
}
