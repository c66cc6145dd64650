import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetRequests } from '../db/schema';

// 비밀번호 찾기 요청 기록: 가입 여부와 상관없이 모든 요청을 센다(있는 주소인지 드러내지 않게)

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
