import { z } from 'zod';
import { ACCOUNT_TYPES, LIMITS, PRODUCT_KINDS, PRODUCT_STATUSES } from './catalogue-rules';
import { FIELD_MESSAGES } from './errors';
import { TARGET_KINDS } from './targets';
import { groupDigits } from './number-text';

export * from './catalogue-rules';

export const ProductKindSchema = z.enum(PRODUCT_KINDS);
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES);
export const TargetKindSchema = z.enum(TARGET_KINDS);

export const DiscountTierSchema = z.object({
  minQuantity: z
    .number({ error: '할인 기준 수량은 1 이상의 정수여야 합니다.' })
    .int()
    .min(1, { error: '할인 기준 수량은 1 이상의 정수여야 합니다.' })
    .max(LIMITS.quantityMax, { error: '할인 기준 수량은 10,000,000 이하여야 합니다.' }),
  rate: z
    .number({ error: `할인율은 1% 이상 ${LIMITS.discountRateMax}% 이하의 정수여야 합니다.` })
    .int()
    .min(1, { error: `할인율은 1% 이상 ${LIMITS.discountRateMax}% 이하여야 합니다.` })
    .max(LIMITS.discountRateMax, { error: `할인율은 1% 이상 ${LIMITS.discountRateMax}% 이하여야 합니다.` }),
});

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

/** 상품 유형은 채널 아래의 같은 모양: 어느 채널의 것인지만 더한다 */
export const ProductTypeSchema = ChannelSchema.extend({ channelId: z.number().int() });
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

// ── 공개 응답: 스토어프론트의 내비게이션, 상품 목록, 상품 페이지 ─────────────────

export const CategoryProductTypeSchema = ProductTypeSchema.pick({
  id: true,
  slug: true,
  name: true,
  subtitle: true,
  iconUrl: true,
  displayOrder: true,
});
export type CategoryProductType = z.infer<typeof CategoryProductTypeSchema>;

export const CategoryChannelSchema = ChannelSchema.pick({
  id: true,
  slug: true,
  name: true,
  subtitle: true,
  iconUrl: true,
  displayOrder: true,
}).extend({ productTypes: z.array(CategoryProductTypeSchema) });
export type CategoryChannel = z.infer<typeof CategoryChannelSchema>;

export const CategoriesResponseSchema = z.object({ channels: z.array(CategoryChannelSchema) });
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

export const CatalogueRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type CatalogueRef = z.infer<typeof CatalogueRefSchema>;

/** 상품 목록 위에 그릴 채널·유형 이름 (pageOf 응답에 함께 실린다) */
export const ProductListContextSchema = z.object({ channel: CatalogueRefSchema, productType: CategoryProductTypeSchema });

/** 상품 페이지·인기 상품: 상품과 그 채널·유형 이름 */
export const ProductDetailSchema = ProductSchema.extend({ channel: CatalogueRefSchema, productType: CatalogueRefSchema });
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const PopularProductsResponseSchema = z.object({ items: z.array(ProductDetailSchema) });

export const POPULAR_LIMIT_MAX = 50;
export const PopularQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `개수는 1 이상 ${POPULAR_LIMIT_MAX} 이하의 정수여야 합니다.` })
    .int({ error: `개수는 1 이상 ${POPULAR_LIMIT_MAX} 이하의 정수여야 합니다.` })
    .min(1, { error: `개수는 1 이상 ${POPULAR_LIMIT_MAX} 이하의 정수여야 합니다.` })
    .max(POPULAR_LIMIT_MAX, { error: `개수는 1 이상 ${POPULAR_LIMIT_MAX} 이하의 정수여야 합니다.` })
    .default(10),
});

export const CATALOGUE_MESSAGES = {
  id: FIELD_MESSAGES.idRequired,
  nameRequired: FIELD_MESSAGES.nameRequired,
  channelRequired: '채널을 골라주세요.',
  nameMax: `이름은 ${LIMITS.nameMax}자 이하로 입력해주세요.`,
  slug: '슬러그는 영문 소문자, 숫자, 하이픈(-)으로 2~40자여야 합니다.',
  subtitleMax: `부제는 ${LIMITS.subtitleMax}자 이하로 입력해주세요.`,
  descriptionMax: `설명은 ${groupDigits(LIMITS.descriptionMax)}자 이하로 입력해주세요.`,
  iconUrl: '아이콘 주소는 /로 시작하는 경로나 https:// 주소여야 합니다.',
  boolean: '참(true) 또는 거짓(false)이어야 합니다.',
  kind: '상품 종류는 SINGLE(단건) 또는 DAILY(데일리)여야 합니다.',
  accountType: '계정 유형은 KOREAN(한국인) 또는 GLOBAL(외국인)이어야 합니다.',
  status: '판매 상태는 NOTSALE, ADMIN_ORDER, SALEABLE 중 하나여야 합니다.',
  targetKind: '주문 대상 종류를 목록에서 골라주세요.',
  quantity: `수량은 1 이상 ${groupDigits(LIMITS.quantityMax)} 이하의 정수여야 합니다.`,
  maxBelowMin: '최대 수량은 최소 수량보다 작을 수 없습니다.',
  defaultOutOfRange: '기본 수량은 최소 수량과 최대 수량 사이여야 합니다.',
  unitPrice: `단가는 1원 이상 ${groupDigits(LIMITS.unitPriceMax)}원 이하의 정수여야 합니다.`,
  discountTiersMax: `할인 구간은 ${LIMITS.discountTiersMax}개까지 둘 수 있습니다.`,
  discountTierOrder: '할인 구간의 기준 수량은 앞 구간보다 커야 합니다.',
  days: `기간은 1일 이상 ${LIMITS.dailyDaysMax}일 이하의 정수여야 합니다.`,
  maxDaysBelowMin: '최대 기간은 최소 기간보다 짧을 수 없습니다.',
  refillDays: `AS 기간은 0일 이상 ${LIMITS.refillDaysMax}일 이하의 정수여야 합니다.`,
  panelId: FIELD_MESSAGES.panelIdInvalid,
  panelServiceId: '패널 서비스 번호는 40자 이하로 입력해주세요.',
  reorderIds: '순서를 바꿀 id 목록이 필요합니다.',
  reorderDuplicate: '같은 id가 두 번 들어 있습니다.',
  emptyPatch: FIELD_MESSAGES.nothingToChange,
  query: '검색어는 60자 이하로 입력해주세요.',
} as const;

/** 공개 상품 목록의 조건 (페이지는 PageQuerySchema 와 합쳐 쓴다) */
export const ProductListFilterSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES, { error: CATALOGUE_MESSAGES.accountType }).optional(),
});
