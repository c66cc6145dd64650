import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { MemberCouponStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { coupons, memberCoupons, members, productTypes, snsChannels } from '../db/schema';

// member_coupons 의 유일한 저장소: 발급, 결제의 예약·사용·반환, 환불의 복구, 탈퇴의 만료, 운영자의 회수가 모두 여기서 쓴다

const checkoutColumns = {
  memberCouponId: memberCoupons.id,
  memberId: memberCoupons.memberId,
  status: memberCoupons.status,
  purchaseId: memberCoupons.purchaseId,
  expiresAt: memberCoupons.expiresAt,
  couponId: coupons.id,
  name: coupons.name,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  maxDiscount: coupons.maxDiscount,
  minOrderAmount: coupons.minOrderAmount,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  scope: coupons.scope,
  scopeChannelId: coupons.scopeChannelId,
  scopeProductTypeId: coupons.scopeProductTypeId,
  scopeProductIds: coupons.scopeProductIds,
};

export type MemberCouponRow = Awaited<ReturnType<typeof listAvailableMemberCoupons>>[number];

export function listAvailableMemberCoupons(db: Db, p: { memberId: number }) {
  return db
    .select(checkoutColumns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.memberId, p.memberId), eq(memberCoupons.status, 'AVAILABLE')))
    .orderBy(memberCoupons.id);
}

/** 결제 준비에서 예약하기 전에 줄을 잠근다 */
export async function findMemberCouponForUpdate(db: Db, p: { memberId: number; memberCouponId: number }) {
  const rows = await db
    .select(checkoutColumns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.id, p.memberCouponId), eq(memberCoupons.memberId, p.memberId)))
    .for('update', { of: memberCoupons })
    .limit(1);
  return rows[0] ?? null;
}

export type NewMemberCoupon = { memberId: number; couponId: number; issueId?: number | null; expiresAt?: Date | null; issuedAt?: Date };

export async function insertMemberCoupon(db: Db, p: NewMemberCoupon) {
  const rows = await db.insert(memberCoupons).values(p).returning({ id: memberCoupons.id });
  return rows[0]!;
}

export async function insertMemberCoupons(db: Db, rows: NewMemberCoupon[]) {
  if (rows.length === 0) return [];
  return db.insert(memberCoupons).values(rows).returning({ id: memberCoupons.id });
}

export async function hasMemberCoupon(db: Db, p: { memberId: number; couponId: number }) {
  const rows = await db
    .select({ id: memberCoupons.id })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.memberId, p.memberId), eq(memberCoupons.couponId, p.couponId)))
    .limit(1);
  return rows.length > 0;
}

/** 회원마다 이 쿠폰을 몇 장 받았나(회수된 장은 세지 않는다: 잘못 준 것을 거두고 다시 줄 수 있게) */
export function countHeldByMembers(db: Db, p: { couponId: number; memberIds: number[] }) {
  if (p.memberIds.length === 0) return Promise.resolve([]);
  return db
    .select({ memberId: memberCoupons.memberId, n: sql<number>`count(*)::int` })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.couponId, p.couponId), inArray(memberCoupons.memberId, p.memberIds), ne(memberCoupons.status, 'REVOKED')))
    .groupBy(memberCoupons.memberId);
}

// ── 결제·환불·탈퇴가 바꾸는 상태. 모두 조건부: 0행이면 이미 다른 요청이 바꿨다 ──

/** 결제 준비: 쓸 수 있는 쿠폰만 이 구매에 예약한다. 0행이면 false */
export async function reserveMemberCoupon(db: Db, p: { memberCouponId: number; memberId: number; purchaseId: number }) {
  const rows = await db
    .update(memberCoupons)
    .set({ status: 'RESERVED', purchaseId: p.purchaseId })
    .where(and(eq(memberCoupons.id, p.memberCouponId), eq(memberCoupons.memberId, p.memberId), eq(memberCoupons.status, 'AVAILABLE')))
    .returning({ id: memberCoupons.id });
  return rows.length === 1;
}

/** 결제 완료: 이 구매에 예약된 쿠폰을 사용 완료로 */
export async function markCouponUsed(db: Db, p: { memberCouponId: number; purchaseId: number; now: Date }) {
  const rows = await db
    .update(memberCoupons)
    .set({ status: 'USED', usedAt: p.now })
    .where(and(eq(memberCoupons.id, p.memberCouponId), eq(memberCoupons.purchaseId, p.purchaseId), eq(memberCoupons.status, 'RESERVED')))
    .returning({ id: memberCoupons.id });
  return rows.length === 1;
}

/** 결제 실패·취소·만료: 예약된 쿠폰을 돌려준다. 돌려줬으면 true */
export async function releaseReservedCoupon(db: Db, p: { memberCouponId: number; purchaseId: number }) {
  const rows = await db
    .update(memberCoupons)
    .set({ status: 'AVAILABLE', purchaseId: null })
    .where(and(eq(memberCoupons.id, p.memberCouponId), eq(memberCoupons.purchaseId, p.purchaseId), eq(memberCoupons.status, 'RESERVED')))
    .returning({ id: memberCoupons.id });
  return rows.length === 1;
}

