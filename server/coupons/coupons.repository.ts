import { and, eq } from 'drizzle-orm';
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
