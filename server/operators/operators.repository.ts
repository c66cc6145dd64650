import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, operatorMfa, operatorRecoveryCodes, sessions } from '../db/schema';
import type { AdminRole } from '../../lib/schemas/members';

export async function listOperatorRows(db: Db) {
  return db
    .select({
      memberId: members.id,
      email: members.email,
      name: members.name,
      adminRole: members.adminRole,
      mfaConfirmedAt: operatorMfa.confirmedAt,
      lastSignInAt: sql<Date | null>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.memberId} = ${members.id})`.mapWith(
        (v: string | Date | null) => (v === null ? null : new Date(v)),
      ),
    })
    .from(members)
    .leftJoin(operatorMfa, eq(operatorMfa.memberId, members.id))
    .where(eq(members.role, 'ADMIN'))
    .orderBy(asc(members.id));
}

export async function findMemberByEmailForUpdate(db: Db, email: string) {
  const rows = await db
    .select({ id: members.id, role: members.role, status: members.status })
    .from(members)
    .where(sql`lower(${members.email}) = ${email.toLowerCase()}`)
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/**
 * 대표 운영자들의 줄을 잠근다: 두 OWNER 가 동시에 서로를 내려 대표가 0명이 되는 일을 막는다
 * (뒤에 온 쪽은 앞의 변경을 본 뒤에 센다).
 */
export async function lockOwners(db: Db) {
  return db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.role, 'ADMIN'), eq(members.adminRole, 'OWNER')))
    .orderBy(asc(members.id))
    .for('update');
}

export async function findOperatorForUpdate(db: Db, memberId: number) {
  const rows = await db
    .select({ id: members.id, email: members.email, adminRole: members.adminRole })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.role, 'ADMIN')))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export function setOperatorRole(db: Db, p: { memberId: number; adminRole: AdminRole; now: Date }) {
  return db.update(members).set({ role: 'ADMIN', adminRole: p.adminRole, updatedAt: p.now }).where(eq(members.id, p.memberId));
}

export function clearOperatorRole(db: Db, p: { memberId: number; now: Date }) {
  return db.update(members).set({ role: 'MEMBER', adminRole: null, updatedAt: p.now }).where(eq(members.id, p.memberId));
}

/** 2단계 인증을 지운다: 비밀·복구 코드, 그리고 세션들의 인증 표시(다시 등록해야 콘솔을 쓴다) */
export async function deleteMfaOf(db: Db, memberId: number) {
  const deleted = await db.delete(operatorMfa).where(eq(operatorMfa.memberId, memberId)).returning({ memberId: operatorMfa.memberId });
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.memberId, memberId));
  await db.update(sessions).set({ mfaVerifiedAt: null }).where(and(eq(sessions.memberId, memberId), isNotNull(sessions.mfaVerifiedAt)));
  return deleted.length === 1;
}
