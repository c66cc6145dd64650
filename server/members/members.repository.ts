import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, members } from '../db/schema';
import type { AdminRole, MemberStatus, RegistrationType, Role } from '../../lib/schemas/members';

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
  /** 소셜 가입은 비밀번호가 없다 */
  passwordHash: string | null;
  name: string | null;
  cellPhone: string;
  registrationType: RegistrationType;
  /** 없으면 NORMAL(DB 기본값). 이메일 가입은 REQUIRED_EMAIL_AUTH 로 넣는다 */
  status?: MemberStatus;
  role?: Role;
  adminRole?: AdminRole | null;
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

/** 로그인·비밀번호 확인 기록에도 이메일이 남는다 */
export function deleteLoginAttemptsOf(db: Db, email: string) {
  return db.delete(loginAttempts).where(eq(loginAttempts.email, email.toLowerCase()));
}

/** 후기를 쓰면 회원의 후기 수가 하나 는다(후기 등록과 같은 트랜잭션) */
export async function incrementMemberReviewCount(db: Db, memberId: number) {
  await db.update(members).set({ reviewCount: sql`${members.reviewCount} + 1` }).where(eq(members.id, memberId));
}

/** 운영자의 상태 변경: 회원 행을 잠그고 지금 상태·역할을 읽는다 */
export async function lockMemberForStatus(db: Db, id: number) {
  const rows = await db
    .select({ id: members.id, role: members.role, status: members.status, statusReason: members.statusReason, statusChangedAt: members.statusChangedAt })
    .from(members)
    .where(eq(members.id, id))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/** 조건부 갱신: 읽은 상태(from) 그대로일 때만 바꾼다. 바꿨으면 새 값, 아니면 null */
export async function updateMemberStatus(db: Db, p: { id: number; from: MemberStatus; to: MemberStatus; reason: string; now: Date }) {
  const rows = await db
    .update(members)
    .set({ status: p.to, statusReason: p.reason, statusChangedAt: p.now, updatedAt: p.now })
    .where(and(eq(members.id, p.id), eq(members.status, p.from)))
    .returning({ status: members.status, statusReason: members.statusReason, statusChangedAt: members.statusChangedAt });
  return rows[0] ?? null;
}

/** 가입 이메일 인증: 아직 인증 전(REQUIRED_EMAIL_AUTH)일 때만 NORMAL 로. 바꿨으면 true */
export async function markMemberEmailVerified(db: Db, p: { id: number; now: Date }) {
  const rows = await db
    .update(members)
    .set({ status: 'NORMAL', updatedAt: p.now })
    .where(and(eq(members.id, p.id), eq(members.status, 'REQUIRED_EMAIL_AUTH')))
    .returning({ id: members.id });
  return rows.length === 1;
}
