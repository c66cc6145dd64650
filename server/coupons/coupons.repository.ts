import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons, memberCoupons } from '../db/schema';

const memberCouponColumns = {
  memberCouponId: memberCoupons.id,
  memberId: memberCoupons.memberId,
  status: memberCoupons.status,
  purchaseId: memberCoupons.purchaseId,
  couponId: coupons.id,
  name: coupons.name,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  maxDiscount: coupons.maxDiscount,
  minOrderAmount: coupons.minOrderAmount,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
};

export type MemberCouponRow = Awaited<ReturnType<typeof listAvailableMemberCoupons>>[number];

export function listAvailableMemberCoupons(db: Db, p: { memberId: number }) {
  return db
    .select(memberCouponColumns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.memberId, p.memberId), eq(memberCoupons.status, 'AVAILABLE')))
    .orderBy(memberCoupons.id);
}

/** 결제 준비에서 예약하기 전에 줄을 잠근다 */
export async function findMemberCouponForUpdate(db: Db, p: { memberId: number; memberCouponId: number }) {
  const rows = await db
    .select(memberCouponColumns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.id, p.memberCouponId), eq(memberCoupons.memberId, p.memberId)))
    .for('update', { of: memberCoupons })
    .limit(1);
  return rows[0] ?? null;
}


export async function findCouponByName(db: Db, p: { name: string }) {
  const rows = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.name, p.name)).limit(1);
  return rows[0] ?? null;
}

export async function insertCoupon(db: Db, p: typeof coupons.$inferInsert) {
  const rows = await db.insert(coupons).values(p).returning({ id: coupons.id });
  return rows[0]!;
}

export async function hasMemberCoupon(db: Db, p: { memberId: number; couponId: number }) {
  const rows = await db
    .select({ id: memberCoupons.id })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.memberId, p.memberId), eq(memberCoupons.couponId, p.couponId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertMemberCoupon(db: Db, p: { memberId: number; couponId: number }) {
  const rows = await db.insert(memberCoupons).values(p).returning({ id: memberCoupons.id });
  return rows[0]!;
}

/** 조건부 갱신들: 0행이면 이미 다른 요청이 상태를 바꿨다 → false */
export async function reserveMemberCoupon(db: Db, p: { memberCouponId: number; memberId: number; purchaseId: number }) {
  const rows = await db
    .update(memberCoupons)
    .set({ status: 'RESERVED', purchaseId: p.purchaseId })
    .where(
      and(eq(memberCoupons.id, p.memberCouponId), eq(memberCoupons.memberId, p.memberId), eq(memberCoupons.status, 'AVAILABLE')),
    )
    .returning({ id: memberCoupons.id });
  return rows.length === 1;
}

export async function markMemberCouponUsed(db: Db, p: { purchaseId: number; at: Date }) {
  const rows = await db
    .update(memberCoupons)
    .set({ status: 'USED', usedAt: p.at })
    .where(and(eq(memberCoupons.purchaseId, p.purchaseId), eq(memberCoupons.status, 'RESERVED')))
    .returning({ id: memberCoupons.id });
  return rows.length === 1;
}

/** 만료·취소: 예약(또는 사용)된 쿠폰을 다시 쓸 수 있게 돌려놓는다 */
export async function restoreMemberCoupon(db: Db, p: { purchaseId: number }) {
  const rows = await db
    .update(memberCoupons)
    .set({ status: 'AVAILABLE', purchaseId: null, usedAt: null })
    .where(and(eq(memberCoupons.purchaseId, p.purchaseId), inArray(memberCoupons.status, ['RESERVED', 'USED'])))
    .returning({ id: memberCoupons.id });
  return rows.length === 1;
}
