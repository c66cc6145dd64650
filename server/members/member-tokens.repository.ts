import { and, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  cartItems,
  loginAttempts,
  memberCoupons,
  memberTokens,
  members,
  passwordResetRequests,
  purchases,
  reviews,
  services,
  sessions,
} from '../db/schema';

/*
 * 한 번만 쓰는 토큰(member_tokens)과, 내 정보 수정·비밀번호 찾기·탈퇴가 회원 행과 딸린 표에 쓰는 것들.
 * 토큰 원문은 받지 않는다: 부르는 쪽이 SHA-256 을 넘긴다.
 */
export type TokenPurpose = 'RESET_PASSWORD' | 'CHANGE_EMAIL' | 'MY_INFO_SESSION';

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

// 회원 행

const memberColumns = {
  id: members.id,
  email: members.email,
  passwordHash: members.passwordHash,
  status: members.status,
  point: members.point,
};

export async function findMemberForAuth(db: Db, id: number) {
  const rows = await db.select(memberColumns).from(members).where(eq(members.id, id)).limit(1);
  return rows[0] ?? null;
}

/** 같은 회원에 대한 쓰기(메일 보내기 제한, 탈퇴)를 줄 세운다 */
export async function lockMember(db: Db, id: number) {
  const rows = await db.select(memberColumns).from(members).where(eq(members.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function findMemberIdByEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: members.id, status: members.status })
    .from(members)
    .where(sql`lower(${members.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export function updateMemberPassword(db: Db, p: { id: number; passwordHash: string; now: Date }) {
  return db.update(members).set({ passwordHash: p.passwordHash, updatedAt: p.now }).where(and(eq(members.id, p.id), ne(members.status, 'DELETED')));
}

export function updateMemberPhone(db: Db, p: { id: number; cellPhone: string; now: Date }) {
  return db.update(members).set({ cellPhone: p.cellPhone, updatedAt: p.now }).where(and(eq(members.id, p.id), ne(members.status, 'DELETED')));
}

/** 같은 주소가 먼저 들어가 있으면 unique index 가 막는다(부르는 쪽이 잡는다) */
export async function updateMemberEmail(db: Db, p: { id: number; email: string; now: Date }) {
  const rows = await db
    .update(members)
    .set({ email: p.email, updatedAt: p.now })
    .where(and(eq(members.id, p.id), ne(members.status, 'DELETED')))
    .returning({ email: members.email });
  return rows[0] ?? null;
}

/** 탈퇴: 연락처·이름·비밀번호를 지우고 DELETED 로. 조건부라 두 번 탈퇴되지 않는다 */
export async function anonymizeMember(db: Db, p: { id: number; now: Date }) {
  const rows = await db
    .update(members)
    .set({ email: null, name: null, cellPhone: null, passwordHash: null, agreeMarketing: false, status: 'DELETED', deletedAt: p.now, updatedAt: p.now })
    .where(and(eq(members.id, p.id), ne(members.status, 'DELETED')))
    .returning({ id: members.id });
  return rows.length === 1;
}

// 세션

/** 지금 쓰는 세션만 남기고 이 회원의 다른 세션을 모두 닫는다 */
export function revokeOtherSessionsOfMember(db: Db, p: { memberId: number; keepSessionId: string; at: Date; reason: string }) {
  return db
    .update(sessions)
    .set({ revokedAt: p.at, revokedReason: p.reason })
    .where(and(eq(sessions.memberId, p.memberId), ne(sessions.id, p.keepSessionId), isNull(sessions.revokedAt)));
}

// 탈퇴가 읽고 지우는 것들

export async function countOpenServices(db: Db, memberId: number) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(services)
    .where(and(eq(services.memberId, memberId), inArray(services.status, ['WAITING', 'IN_PROGRESS'])));
  return rows[0]?.n ?? 0;
}

export async function countPurchasesWaitingPayment(db: Db, memberId: number) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(eq(purchases.memberId, memberId), eq(purchases.status, 'WAITING_PAYMENT')));
  return rows[0]?.n ?? 0;
}

export function deleteCartOf(db: Db, memberId: number) {
  return db.delete(cartItems).where(eq(cartItems.memberId, memberId));
}

export function expireUnusedCouponsOf(db: Db, memberId: number) {
  return db
    .update(memberCoupons)
    .set({ status: 'EXPIRED' })
    .where(and(eq(memberCoupons.memberId, memberId), inArray(memberCoupons.status, ['AVAILABLE', 'RESERVED'])));
}

export function renameReviewAuthorOf(db: Db, p: { memberId: number; authorName: string }) {
  return db.update(reviews).set({ authorName: p.authorName }).where(eq(reviews.memberId, p.memberId));
}

/** 로그인·비밀번호 확인 기록에도 이메일이 남는다 */
export function deleteLoginAttemptsOf(db: Db, email: string) {
  return db.delete(loginAttempts).where(eq(loginAttempts.email, email.toLowerCase()));
}

// 비밀번호 찾기 요청 기록(가입 여부와 상관없이 모든 요청)

export async function countResetRequestsSince(db: Db, by: 'emailHash' | 'address', value: string, since: Date) {
  const column = by === 'emailHash' ? passwordResetRequests.emailHash : passwordResetRequests.address;
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResetRequests)
    .where(and(eq(column, value), gte(passwordResetRequests.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export function insertResetRequest(db: Db, p: { emailHash: string; address: string; createdAt: Date }) {
  return db.insert(passwordResetRequests).values(p);
}

/** 한도를 세는 창보다 오래된 기록은 지운다 */
export function deleteResetRequestsBefore(db: Db, before: Date) {
  return db.delete(passwordResetRequests).where(lt(passwordResetRequests.createdAt, before));
}
