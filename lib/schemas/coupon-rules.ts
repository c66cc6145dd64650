/**
 * 쿠폰의 값과 규칙 중 zod 가 필요 없는 것: 한국어 이름, 한도, 만료일 계산, 회원에게 보일 상태.
 * api(발급·결제)와 웹(쿠폰함·콘솔)이 같은 계산을 쓰게 여기 한 곳에 둔다.
 */
import type { CouponDiscountType, CouponScope, MemberCouponStatus } from './purchases';
import { formatWon } from './number-text';

export const COUPON_LIMITS = {
  nameMax: 60,
  /** 정액 할인·최대 할인·최소 주문 금액의 상한(원) */
  amountMax: 10_000_000,
  validityDaysMax: 3650,
  perMemberLimitMax: 100,
  scopeProductsMax: 100,
  /** 한 번에 발급할 수 있는 회원 수: 한 트랜잭션에 모두 들어가거나 아무도 받지 않는다 */
  issueMembersMax: 1000,
} as const;

export const COUPON_DISCOUNT_TYPE_LABELS: Record<CouponDiscountType, string> = { FIXED: '정액 할인', RATE: '정률 할인' };
export const COUPON_SCOPE_LABELS: Record<CouponScope, string> = {
  ALL: '전체 상품',
  CHANNEL: '채널',
  PRODUCT_TYPE: '상품 유형',
  PRODUCTS: '고른 상품',
};

/** 회원과 콘솔에 보이는 상태: AVAILABLE 이어도 만료일이 지났으면 EXPIRED 로 보인다 */
export type CouponViewStatus = MemberCouponStatus;
export const MEMBER_COUPON_STATUS_LABELS: Record<CouponViewStatus, string> = {
  AVAILABLE: '사용 가능',
  RESERVED: '결제 중',
  USED: '사용 완료',
  EXPIRED: '기간 만료',
  REVOKED: '회수됨',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** 발급한 한 장의 마감: 쿠폰의 종료 시각과 발급 + N일 중 이른 것. 둘 다 없으면 null(기한 없음) */
export function couponExpiryAt(t: { endsAt: Date | null; validityDays: number | null }, issuedAt: Date): Date | null {
  const byDays = t.validityDays ? new Date(issuedAt.getTime() + t.validityDays * DAY_MS) : null;
  if (byDays && t.endsAt) return byDays < t.endsAt ? byDays : t.endsAt;
  return byDays ?? t.endsAt;
}

/** 저장된 상태 + 기한 → 보일 상태. 기한은 이 장의 expiresAt 과 쿠폰의 종료 시각 둘 다 본다 */
export function couponViewStatus(status: MemberCouponStatus, expiresAt: Date | null, endsAt: Date | null, now: Date): CouponViewStatus {
  if (status !== 'AVAILABLE') return status;
  if ((expiresAt && now > expiresAt) || (endsAt && now > endsAt)) return 'EXPIRED';
  return 'AVAILABLE';
}

/** 할인 한 줄: '3,000원 할인', '10% 할인 (최대 5,000원)' */
export function couponDiscountText(c: { discountType: CouponDiscountType; discountValue: number; maxDiscount: number | null }): string {
  if (c.discountType === 'FIXED') return `${formatWon(c.discountValue)} 할인`;
  return c.maxDiscount ? `${c.discountValue}% 할인 (최대 ${formatWon(c.maxDiscount)})` : `${c.discountValue}% 할인`;
}

/** 범위 한 줄: '전체 상품', '인스타그램 전용', '팔로워 전용', '상품 3개' */
export function couponScopeLabel(c: { scope: CouponScope; channelName: string | null; productTypeName: string | null; scopeProductIds: number[] }): string {
  if (c.scope === 'CHANNEL') return `${c.channelName ?? '채널'} 전용`;
  if (c.scope === 'PRODUCT_TYPE') return `${c.productTypeName ?? '상품 유형'} 전용`;
  if (c.scope === 'PRODUCTS') return `상품 ${c.scopeProductIds.length}개 전용`;
  return COUPON_SCOPE_LABELS.ALL;
}
