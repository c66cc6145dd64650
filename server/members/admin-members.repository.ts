import { and, count, desc, eq, gte, ilike, inArray, isNotNull, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMemberListQuery } from '../../lib/schemas/admin-members';
import type { Db } from '../db/client';
import { coupons, memberCoupons, members, purchases, qnas, reviews, services } from '../db/schema';
import { orderByOf } from '../lib/sorting';
import { escapeLike } from '../lib/sql';
import { addDays, kstStartOf } from '../lib/time';

export type MemberListFilter = Omit<AdminMemberListQuery, 'page' | 'size'>;

const INT_MAX = 2_147_483_647;

/** 결제된 구매의 회원별 합계(환불 뺀 금액)와 건수: 목록의 '구매 합계' 열과 정렬에 쓴다 */
function purchaseTotals(db: Db) {
  return db
    .select({
      memberId: purchases.memberId,
      total: sql<number>`sum(${purchases.totalAmount} - ${purchases.refundedAmount})`.as('purchase_total'),
      n: sql<number>`count(*)`.as('purchase_count'),
    })
    .from(purchases)
    .where(isNotNull(purchases.paidAt))
    .groupBy(purchases.memberId)
    .as('totals');
}

/** 검색어 하나로 이메일·이름·휴대폰(숫자만 비교)·회원 번호·주문번호를 함께 찾는다 */
function searchCondition(db: Db, q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  const ors: SQL[] = [ilike(members.email, pattern), ilike(members.name, pattern)];
  const digits = q.replace(/[-\s]/g, '');
  // 휴대폰은 숫자만 저장한다: 010-1234-5678 도 01012345678 로 찾는다. 너무 짧은 숫자는 거의 모두와 맞으므로 뺀다
  if (/^\d{4,11}$/.test(digits)) ors.push(like(members.cellPhone, `%${digits}%`));
  if (/^\d{1,10}$/.test(q) && Number(q) <= INT_MAX) ors.push(eq(members.id, Number(q)));
  ors.push(inArray(members.id, db.select({ id: purchases.memberId }).from(purchases).where(eq(purchases.orderNo, q))));
  return or(...ors)!;
}

function whereOf(db: Db, f: MemberListFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.q) conds.push(searchCondition(db, f.q));
  if (f.status) conds.push(eq(members.status, f.status));
  if (f.registrationType) conds.push(eq(members.registrationType, f.registrationType));
  if (f.from) conds.push(gte(members.createdAt, kstStartOf(f.from)));
  if (f.to) conds.push(lt(members.createdAt, kstStartOf(addDays(f.to, 1))));
  return conds.length ? and(...conds) : undefined;
}

/** 목록과 상세가 같이 보이는 열: 비밀번호 해시는 어디에도 싣지 않는다 */
function rowColumns(totals: ReturnType<typeof purchaseTotals>) {
  return {
    id: members.id,
    email: members.email,
    name: members.name,
    cellPhone: members.cellPhone,
    registrationType: members.registrationType,
    status: members.status,
    role: members.role,
    adminRole: members.adminRole,
    point: members.point,
    purchaseTotal: sql<number>`coalesce(${totals.total}, 0)`.mapWith(Number),
    purchaseCount: sql<number>`coalesce(${totals.n}, 0)`.mapWith(Number),
    createdAt: members.createdAt,
  };
}

