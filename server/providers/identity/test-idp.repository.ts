import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testIdpCodes } from '../../db/schema';
import type { SocialProvider } from '../../../lib/schemas/social-accounts';

// 내장 테스트 제공자의 authorization code(test_idp_codes)의 유일한 writer. code 원문 대신 SHA-256 을 받는다

export function insertCode(db: Db, p: typeof testIdpCodes.$inferInsert) {
  return db.insert(testIdpCodes).values(p);
}

/** 조건부 한 문장으로 쓴다: 같은 code 가 두 번 와도 한 번만 행이 돌아온다(실제 제공자의 invalid_grant 처럼) */
export async function consumeCode(db: Db, p: { codeHash: string; provider: SocialProvider; now: Date }) {
  const rows = await db
    .update(testIdpCodes)
    .set({ usedAt: p.now })
    .where(and(eq(testIdpCodes.codeHash, p.codeHash), eq(testIdpCodes.provider, p.provider), isNull(testIdpCodes.usedAt), gt(testIdpCodes.expiresAt, p.now)))
    .returning({ persona: testIdpCodes.persona, redirectUri: testIdpCodes.redirectUri, codeChallenge: testIdpCodes.codeChallenge, nonce: testIdpCodes.nonce });
  return rows[0] ?? null;
}

export function deleteCodesCreatedBefore(db: Db, before: Date) {
  return db.delete(testIdpCodes).where(lt(testIdpCodes.createdAt, before));
}
