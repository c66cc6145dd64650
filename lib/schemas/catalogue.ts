import { z } from 'zod';
import { TargetKindSchema } from './targets';

export const PRODUCT_KINDS = ['SINGLE', 'DAILY'] as const;
export const ProductKindSchema = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof ProductKindSchema>;
export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = { SINGLE: '단건 상품', DAILY: '데일리 상품' };

export const ACCOUNT_TYPES = ['KOREAN', 'GLOBAL'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountTypeSchema>;
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { KOREAN: '한국인', GLOBAL: '외국인' };

export const PRODUCT_STATUSES = ['NOTSALE', 'ADMIN_ORDER', 'SALEABLE'] as const;
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof ProductStatusSchema>;
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
export const DiscountTierSchema = z.object({
  minQuantity: z.number().int().min(1),
  rate: z.number().int().min(1).max(LIMITS.discountRateMax, { error: `할인율은 ${LIMITS.discountRateMax}% 이하여야 합니다.` }),
});
export type DiscountTier = z.infer<typeof DiscountTierSchema>;

export const ChannelSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  subtitle: z.string(),
  iconUrl: z.string().nullable(),
  displayOrder: z.number().int(),
  isVisible: z.boolean(),
});
export type Channel = z.infer<typeof ChannelSchema>;

export const ProductTypeSchema = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  subtitle: z.string(),
  iconUrl: z.string().nullable(),
  displayOrder: z.number().int(),
  isVisible: z.boolean(),
});
export type ProductType = z.infer<typeof ProductTypeSchema>;

export const ProductSchema = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  productTypeId: z.number().int(),
  kind: ProductKindSchema,
  accountType: AccountTypeSchema,
  name: z.string(),
  description: z.string(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  defaultQuantity: z.number().int(),
  /** 1개(명·회)당 원. 주문 시점 가격이 주문 줄에 따로 저장된다 */
  unitPrice: z.number().int(),
  discountTiers: z.array(DiscountTierSchema),
  targetKind: TargetKindSchema,
  refillDays: z.number().int(),
  /** 데일리 상품의 기간(일) 범위. 단건은 1 */
  minDays: z.number().int(),
  maxDays: z.number().int(),
  status: ProductStatusSchema,
  isPopular: z.boolean(),
  displayOrder: z.number().int(),
});
export type Product = z.infer<typeof ProductSchema>;

export type PriceQuote = { subtotal: number; discountRate: number; discount: number; total: number };

export function discountRateFor(tiers: readonly DiscountTier[], quantity: number): number {
  return tiers.reduce((rate, t) => (quantity >= t.minQuantity && t.rate > rate ? t.rate : rate), 0);
}

/** 가격 계산은 여기 한 곳: 주문 폼이 보여 주는 값과 서버가 청구하는 값이 같아야 한다. */
export function quotePrice(
  product: Pick<Product, 'unitPrice' | 'discountTiers'>,
  quantity: number,
  days = 1,
): PriceQuote {
  const subtotal = product.unitPrice * quantity * days;
  const discountRate = discountRateFor(product.discountTiers, quantity);
  const discount = Math.floor((subtotal * discountRate) / 100);
  return { subtotal, discountRate, discount, total: subtotal - discount };
}

export const quantityMessage = (p: Pick<Product, 'minQuantity' | 'maxQuantity'>) =>
  `수량은 ${p.minQuantity.toLocaleString('ko-KR')}개 이상 ${p.maxQuantity.toLocaleString('ko-KR')}개 이하로 입력해주세요.`;

/** 주문 폼과 장바구니가 쓰는 수량·기간 검사 */
export function checkQuantity(p: Pick<Product, 'minQuantity' | 'maxQuantity'>, quantity: number): string | null {
  return Number.isInteger(quantity) && quantity >= p.minQuantity && quantity <= p.maxQuantity ? null : quantityMessage(p);
}
