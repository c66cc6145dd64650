import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oauthStates } from '../db/schema';
import type { OAuthPurpose, SocialProvider } from '../../lib/schemas/social-accounts';

// 제공자로 보낸 로그인 요청(oauth_states)의 유일한 writer. state·쿠키 원문 대신 SHA-256 을 받는다

export function insertState(db: Db, p: typeof oauthStates.$inferInsert) {
  return db.insert(oauthStates).values(p);
}

/**
 * 돌아온 요청의 state 를 쓴 것으로 한다. 조건(같은 제공자·목적·브라우저, LINK·REAUTH 는 같은 회원의 같은 로그인,
 * 기한 전, 아직 안 씀)을 한 문장에 담아, 맞는 요청 하나만 행을 돌려받는다. 맞지 않으면 null 이고 행은 그대로다
 * (남의 쿠키를 모르는 쪽은 회원의 요청을 태워 버릴 수도 없다).
 */
export async function consumeState(
  db: Db,
  p: { stateHash: string; provider: SocialProvider; purpose: OAuthPurpose; bindingHash: string; memberId: number | null; sessionId: string | null; now: Date },
) {
  const rows = await db
    .update(oauthStates)
    .set({ usedAt: p.now })
    .where(
      and(
        eq(oauthStates.stateHash, p.stateHash),
        eq(oauthStates.provider, p.provider),
        eq(oauthStates.purpose, p.purpose),
        eq(oauthStates.bindingHash, p.bindingHash),
        sql`${oauthStates.memberId} is not distinct from ${p.memberId}`,
        sql`${oauthStates.sessionId} is not distinct from ${p.sessionId}`,
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, p.now),
      ),
    )
    .returning({ codeVerifier: oauthStates.codeVerifier, nonce: oauthStates.nonce, redirectPath: oauthStates.redirectPath });
  return rows[0] ?? null;
}

/** 이 브라우저(binding)가 이미 쓴 state 인가. 행은 건드리지 않는다 */
export async function isStateSpent(db: Db, p: { stateHash: string; provider: SocialProvider; bindingHash: string }) {
  const rows = await db
    .select({ stateHash: oauthStates.stateHash })
    .from(oauthStates)
    .where(and(eq(oauthStates.stateHash, p.stateHash), eq(oauthStates.provider, p.provider), eq(oauthStates.bindingHash, p.bindingHash), isNotNull(oauthStates.usedAt)))
    .limit(1);
  return rows.length === 1;
}

/** 이 요청으로 준 가입권·연결권을 쓴 것으로 한다(한 번만). 0행이면 이미 썼다 */
export async function markTicketUsed(db: Db, p: { stateHash: string; now: Date }) {
  const rows = await db
    .update(oauthStates)
    .set({ ticketUsedAt: p.now })
    .where(and(eq(oauthStates.stateHash, p.stateHash), isNull(oauthStates.ticketUsedAt)))
    .returning({ stateHash: oauthStates.stateHash });
  return rows.length === 1;
}

/** 가입권·연결권의 수명(10분)보다 넉넉히 지난 요청만 지운다 */
export async function deleteStatesCreatedBefore(db: Db, before: Date) {
  const rows = await db.delete(oauthStates).where(lt(oauthStates.createdAt, before)).returning({ stateHash: oauthStates.stateHash });
  return rows.length;
}
