import type { MyCouponList } from '../../lib/schemas/coupons';
import { MEMBER_COUPON_STATUS_LABELS, couponDiscountText, couponScopeLabel, couponViewStatus } from '../../lib/schemas/coupon-rules';
import type { CouponDiscountType, CouponScope } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { formatWon } from '../../lib/format';
import { fail } from '../lib/errors';
import { isoOrNull } from '../lib/time';
import * as repo from './coupons.repository';
import * as held from './member-coupons.repository';

// 회원 쪽 쿠폰: 결제에서 쓸 수 있는지와 할인액, 쿠폰함

export type CouponTerms = {
  discountType: CouponDiscountType;
  discountValue: number;
  maxDiscount: number | null;
  minOrderAmount: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** 이 장의 마감(발급 때 적는다). 예전 장은 비어 있을 수 있어 쿠폰의 endsAt 도 본다 */
  expiresAt: Date | null;
  scope: CouponScope;
  scopeChannelId: number | null;
  scopeProductTypeId: number | null;
  scopeProductIds: number[];
};
export type CouponOrderLine = { productId: number; channelId: number; productTypeId: number; total: number };

/** 쿠폰할인액: 정액은 그대로, 정률은 내림 후 최대 할인으로 자른다. 기준 금액을 넘지 않는다. */
export function couponDiscountFor(coupon: Pick<CouponTerms, 'discountType' | 'discountValue' | 'maxDiscount'>, base: number): number {
  if (base <= 0) return 0;
  let discount =
    coupon.discountType === 'FIXED' ? coupon.discountValue : Math.floor((base * coupon.discountValue) / 100);
  if (coupon.discountType === 'RATE' && coupon.maxDiscount !== null) discount = Math.min(discount, coupon.maxDiscount);
  return Math.max(0, Math.min(discount, base));
}

function inScope(c: CouponTerms, l: CouponOrderLine): boolean {
  if (c.scope === 'CHANNEL') return l.channelId === c.scopeChannelId;
  if (c.scope === 'PRODUCT_TYPE') return l.productTypeId === c.scopeProductTypeId;
  if (c.scope === 'PRODUCTS') return c.scopeProductIds.includes(l.productId);
  return true;
}

/**
 * 이 주문에 쓸 수 있는지(한국어 이유)와 할인액. 범위가 있는 쿠폰은 범위 안 줄의 금액만 기준으로 삼는다:
 * 최소 주문 금액도, 할인도 그 금액에서 센다.
 */
export function couponQuote(c: CouponTerms, lines: CouponOrderLine[], now: Date): { reason: string | null; discount: number } {
  const refuse = (reason: string) => ({ reason, discount: 0 });
  if (c.startsAt && now < c.startsAt) return refuse('아직 사용 기간이 시작되지 않은 쿠폰입니다.');
  if ((c.endsAt && now > c.endsAt) || (c.expiresAt && now > c.expiresAt)) return refuse('사용 기간이 지난 쿠폰입니다.');
  const eligible = lines.filter((l) => inScope(c, l));
  if (eligible.length === 0) return refuse('이 주문의 상품에는 쓸 수 없는 쿠폰입니다.');
  const base = eligible.reduce((sum, l) => sum + l.total, 0);
  if (base < c.minOrderAmount) {
    return refuse(c.scope === 'ALL' ? `최소 주문 금액 ${formatWon(c.minOrderAmount)} 이상에서 쓸 수 있는 쿠폰입니다.` : `적용 상품 ${formatWon(c.minOrderAmount)} 이상 주문에서 쓸 수 있는 쿠폰입니다.`);
  }
  return { reason: null, discount: couponDiscountFor(c, base) };
}

/**
 * 결제 준비가 부른다(트랜잭션 안, 줄 잠금). 본인 것이 아니거나 없으면 404,
 * 이미 쓰였거나 예약·회수됐으면 409, 기간·범위·최소 금액이 맞지 않으면 400.
 */
export async function findUsableMemberCoupon(tx: Db, p: { memberId: number; memberCouponId: number; purchaseId: number; now: Date }) {
  const row = await held.findMemberCouponForUpdate(tx, p);
  if (!row) throw fail('COUPON_NOT_FOUND');
  if (row.status !== 'AVAILABLE') throw fail('COUPON_NOT_AVAILABLE');
  const quote = couponQuote(row, await repo.listOrderLinesForCoupon(tx, { purchaseId: p.purchaseId }), p.now);
  if (quote.reason) throw fail('COUPON_NOT_USABLE', { memberCouponId: row.memberCouponId }, quote.reason);
  return { ...row, discount: quote.discount };
}

/** 구매 하나에 대해 내 쿠폰을 쓸 수 있는지와 얼마나 깎이는지(회수·사용·예약된 장은 목록에 없다) */
export async function listCouponsForPurchase(db: Db, p: { memberId: number; purchaseId: number; now: Date }) {
  const [rows, lines] = await Promise.all([
    held.listAvailableMemberCoupons(db, { memberId: p.memberId }),
    repo.listOrderLinesForCoupon(db, { purchaseId: p.purchaseId }),
  ]);
  return rows.map((r) => {
    const { reason, discount } = couponQuote(r, lines, p.now);
    return {
      memberCouponId: r.memberCouponId,
      name: r.name,
      discountType: r.discountType,
      discountValue: r.discountValue,
      maxDiscount: r.maxDiscount,
      minOrderAmount: r.minOrderAmount,
      endsAt: isoOrNull(earlier(r.expiresAt, r.endsAt)),
      usable: reason === null,
      discount,
      reason,
    };
  });
}

const earlier = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/** 주문서에 보여 줄 수: 기간 안의 쓸 수 있는 장(범위·최소 금액은 쿠폰 목록에서 이유와 함께 보인다) */
export async function countUsableCoupons(db: Db, p: { memberId: number; now: Date }) {
  const rows = await held.listAvailableMemberCoupons(db, { memberId: p.memberId });
  return rows.filter((r) => couponViewStatus(r.status, r.expiresAt, r.endsAt, p.now) === 'AVAILABLE' && !(r.startsAt && p.now < r.startsAt)).length;
}

/** 쿠폰함: 모든 장을 보일 상태(기한이 지나면 만료)와 함께 */
export async function listMyCoupons(db: Db, p: { memberId: number; now: Date }): Promise<MyCouponList> {
  const rows = await held.listCouponsOfMember(db, p);
  return {
    items: rows.map((r) => {
      const status = couponViewStatus(r.status, r.expiresAt, r.endsAt, p.now);
      return {
        id: r.id,
        name: r.name,
        discountType: r.discountType,
        discountValue: r.discountValue,
        maxDiscount: r.maxDiscount,
        minOrderAmount: r.minOrderAmount,
        discountText: couponDiscountText(r),
        scopeLabel: couponScopeLabel(r),
        status,
        statusLabel: MEMBER_COUPON_STATUS_LABELS[status],
        issuedAt: r.issuedAt.toISOString(),
        expiresAt: isoOrNull(earlier(r.expiresAt, r.endsAt)),
        usedAt: isoOrNull(r.usedAt),
      };
    }),
  };
}
