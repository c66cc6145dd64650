import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberIdentities, members } from '../db/schema';
import type { SocialProvider } from '../../lib/schemas/social-accounts';

// 회원에 연결된 소셜 계정(member_identities)의 유일한 writer

/** 제공자 계정이 연결된 회원(상태·역할과 함께). 없으면 null */
export async function findIdentityMember(db: Db, p: { provider: SocialProvider; providerUserId: string }) {
  const rows = await db
    .select({ identityId: memberIdentities.id, memberId: members.id, status: members.status, role: members.role })
    .from(memberIdentities)
    .innerJoin(members, eq(members.id, memberIdentities.memberId))
    .where(and(eq(memberIdentities.provider, p.provider), eq(memberIdentities.providerUserId, p.providerUserId)))
    .limit(1);
  return rows[0] ?? null;
}

export function listIdentitiesOfMember(db: Db, memberId: number) {
  return db
    .select({ provider: memberIdentities.provider, email: memberIdentities.email, linkedAt: memberIdentities.linkedAt })
    .from(memberIdentities)
    .where(eq(memberIdentities.memberId, memberId))
    .orderBy(asc(memberIdentities.linkedAt), asc(memberIdentities.id));
}

/** 두 unique index(제공자 계정 하나에 회원 하나, 회원마다 제공자 하나)에 걸리면 넣지 않고 false */
export async function insertIdentity(db: Db, p: { memberId: number; provider: SocialProvider; providerUserId: string; email: string | null; linkedAt: Date }) {
  const rows = await db.insert(memberIdentities).values(p).onConflictDoNothing().returning({ id: memberIdentities.id });
  return rows.length === 1;
}

export function deleteIdentity(db: Db, identityId: number) {
  return db.delete(memberIdentities).where(eq(memberIdentities.id, identityId));
}

export async function deleteIdentityOfMember(db: Db, p: { memberId: number; provider: SocialProvider }) {
  const rows = await db
    .delete(memberIdentities)
    .where(and(eq(memberIdentities.memberId, p.memberId), eq(memberIdentities.provider, p.provider)))
    .returning({ id: memberIdentities.id });
  return rows.length === 1;
}

/** 탈퇴: 모두 지우고 지운 것을 돌려준다(제공자 쪽 연결 끊기를 줄 세우려고) */
export function deleteIdentitiesOfMember(db: Db, memberId: number) {
  return db
    .delete(memberIdentities)
    .where(eq(memberIdentities.memberId, memberId))
    .returning({ provider: memberIdentities.provider, providerUserId: memberIdentities.providerUserId });
}
