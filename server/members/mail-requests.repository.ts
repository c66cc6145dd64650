import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailRequests, type MailRequestPurpose } from '../db/schema';

// 계정 메일 요청 기록: 메일 종류마다 받는 이메일(해시)과 요청한 주소(IP)로 센다

export async function countMailRequestsSince(db: Db, p: { purpose: MailRequestPurpose; by: 'emailHash' | 'address'; value: string; since: Date }) {
  const column = p.by === 'emailHash' ? mailRequests.emailHash : mailRequests.address;
  const rows = await db
    .select({ n: count() })
    .from(mailRequests)
    .where(and(eq(mailRequests.purpose, p.purpose), eq(column, p.value), gte(mailRequests.createdAt, p.since)));
  return rows[0]?.n ?? 0;
}

export function insertMailRequest(db: Db, p: { purpose: MailRequestPurpose; emailHash: string; address: string; createdAt: Date }) {
  return db.insert(mailRequests).values(p);
}

/** 한도를 세는 창(하루)보다 오래된 기록은 지운다 */
export function deleteMailRequestsBefore(db: Db, before: Date) {
  return db.delete(mailRequests).where(lt(mailRequests.createdAt, before));
}
