import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberTokens } from '../db/schema';

/*
 * 한 번만 쓰는 토큰(member_tokens): 비밀번호 재설정·이메일 변경·가입 이메일 인증 링크와 내 정보 수정 세션.
 * 토큰 원문은 받지 않는다: 부르는 쪽이 SHA-256 을 넘긴다.
 */
export type TokenPurpose = 'RESET_PASSWORD' | 'CHANGE_EMAIL' | 'MY_INFO_SESSION' | 'VERIFY_EMAIL';

export function insertMemberToken(
  db: Db,
  p: {
    id: string;
    memberId: number;
    purpose: TokenPurpose;
    tokenHash: string;
    newEmail?: string | null;
    /** MY_INFO_SESSION 은 연 로그인 세션에 묶인다 */
    sessionId?: string | null;
    expiresAt: Date;
    createdAt: Date;
  },
) {
  return db.insert(memberTokens).values(p);
}

/** 아직 쓰지 않은 같은 용도의 토큰을 모두 쓴 것으로(새 링크를 보내면 옛 링크는 죽는다) */
export function useAllTokensOf(db: Db, p: { memberId: number; purpose: TokenPurpose; at: Date }) {
  return db
    .update(memberTokens)
    .set({ usedAt: p.at })
    .where(and(eq(memberTokens.memberId, p.memberId), eq(memberTokens.purpose, p.purpose), isNull(memberTokens.usedAt)));
}

/** 한 로그인 세션이 연 내 정보 수정 세션을 끝낸다(로그아웃, 세션 폐기) */
export function useMyInfoSessionsOfSession(db: Db, p: { sessionId: string; at: Date }) {
  return db
    .update(memberTokens)
    .set({ usedAt: p.at })
    .where(and(eq(memberTokens.sessionId, p.sessionId), eq(memberTokens.purpose, 'MY_INFO_SESSION'), isNull(memberTokens.usedAt)));
}

/** 지금 세션의 것만 남기고 이 회원의 내 정보 수정 세션을 끝낸다(다른 기기의 로그인을 닫을 때) */
export function useOtherMyInfoSessionsOfMember(db: Db, p: { memberId: number; keepSessionId: string; at: Date }) {
  return db
    .update(memberTokens)
    .set({ usedAt: p.at })
    .where(
      and(
        eq(memberTokens.memberId, p.memberId),
        eq(memberTokens.purpose, 'MY_INFO_SESSION'),
        isNull(memberTokens.usedAt),
        sql`${memberTokens.sessionId} is distinct from ${p.keepSessionId}`,
      ),
    );
}

/** 살아 있는 토큰(안 썼고 기한 전) */
export async function findLiveToken(db: Db, p: { tokenHash: string; purpose: TokenPurpose; now: Date }) {
  const rows = await db
    .select({
      id: memberTokens.id,
      memberId: memberTokens.memberId,
      newEmail: memberTokens.newEmail,
      sessionId: memberTokens.sessionId,
      expiresAt: memberTokens.expiresAt,
    })
    .from(memberTokens)
    .where(
      and(
        eq(memberTokens.tokenHash, p.tokenHash),
        eq(memberTokens.purpose, p.purpose),
        isNull(memberTokens.usedAt),
        gt(memberTokens.expiresAt, p.now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** 쓴 것·만료된 것까지: 이미 쓴 링크를 다시 열었을 때 누구의 링크였는지 알려고 */
export async function findTokenByHash(db: Db, p: { tokenHash: string; purpose: TokenPurpose }) {
  const rows = await db
    .select({ id: memberTokens.id, memberId: memberTokens.memberId })
    .from(memberTokens)
    .where(and(eq(memberTokens.tokenHash, p.tokenHash), eq(memberTokens.purpose, p.purpose)))
    .limit(1);
  return rows[0] ?? null;
}

/** 조건부: 아직 안 썼고 기한 전인 토큰만 쓴 것으로 표시한다. 0행이면 이미 쓰였거나 만료 */
export async function markTokenUsed(db: Db, p: { id: string; now: Date }) {
  const rows = await db
    .update(memberTokens)
    .set({ usedAt: p.now })
    .where(and(eq(memberTokens.id, p.id), isNull(memberTokens.usedAt), gt(memberTokens.expiresAt, p.now)))
    .returning({ id: memberTokens.id });
  return rows.length === 1;
}

export async function latestTokenCreatedAt(db: Db, p: { memberId: number; purpose: TokenPurpose }) {
  const rows = await db
    .select({ createdAt: memberTokens.createdAt })
    .from(memberTokens)
    .where(and(eq(memberTokens.memberId, p.memberId), eq(memberTokens.purpose, p.purpose)))
    .orderBy(desc(memberTokens.createdAt))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

/** 이 시각 뒤에 만든 같은 용도의 토큰 수(쓴 것 포함): 메일 보내기 한도 */
export async function countTokensSince(db: Db, p: { memberId: number; purpose: TokenPurpose; since: Date }) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberTokens)
    .where(and(eq(memberTokens.memberId, p.memberId), eq(memberTokens.purpose, p.purpose), gte(memberTokens.createdAt, p.since)));
  return rows[0]?.n ?? 0;
}

export function deleteTokensOf(db: Db, memberId: number) {
  return db.delete(memberTokens).where(eq(memberTokens.memberId, memberId));
}
