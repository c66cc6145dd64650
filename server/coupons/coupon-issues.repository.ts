import { and, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CouponMemberFilter } from '../../lib/schemas/coupons';
import type { Db } from '../db/client';
import { couponIssues, members } from '../db/schema';
import { escapeLike } from '../lib/sql';
import { addDays, kstStartOf } from '../lib/time';

// 발급 한 번(coupon_issues)과 발급 대상 회원 찾기

export async function findIssueByKey(db: Db, requestKey: string) {
  const rows = await db.select().from(couponIssues).where(eq(couponIssues.requestKey, requestKey)).limit(1);
  return rows[0] ?? null;
}

/** 요청 키가 이미 있으면(동시에 같은 키가 들어온 경우) null */
export async function insertIssue(db: Db, p: { couponId: number; requestKey: string; issuedBy: number | null; memberCount: number; now: Date }) {
  const rows = await db
    .insert(couponIssues)
    .values({ couponId: p.couponId, requestKey: p.requestKey, issuedBy: p.issuedBy, memberCount: p.memberCount, createdAt: p.now })
    .onConflictDoNothing({ target: couponIssues.requestKey })
    .returning();
  return rows[0] ?? null;
}

/** 발급할 회원들의 상태: 없는 번호는 결과에 없다 */
export function findMembersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: members.id, status: members.status, deletedAt: members.deletedAt })
    .from(members)
    .where(inArray(members.id, ids));
}

/**
 * 필터로 고른 회원(탈퇴 회원과 운영자는 빼고). 회원 관리 화면의 목록 필터와 같은 뜻이지만
 * 그쪽 저장소가 따로 만들어지는 중이라 여기 최소한으로 둔다: 합칠 때 하나로 옮긴다.
 */
function filterWhere(f: CouponMemberFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(members.role, 'MEMBER'), ne(members.status, 'DELETED'), sql`${members.deletedAt} is null`];
  if (f.status) parts.push(eq(members.status, f.status));
  if (f.email) parts.push(sql`lower(${members.email}) = lower(${f.email})`);
  if (f.registrationType) parts.push(eq(members.registrationType, f.registrationType));
  if (f.signupFrom) parts.push(gte(members.createdAt, kstStartOf(f.signupFrom)));
  if (f.signupTo) parts.push(lt(members.createdAt, kstStartOf(addDays(f.signupTo, 1))));
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    const digits = f.q.replace(/\D/g, '');
    parts.push(
      or(
        ilike(members.email, like),
        ilike(members.name, like),
        digits.length >= 3 ? ilike(members.cellPhone, `%${digits}%`) : undefined,
        /^\d{1,9}$/.test(f.q) ? eq(members.id, Number(f.q)) : undefined,
      ),
    );
  }
  return and(...parts)!;
}

/** 필터에 맞는 회원 번호(limit 까지). 한도를 넘는지 보려고 부르는 쪽이 한도 + 1 을 준다 */
export async function listMemberIdsByFilter(db: Db, f: CouponMemberFilter, limit: number) {
  const rows = await db.select({ id: members.id }).from(members).where(filterWhere(f)).orderBy(members.id).limit(limit);
  return rows.map((r) => r.id);
}

export async function countMembersByFilter(db: Db, f: CouponMemberFilter) {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(members).where(filterWhere(f));
  return rows[0]?.n ?? 0;
}