/** 전액 환불: 쓴 쿠폰을 다시 쓸 수 있게(이 구매에 USED 로 묶인 것만) */
export async function restoreUsedCoupon(db: Db, p: { memberCouponId: number; purchaseId: number }) {
  const rows = await db
    .update(memberCoupons)
    .set({ status: 'AVAILABLE', purchaseId: null, usedAt: null })
    .where(and(eq(memberCoupons.id, p.memberCouponId), eq(memberCoupons.purchaseId, p.purchaseId), eq(memberCoupons.status, 'USED')))
    .returning({ id: memberCoupons.id });
  return rows.length > 0;
}

/** 탈퇴: 쓰지 않은 쿠폰은 모두 만료 */
export function expireUnusedCouponsOf(db: Db, memberId: number) {
  return db
    .update(memberCoupons)
    .set({ status: 'EXPIRED' })
    .where(and(eq(memberCoupons.memberId, memberId), inArray(memberCoupons.status, ['AVAILABLE', 'RESERVED'])));
}

/** 운영자 회수: 쓰지 않았고 결제에 묶이지 않은(AVAILABLE) 장만. 0행이면 null */
export async function revokeMemberCoupon(db: Db, p: { id: number; now: Date }) {
  const rows = await db
    .update(memberCoupons)
    .set({ status: 'REVOKED', revokedAt: p.now })
    .where(and(eq(memberCoupons.id, p.id), eq(memberCoupons.status, 'AVAILABLE')))
    .returning({ id: memberCoupons.id, memberId: memberCoupons.memberId, couponId: memberCoupons.couponId });
  return rows[0] ?? null;
}

// ── 목록 ──

const viewColumns = {
  id: memberCoupons.id,
  memberId: memberCoupons.memberId,
  couponId: memberCoupons.couponId,
  status: memberCoupons.status,
  purchaseId: memberCoupons.purchaseId,
  issuedAt: memberCoupons.issuedAt,
  expiresAt: memberCoupons.expiresAt,
  usedAt: memberCoupons.usedAt,
  revokedAt: memberCoupons.revokedAt,
  endsAt: coupons.endsAt,
};

export async function findMemberCouponById(db: Db, id: number) {
  const rows = await db.select(viewColumns).from(memberCoupons).innerJoin(coupons, eq(coupons.id, memberCoupons.couponId)).where(eq(memberCoupons.id, id)).limit(1);
  return rows[0] ?? null;
}

/** 보일 상태로 거르기: 기한이 지난 AVAILABLE 은 EXPIRED 쪽에 든다 */
function viewStatusWhere(status: MemberCouponStatus | undefined, now: Date): SQL | undefined {
  if (!status) return undefined;
  const at = now.toISOString();
  const live = sql`(${memberCoupons.expiresAt} is null or ${memberCoupons.expiresAt} > ${at}::timestamptz) and (${coupons.endsAt} is null or ${coupons.endsAt} > ${at}::timestamptz)`;
  if (status === 'AVAILABLE') return sql`${memberCoupons.status} = 'AVAILABLE' and ${live}`;
  if (status === 'EXPIRED') return sql`(${memberCoupons.status} = 'EXPIRED' or (${memberCoupons.status} = 'AVAILABLE' and not (${live})))`;
  return eq(memberCoupons.status, status);
}

export type IssuedListFilter = { couponId: number; status?: MemberCouponStatus; now: Date };

export function listMemberCouponsOfCoupon(db: Db, f: IssuedListFilter, page: { limit: number; offset: number }) {
  return db
    .select({ ...viewColumns, memberEmail: members.email, memberName: members.name })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .innerJoin(members, eq(members.id, memberCoupons.memberId))
    .where(and(eq(memberCoupons.couponId, f.couponId), viewStatusWhere(f.status, f.now)))
    .orderBy(desc(memberCoupons.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMemberCouponsOfCoupon(db: Db, f: IssuedListFilter) {
  const rows = await db
    .select({ n: count() })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.couponId, f.couponId), viewStatusWhere(f.status, f.now)));
  return rows[0]?.n ?? 0;
}

/** 쿠폰함: 회원의 모든 장(최근 발급 순, 200장까지) */
export function listCouponsOfMember(db: Db, p: { memberId: number }) {
  return db
    .select({
      ...viewColumns,
      name: coupons.name,
      discountType: coupons.discountType,
      discountValue: coupons.discountValue,
      maxDiscount: coupons.maxDiscount,
      minOrderAmount: coupons.minOrderAmount,
      scope: coupons.scope,
      scopeProductIds: coupons.scopeProductIds,
      channelName: snsChannels.name,
      productTypeName: productTypes.name,
    })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .leftJoin(snsChannels, eq(snsChannels.id, coupons.scopeChannelId))
    .leftJoin(productTypes, eq(productTypes.id, coupons.scopeProductTypeId))
    .where(eq(memberCoupons.memberId, p.memberId))
    .orderBy(desc(memberCoupons.issuedAt), asc(memberCoupons.id))
    .limit(200);
}
