/**
 * 카탈로그의 값과 규칙 중 zod 가 필요 없는 것: 상품 종류·계정 유형·판매 상태와 그 한국어 이름, 한도,
 * 가격·수량 계산. 스토어프론트의 첫 화면은 이 파일만 가져와서 zod 를 내려받지 않는다.
 * zod 스키마는 catalogue.ts 가 같은 배열로 만든다 — 규칙은 여전히 한 곳에 있다.
 */
import { groupDigits } from './number-text';

export const PRODUCT_KINDS = ['SINGLE', 'DAILY'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = { SINGLE: '단건 상품', DAILY: '데일리 상품' };

export const ACCOUNT_TYPES = ['KOREAN', 'GLOBAL'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { KOREAN: '한국인', GLOBAL: '외국인' };

export const PRODUCT_STATUSES = ['NOTSALE', 'ADMIN_ORDER', 'SALEABLE'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  NOTSALE: '판매 중지',
  ADMIN_ORDER: '관리자 주문 전용',
  SALEABLE: '판매 중',
};

export const LIMITS = {
  nameMax: 60,
  subtitleMax: 120,
  descriptionMax: 4000,
  quantityMax: 10_000_000,
  unitPriceMax: 1_000_000,
  discountRateMax: 90,
  discountTiersMax: 10,
  refillDaysMax: 365,
  dailyDaysMax: 365,
} as const;

/** 수량 할인: minQuantity 이상 주문하면 rate% 할인. 가장 큰 구간 하나만 적용한다. */
export type DiscountTier = { minQuantity: number; rate: number };

export type PriceQuote = { subtotal: number; discountRate: number; discount: number; total: number };

export function discountRateFor(tiers: readonly DiscountTier[], quantity: number): number {
  return tiers.reduce((rate, t) => (quantity >= t.minQuantity && t.rate > rate ? t.rate : rate), 0);
}

/** 가격 계산은 여기 한 곳: 주문 폼이 보여 주는 값과 서버가 청구하는 값이 같아야 한다. */
export function quotePrice(
  product: { unitPrice: number; discountTiers: readonly DiscountTier[] },
  quantity: number,
  days = 1,
): PriceQuote {
  const subtotal = product.unitPrice * quantity * days;
  const discountRate = discountRateFor(product.discountTiers, quantity);
  const discount = Math.floor((subtotal * discountRate) / 100);
  return { subtotal, discountRate, discount, total: subtotal - discount };
}

type QuantityRange = { minQuantity: number; maxQuantity: number };

export const quantityMessage = (p: QuantityRange) =>
  `수량은 ${groupDigits(p.minQuantity)}개 이상 ${groupDigits(p.maxQuantity)}개 이하로 입력해주세요.`;

/** 주문 폼과 장바구니가 쓰는 수량 검사 */
export function checkQuantity(p: QuantityRange, quantity: number): string | null {
  return Number.isInteger(quantity) && quantity >= p.minQuantity && quantity <= p.maxQuantity ? null : quantityMessage(p);
}

/** 단건 상품의 기간은 언제나 1일 */
export function withProductDays<T extends { kind: ProductKind; minDays: number; maxDays: number }>(p: T): T {
  return p.kind === 'SINGLE' ? { ...p, minDays: 1, maxDays: 1 } : p;
}
