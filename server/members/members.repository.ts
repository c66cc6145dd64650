import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, members } from '../db/schema';
import type { RegistrationType, Role } from '../../lib/schemas/members';

export async function findMemberByEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: members.id, passwordHash: members.passwordHash, role: members.role, status: members.status })
    .from(members)
    .where(sql`lower(${members.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findMemberInfoById(db: Db, id: number) {
  const rows = await db
    .select({
      memberId: members.id,
      point: members.point,
      registrationType: members.registrationType,
      reviewCount: members.reviewCount,
      cellPhone: members.cellPhone,
      email: members.email,
      status: members.status,
    })
    .from(members)
    .where(eq(members.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export type NewMember = {
  email: string;
  passwordHash: string;
  name: string;
  cellPhone: string;
  registrationType: RegistrationType;
  role?: Role;
  agreeMarketing: boolean;
  termsAgreedAt: Date;
};

/** 같은 이메일이 있으면 null (unique index 가 경쟁을 막는다) */
export async function insertMember(db: Db, m: NewMember) {
  const rows = await db
    .insert(members)
    .values(m)
    .onConflictDoNothing()
    .returning({ id: members.id, role: members.role });
  return rows[0] ?? null;
}

/** createdAt 은 앱의 시계로 적는다: 창(window) 계산도 같은 시계를 쓰므로 DB 와 앱의 시계가 달라도 어긋나지 않는다 */
export function recordLoginAttempt(db: Db, p: { email: string; address: string; succeeded: boolean; createdAt: Date }) {
  return db.insert(loginAttempts).values(p);
}

export async function countRecentFailures(db: Db, by: 'email' | 'address', value: string, since: Date) {
  const column = by === 'email' ? loginAttempts.email : loginAttempts.address;
  const rows = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gte(loginAttempts.createdAt, since)));
  return rows[0]?.n ?? 0;
}
