import { and, count, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, members, operatorMfa, operatorRecoveryCodes, sessions } from '../db/schema';

export async function findOperatorMe(db: Db, memberId: number) {
  const rows = await db
    .select({ memberId: members.id, email: members.email, name: members.name, adminRole: members.adminRole })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.role, 'ADMIN')))
    .limit(1);
  return rows[0] ?? null;
}

export async function findMfa(db: Db, memberId: number) {
  const rows = await db
    .select({ secret: operatorMfa.secret, confirmedAt: operatorMfa.confirmedAt, lastUsedStep: operatorMfa.lastUsedStep, lockedUntil: operatorMfa.lockedUntil })
    .from(operatorMfa)
    .where(eq(operatorMfa.memberId, memberId))
    .limit(1);
  return rows[0] ?? null;
}

export async function isMfaEnrolled(db: Db, memberId: number) {
  const row = await findMfa(db, memberId);
  return row?.confirmedAt != null;
}

/** 등록 시작: 확인 전인 비밀만 새 것으로 바꾼다(확인된 것은 건드리지 않는다). 0행이면 이미 등록됨 */
export async function upsertPendingMfa(db: Db, p: { memberId: number; secret: string }) {
  const rows = await db
    .insert(operatorMfa)
    .values({ memberId: p.memberId, secret: p.secret })
    .onConflictDoUpdate({ target: operatorMfa.memberId, set: { secret: p.secret, lastUsedStep: null }, setWhere: isNull(operatorMfa.confirmedAt) })
    .returning({ memberId: operatorMfa.memberId });
  return rows.length === 1;
}

/** 코드의 시간 칸을 조건부로 적는다: 같은(또는 이전) 칸이 이미 쓰였으면 0행 — 재사용 막기 */
export async function useTotpStep(db: Db, p: { memberId: number; step: number; confirmAt?: Date }) {
  const rows = await db
    .update(operatorMfa)
    .set({ lastUsedStep: p.step, ...(p.confirmAt ? { confirmedAt: p.confirmAt } : {}) })
    .where(
      and(
        eq(operatorMfa.memberId, p.memberId),
        p.confirmAt ? isNull(operatorMfa.confirmedAt) : isNotNull(operatorMfa.confirmedAt),
        or(isNull(operatorMfa.lastUsedStep), lt(operatorMfa.lastUsedStep, p.step)),
      ),
    )
    .returning({ memberId: operatorMfa.memberId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db, memberId: number, hashes: string[]) {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.memberId, memberId));
  await db.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ memberId, codeHash })));
}

/** 복구 코드 한 번 쓰기: 아직 안 쓴 것만(조건부) */
export async function useRecoveryCode(db: Db, p: { memberId: number; codeHash: string; at: Date }) {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: p.at })
    .where(and(eq(operatorRecoveryCodes.memberId, p.memberId), eq(operatorRecoveryCodes.codeHash, p.codeHash), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length >= 1;
}

export async function countUnusedRecoveryCodes(db: Db, memberId: number) {
  const rows = await db
    .select({ n: count() })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.memberId, memberId), isNull(operatorRecoveryCodes.usedAt)));
  return rows[0]?.n ?? 0;
}

export function markSessionMfaVerified(db: Db, sessionId: string, at: Date) {
  return db.update(sessions).set({ mfaVerifiedAt: at }).where(eq(sessions.id, sessionId));
}

// 틀린 코드는 로그인 시도 표에 'mfa:<회원 id>' 로 적는다: 여러 api 인스턴스가 같은 횟수를 본다
const attemptKey = (memberId: number) => `mfa:${memberId}`;
const ATTEMPT_ADDRESS = 'mfa';

export function recordMfaFailure(db: Db, memberId: number, at: Date) {
  return db.insert(loginAttempts).values({ email: attemptKey(memberId), address: ATTEMPT_ADDRESS, succeeded: false, createdAt: at });
}

/** 틀림을 셀 동안 이 운영자의 MFA 줄을 잠근다: 동시에 틀려도 잠금과 경보는 한 번 */
export async function lockMfaRow(db: Db, memberId: number) {
  const rows = await db
    .select({ lockedUntil: operatorMfa.lockedUntil })
    .from(operatorMfa)
    .where(eq(operatorMfa.memberId, memberId))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function countMfaFailuresSince(db: Db, memberId: number, since: Date) {
  const rows = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, attemptKey(memberId)), eq(loginAttempts.succeeded, false), gte(loginAttempts.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export function setMfaLockedUntil(db: Db, memberId: number, until: Date) {
  return db.update(operatorMfa).set({ lockedUntil: until }).where(eq(operatorMfa.memberId, memberId));
}

/** 이전 서명 키로 싼 비밀을 지금 키로 다시 싼 값으로 바꾼다 */
export function rewrapMfaSecret(db: Db, memberId: number, secret: string) {
  return db.update(operatorMfa).set({ secret }).where(eq(operatorMfa.memberId, memberId));
}
