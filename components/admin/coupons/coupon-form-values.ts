import { CouponBodySchema, type AdminCoupon, type CouponBody, type CouponBodyInput } from '@/lib/schemas/coupons';
import type { CouponDiscountType, CouponScope } from '@/lib/schemas/purchases';
import { bodyResolver, toNumber } from '../body-resolver';

export type { CouponBody };

/** 입력칸 그대로의 값(숫자도 문자열). 본문으로 바꾸는 일은 toCouponBody 한 곳에서 한다 */
export type CouponFormValues = {
  name: string;
  discountType: CouponDiscountType;
  discountValue: string;
  maxDiscount: string;
  minOrderAmount: string;
  startsOn: string;
  endsOn: string;
  validityDays: string;
  scope: CouponScope;
  scopeChannelId: string;
  scopeProductTypeId: string;
  /** 고른 상품 번호들(여럿 고르는 선택 칸의 값) */
  scopeProductIds: string[];
  perMemberLimit: string;
  welcome: boolean;
};

export const emptyCouponValues: CouponFormValues = {
  name: '',
  discountType: 'FIXED',
  discountValue: '',
  maxDiscount: '',
  minOrderAmount: '0',
  startsOn: '',
  endsOn: '',
  validityDays: '30',
  scope: 'ALL',
  scopeChannelId: '',
  scopeProductTypeId: '',
  scopeProductIds: [],
  perMemberLimit: '1',
  welcome: false,
};

const text = (n: number | null) => (n == null ? '' : String(n));

export function valuesFromCoupon(c: AdminCoupon): CouponFormValues {
  return {
    name: c.name,
    discountType: c.discountType,
    discountValue: text(c.discountValue),
    maxDiscount: text(c.maxDiscount),
    minOrderAmount: text(c.minOrderAmount),
    startsOn: c.startsOn ?? '',
    endsOn: c.endsOn ?? '',
    validityDays: text(c.validityDays),
    scope: c.scope,
    scopeChannelId: text(c.scopeChannelId),
    scopeProductTypeId: text(c.scopeProductTypeId),
    scopeProductIds: c.scopeProductIds.map(String),
    perMemberLimit: text(c.perMemberLimit),
    welcome: c.welcome,
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : toNumber(v));

/** 폼 값 → POST/PATCH 본문. 정액 할인은 최대 할인이 없고, 범위에 맞지 않는 대상은 비운다 */
export function toCouponBody(v: CouponFormValues): CouponBodyInput {
  return {
    name: v.name,
    discountType: v.discountType,
    discountValue: toNumber(v.discountValue),
    maxDiscount: v.discountType === 'RATE' ? orNull(v.maxDiscount) : null,
    minOrderAmount: toNumber(v.minOrderAmount),
    startsOn: v.startsOn || null,
    endsOn: v.endsOn || null,
    validityDays: orNull(v.validityDays),
    scope: v.scope,
    scopeChannelId: v.scope === 'CHANNEL' ? orNull(v.scopeChannelId) : null,
    scopeProductTypeId: v.scope === 'PRODUCT_TYPE' ? orNull(v.scopeProductTypeId) : null,
    scopeProductIds: v.scope === 'PRODUCTS' ? v.scopeProductIds.map(Number) : [],
    perMemberLimit: toNumber(v.perMemberLimit),
    welcome: v.welcome,
  };
}

export const couponResolver = bodyResolver<CouponFormValues, typeof CouponBodySchema>(CouponBodySchema, toCouponBody);
