import type { CouponDiscountType } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { fail } from '../lib/errors';
import * as repo from './coupons.repository';

export type CouponTerms = {
  discountType: CouponDiscountType;
  discountValue: number;
  maxDiscount: number | null;
  minOrderAmount: number;
  startsAt: Date | null;
  endsAt: Date | null;
};

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** 쿠폰 할인액: 정액은 그대로, 정률은 내림 후 최대 할인으로 자른다. 기준 금액을 넘지 않는다. */
export function couponDiscountFor(coupon: Pick<CouponTerms, 'discountType' | 'discountValue' | 'maxDiscount'>, base: number): number {
  if (base <= 0) return 0;
  let discount =
    coupon.discountType === 'FIXED' ? coupon.discountValue : Math.floor((base * coupon.discountValue) / 100);
  if (coupon.discountType === 'RATE' && coupon.maxDiscount !== null) discount = Math.min(discount, coupon.maxDiscount);
  return Math.max(0, Math.min(discount, base));
}

/** 쓸 수 없는 이유(한국어) 또는 null */
export function couponRefusal(coupon: CouponTerms, base: number, now: Date): string | null {
  if (coupon.startsAt && now < coupon.startsAt) return '아직 사용 기간이 시작되지 않은 쿠폰입니다.';
  if (coupon.endsAt && now > coupon.endsAt) return '사용 기간이 지난 쿠폰입니다.';
  if (base < coupon.minOrderAmount) return `최소 주문 금액 ${won(coupon.minOrderAmount)} 이상에서 쓸 수 있는 쿠폰입니다.`;
  return null;
}

/**
 * 결제 준비가 부른다(트랜잭션 안, 줄 잠금). 본인 것이 아니거나 없으면 404,
 * 이미 쓰였거나 예약됐으면 409, 기간·최소 금액이 맞지 않으면 400.
 */
export async function findUsableMemberCoupon(
  tx: Db,
  p: { memberId: number; memberCouponId: number; base: number; now: Date },
) {
  const row = await repo.findMemberCouponForUpdate(tx, p);
  if (!row) throw fail('COUPON_NOT_FOUND');
  if (row.status !== 'AVAILABLE') throw fail('COUPON_NOT_AVAILABLE');
  const refusal = couponRefusal(row, p.base, p.now);
  if (refusal) throw fail('COUPON_NOT_USABLE', { memberCouponId: row.memberCouponId }, refusal);
  return { ...row, discount: couponDiscountFor(row, p.base) };
}

/** 구매 하나에 대해 내 쿠폰을 쓸 수 있는지와 얼마나 깎이는지 */
export async function listCouponsForBase(db: Db, p: { memberId: number; base: number; now: Date }) {
  const rows = await repo.listAvailableMemberCoupons(db, { memberId: p.memberId });
  return rows.map((r) => {
    const reason = couponRefusal(r, p.base, p.now);
    return {
      memberCouponId: r.memberCouponId,
      name: r.name,
      discountType: r.discountType,
      discountValue: r.discountValue,
      maxDiscount: r.maxDiscount,
      minOrderAmount: r.minOrderAmount,
      endsAt: r.endsAt ? r.endsAt.toISOString() : null,
      usable: reason === null,
      discount: reason === null ? couponDiscountFor(r, p.base) : 0,
      reason,
    };
  });
}

/** 주문서에 보여 줄 수: 기간이 지난 쿠폰은 빼고 센다 */
export async function countUsableCoupons(db: Db, p: { memberId: number; now: Date }) {
  const rows = await repo.listAvailableMemberCoupons(db, { memberId: p.memberId });
  return rows.filter((r) => !(r.endsAt && p.now > r.endsAt) && !(r.startsAt && p.now < r.startsAt)).length;
}