/** 콘솔 회원 목록(검색·조건·정렬). CSV 는 같은 조건으로 큰 limit 을 준다 */
export async function listMembersForAdmin(db: Db, f: MemberListFilter, page: { limit: number; offset: number }) {
  const totals = purchaseTotals(db);
  const columns = rowColumns(totals);
  // 이름이 없는 회원(탈퇴·소셜)은 orderByOf 가 어느 방향이든 뒤로 둔다
  const sortColumns = { createdAt: members.createdAt, name: members.name, point: members.point, purchaseTotal: columns.purchaseTotal };
  const where = whereOf(db, f);
  const [rows, totalRows] = await Promise.all([
    db
      .select(columns)
      .from(members)
      .leftJoin(totals, eq(totals.memberId, members.id))
      .where(where)
      .orderBy(...orderByOf(f.sort, sortColumns, members.id, [desc(members.createdAt), desc(members.id)]))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return { rows, total: totalRows[0]?.n ?? 0 };
}

/** 회원 상세의 머리: 목록의 값에 상태 사유·후기 수·동의·탈퇴 시각을 더한다 */
export async function findMemberForAdmin(db: Db, id: number) {
  const totals = purchaseTotals(db);
  const rows = await db
    .select({
      ...rowColumns(totals),
      statusReason: members.statusReason,
      statusChangedAt: members.statusChangedAt,
      reviewCount: members.reviewCount,
      agreeMarketing: members.agreeMarketing,
      deletedAt: members.deletedAt,
    })
    .from(members)
    .leftJoin(totals, eq(totals.memberId, members.id))
    .where(eq(members.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** 상세의 한 칸: 전체 건수와 최근 몇 건 */
async function countAndLatest<T>(counting: Promise<{ n: number }[]>, latest: Promise<T[]>) {
  const [n, items] = await Promise.all([counting, latest]);
  return { count: n[0]?.n ?? 0, items };
}

export function memberCouponsOf(db: Db, memberId: number, limit: number) {
  const where = eq(memberCoupons.memberId, memberId);
  return countAndLatest(
    db.select({ n: count() }).from(memberCoupons).where(where),
    db
      .select({ id: memberCoupons.id, couponName: coupons.name, status: memberCoupons.status, issuedAt: memberCoupons.issuedAt, expiresAt: memberCoupons.expiresAt })
      .from(memberCoupons)
      .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
      .where(where)
      .orderBy(desc(memberCoupons.id))
      .limit(limit),
  );
}

export function memberPurchasesOf(db: Db, memberId: number, limit: number) {
  // 주문서만 쓰다 만 것(ORDER_FORM)은 구매가 아니다
  const where = and(eq(purchases.memberId, memberId), ne(purchases.status, 'ORDER_FORM'));
  return countAndLatest(
    db.select({ n: count() }).from(purchases).where(where),
    db
      .select({ id: purchases.id, orderNo: purchases.orderNo, orderName: purchases.orderName, status: purchases.status, totalAmount: purchases.totalAmount, createdAt: purchases.createdAt })
      .from(purchases)
      .where(where)
      .orderBy(desc(purchases.id))
      .limit(limit),
  );
}

export function memberServicesOf(db: Db, memberId: number, limit: number) {
  const where = eq(services.memberId, memberId);
  return countAndLatest(
    db.select({ n: count() }).from(services).where(where),
    db
      .select({ id: services.id, purchaseId: services.purchaseId, productName: services.productName, targetKey: services.targetKey, status: services.status, createdAt: services.createdAt })
      .from(services)
      .where(where)
      .orderBy(desc(services.id))
      .limit(limit),
  );
}

export function memberQnasOf(db: Db, memberId: number, limit: number) {
  const where = eq(qnas.memberId, memberId);
  return countAndLatest(
    db.select({ n: count() }).from(qnas).where(where),
    db.select({ id: qnas.id, title: qnas.title, status: qnas.status, createdAt: qnas.createdAt }).from(qnas).where(where).orderBy(desc(qnas.id)).limit(limit),
  );
}

export function memberReviewsOf(db: Db, memberId: number, limit: number) {
  const where = eq(reviews.memberId, memberId);
  return countAndLatest(
    db.select({ n: count() }).from(reviews).where(where),
    db
      .select({ id: reviews.id, title: reviews.title, rating: reviews.rating, isHidden: reviews.isHidden, createdAt: reviews.createdAt })
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.id))
      .limit(limit),
  );
}
