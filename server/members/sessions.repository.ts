import { and, desc, eq, isNull, lt, max, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, refreshTokens, sessions } from '../db/schema';

/** createdAt·lastActiveAt 은 앱 시계로 적는다: 운영자 세션의 최대 시간·유휴 시간을 이 값으로 잰다 */
export function insertSession(db: Db, p: { id: string; memberId: number; at: Date }) {
  return db.insert(sessions).values({ id: p.id, memberId: p.memberId, createdAt: p.at, lastActiveAt: p.at });
}

/** 마지막 사용 시각: olderThan 보다 오래된 때만 고친다(인스턴스가 여럿이어도 1분에 한 번쯤) */
export function touchSession(db: Db, p: { sessionId: string; at: Date; olderThan: Date }) {
  return db
    .update(sessions)
    .set({ lastActiveAt: p.at })
    .where(and(eq(sessions.id, p.sessionId), or(isNull(sessions.lastActiveAt), lt(sessions.lastActiveAt, p.olderThan))));
}

export function insertRefreshToken(db: Db, p: { id: string; sessionId: string; expiresAt: Date }) {
  return db.insert(refreshTokens).values(p);
}

/** 인증 미들웨어가 매 요청 읽는 한 줄: 회원 상태와 세션 폐기 여부 */
export async function findActiveSessionMember(db: Db, memberId: number, sessionId: string) {
  const rows = await db
    .select({
      role: members.role,
      adminRole: members.adminRole,
      status: members.status,
      revokedAt: sessions.revokedAt,
      mfaVerifiedAt: sessions.mfaVerifiedAt,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findRefreshTokenForUpdate(db: Db, jti: string) {
  const rows = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      revokedAt: sessions.revokedAt,
      memberId: sessions.memberId,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.id, jti))
    .for('update', { of: refreshTokens })
    .limit(1);
  return rows[0] ?? null;
}

/** 조건부 갱신: 아직 쓰이지 않은 토큰만 쓴 것으로 표시한다. 0행이면 이미 누가 썼다. */
export async function markRefreshTokenUsed(db: Db, jti: string, at: Date) {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, jti), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export function revokeSession(db: Db, sessionId: string, at: Date, reason: string) {
  return db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** 닫은 세션 수를 돌려준다(운영자의 이용 정지가 결과로 보여 준다) */
export async function revokeAllSessionsOfMember(db: Db, memberId: number, at: Date, reason: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** 콘솔의 회원 상세: 열린 세션과 마지막으로 토큰을 갱신한 시각(= 마지막 사용으로 아는 때) */
export function listOpenSessionsOfMember(db: Db, memberId: number, limit: number) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastUsedAt: max(refreshTokens.createdAt) })
    .from(sessions)
    .leftJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .groupBy(sessions.id, sessions.createdAt)
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
}

/** 지금 쓰는 세션만 남기고 이 회원의 다른 세션을 모두 닫는다 */
export function revokeOtherSessionsOfMember(db: Db, p: { memberId: number; keepSessionId: string; at: Date; reason: string }) {
  return db
    .update(sessions)
    .set({ revokedAt: p.at, revokedReason: p.reason })
    .where(and(eq(sessions.memberId, p.memberId), ne(sessions.id, p.keepSessionId), isNull(sessions.revokedAt)));
}
