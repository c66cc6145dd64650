import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, operatorMfa, panels } from '../db/schema';
import { hasPgCode } from '../lib/sql';

/** 표가 아직 없으면(처음 띄우는 DB, 이전 버전의 DB) 그 흔적도 없다: 빈 답. 그 밖의 오류는 그대로 던진다 */
async function orEmptyWithoutTable<T>(read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (hasPgCode(err, '42P01') || hasPgCode(err, '42703')) return empty;
    throw err;
  }
}

/** 이 이메일(대소문자 무시)로 된 회원의 이메일 */
export function findMemberEmails(db: Db, emails: string[]): Promise<string[]> {
  return orEmptyWithoutTable(async () => {
    const rows = await db
      .select({ email: members.email })
      .from(members)
      .where(inArray(sql`lower(${members.email})`, emails.map((e) => e.toLowerCase())));
    return rows.map((r) => r.email ?? '');
  }, []);
}

/** 2단계 인증을 등록한 운영자의 암호화된 TOTP 비밀 */
export function listOperatorTotpSecrets(db: Db): Promise<{ email: string; secret: string }[]> {
  return orEmptyWithoutTable(async () => {
    const rows = await db
      .select({ email: members.email, memberId: members.id, secret: operatorMfa.secret })
      .from(operatorMfa)
      .innerJoin(members, eq(members.id, operatorMfa.memberId));
    return rows.map((r) => ({ email: r.email ?? `회원 #${r.memberId}`, secret: r.secret }));
  }, []);
}

/** 운영자(role=ADMIN)의 비밀번호 해시: 운영자는 몇 명뿐이라 데모 비밀번호와 맞춰 볼 수 있다 */
export function listOperatorPasswordHashes(db: Db, limit: number): Promise<{ email: string; passwordHash: string }[]> {
  return orEmptyWithoutTable(async () => {
    const rows = await db
      .select({ email: members.email, memberId: members.id, passwordHash: members.passwordHash })
      .from(members)
      .where(and(eq(members.role, 'ADMIN'), sql`${members.passwordHash} is not null`))
      .orderBy(members.id)
      .limit(limit);
    return rows.map((r) => ({ email: r.email ?? `회원 #${r.memberId}`, passwordHash: r.passwordHash ?? '' }));
  }, []);
}

export function countActiveSimulatorPanels(db: Db): Promise<number> {
  return orEmptyWithoutTable(async () => {
    const [row] = await db.select({ n: count() }).from(panels).where(and(eq(panels.kind, 'SIMULATOR'), eq(panels.isActive, true)));
    return Number(row?.n ?? 0);
  }, 0);
}
