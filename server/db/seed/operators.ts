import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { members, operatorMfa } from '../schema';
import { encryptSecret, mfaKey } from '../../operators/totp';

/**
 * 데모 전용 TOTP 비밀(README 에 적혀 있다): 데모 OWNER·MANAGER 는 이미 등록을 마친 상태로 시작해,
 * `npm start` 로 둘러보거나 e2e 가 같은 비밀로 코드를 만들어 로그인할 수 있다. 운영 DB 에는 SEED_DEMO 일 때만.
 */
export const DEMO_TOTP_SECRET = 'GROWTHMALLDEMOTOTPSECRETKEY23456';

export async function seedOperatorMfa(db: Db, emails: string[], jwtSecret: string, now: Date) {
  const rows = await db.select({ id: members.id }).from(members).where(inArray(members.email, emails));
  if (rows.length === 0) return;
  const key = mfaKey(jwtSecret);
  await db
    .insert(operatorMfa)
    .values(rows.map((r) => ({ memberId: r.id, secret: encryptSecret(key, DEMO_TOTP_SECRET), confirmedAt: now })))
    .onConflictDoNothing();
}
