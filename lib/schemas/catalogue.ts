import { z } from 'zod';
import { ACCOUNT_TYPES, LIMITS, PRODUCT_KINDS, PRODUCT_STATUSES } from './catalogue-rules';
import { TARGET_KINDS } from './targets';

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
  id: '숫자 id가 필요합니다.',
  nameRequired: '이름을 입력해주세요.',
  nameMax: `이름은 ${LIMITS.nameMax}자 이하로 입력해주세요.`,
  slug: '슬러그는 영문 소문자, 숫자, 하이픈(-)으로 2~40자여야 합니다.',
  subtitleMax: `부제는 ${LIMITS.subtitleMax}자 이하로 입력해주세요.`,
  descriptionMax: `설명은 ${LIMITS.descriptionMax.toLocaleString('ko-KR')}자 이하로 입력해주세요.`,
  iconUrl: '아이콘 주소는 /로 시작하는 경로나 https:// 주소여야 합니다.',
  boolean: '참(true) 또는 거짓(false)이어야 합니다.',
  kind: '상품 종류는 SINGLE(단건) 또는 DAILY(데일리)여야 합니다.',
  accountType: '계정 유형은 KOREAN(한국인) 또는 GLOBAL(외국인)이어야 합니다.',
  status: '판매 상태는 NOTSALE, ADMIN_ORDER, SALEABLE 중 하나여야 합니다.',
  targetKind: '주문 대상 종류를 목록에서 골라주세요.',
  quantity: `수량은 1 이상 ${LIMITS.quantityMax.toLocaleString('ko-KR')} 이하의 정수여야 합니다.`,
  maxBelowMin: '최대 수량은 최소 수량보다 작을 수 없습니다.',
  defaultOutOfRange: '기본 수량은 최소 수량과 최대 수량 사이여야 합니다.',
  unitPrice: `단가는 1원 이상 ${LIMITS.unitPriceMax.toLocaleString('ko-KR')}원 이하의 정수여야 합니다.`,
  discountTiersMax: `할인 구간은 ${LIMITS.discountTiersMax}개까지 둘 수 있습니다.`,
  discountTierOrder: '할인 구간의 기준 수량은 앞 구간보다 커야 합니다.',
  days: `기간은 1일 이상 ${LIMITS.dailyDaysMax}일 이하의 정수여야 합니다.`,
  maxDaysBelowMin: '최대 기간은 최소 기간보다 짧을 수 없습니다.',
  refillDays: `AS 기간은 0일 이상 ${LIMITS.refillDaysMax}일 이하의 정수여야 합니다.`,
  panelId: '패널 id는 양의 정수여야 합니다.',
  panelServiceId: '패널 서비스 번호는 40자 이하로 입력해주세요.',
  reorderIds: '순서를 바꿀 id 목록이 필요합니다.',
  reorderDuplicate: '같은 id가 두 번 들어 있습니다.',
  emptyPatch: '바꿀 항목이 없습니다.',
  query: '검색어는 60자 이하로 입력해주세요.',
} as const;

const M = CATALOGUE_MESSAGES;
const idField = z.number({ error: M.id }).int({ error: M.id }).positive({ error: M.id }).max(2_147_483_647, { error: M.id });
/** 쿼리 문자열의 id */
const idQuery = z.coerce.number({ error: M.id }).int({ error: M.id }).positive({ error: M.id }).max(2_147_483_647, { error: M.id });
const bool = z.boolean({ error: M.boolean });

/** 채널·상품 유형이 바뀌어도 같은 주소가 되도록 영문 슬러그를 쓴다 */
export const SLUG_PATTERN = /^[a-z0-9-]{2,40}$/;
const slugField = z.string({ error: M.slug }).regex(SLUG_PATTERN, { error: M.slug });
const nameField = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(LIMITS.nameMax, { error: M.nameMax });
const subtitleField = z.string({ error: M.subtitleMax }).trim().max(LIMITS.subtitleMax, { error: M.subtitleMax });
const iconUrlField = z
  .string({ error: M.iconUrl })
  .max(300, { error: M.iconUrl })
  .regex(/^(\/|https:\/\/)\S+$/, { error: M.iconUrl })
  .nullable();

// ── 관리자 입력: 채널, 상품 유형 ─────────────────────────────────────────

const channelFields = { slug: slugField, name: nameField, subtitle: subtitleField, iconUrl: iconUrlField, isVisible: bool };
const nonEmpty = (v: object) => Object.keys(v).length > 0;

export const ChannelCreateBodySchema = z.object({
  ...channelFields,
  subtitle: subtitleField.default(''),
  iconUrl: iconUrlField.default(null),
  isVisible: bool.default(true),
});
export const ChannelPatchBodySchema = z.object(channelFields).partial().refine(nonEmpty, { error: M.emptyPatch });
export type ChannelCreateBody = z.input<typeof ChannelCreateBodySchema>;
export type ChannelPatchBody = z.input<typeof ChannelPatchBodySchema>;

export const ProductTypeCreateBodySchema = ChannelCreateBodySchema.extend({ channelId: idField });
/** 유형을 다른 채널로 옮기면 그 유형의 상품과 채널이 어긋나므로 channelId 는 바꿀 수 없다 */
export const ProductTypePatchBodySchema = ChannelPatchBodySchema;
export type ProductTypeCreateBody = z.input<typeof ProductTypeCreateBodySchema>;

/** ids 의 순서대로 displayOrder 를 1, 2, 3... 으로 매긴다 */
export const ReorderBodySchema = z.object({
  ids: z
    .array(idField, { error: M.reorderIds })
    .min(1, { error: M.reorderIds })
    .max(500, { error: M.reorderIds })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.reorderDuplicate }),
});
export type ReorderBody = z.input<typeof ReorderBodySchema>;

// ── 관리자 입력: 상품 ───────────────────────────────────────────────

const quantityField = z
  .number({ error: M.quantity })
  .int({ error: M.quantity })
  .min(1, { error: M.quantity })
  .max(LIMITS.quantityMax, { error: M.quantity });
const daysField = z.number({ error: M.days }).int({ error: M.days }).min(1, { error: M.days }).max(LIMITS.dailyDaysMax, { error: M.days });

// 기본값이 없는 필드 모음: PATCH 의 partial() 이 기본값을 채워 넣지 않게 하려고 따로 둔다
const productFields = {
  channelId: idField,
  productTypeId: idField,
  kind: z.enum(PRODUCT_KINDS, { error: M.kind }),
  accountType: z.enum(ACCOUNT_TYPES, { error: M.accountType }),
  name: nameField,
  description: z.string({ error: M.descriptionMax }).trim().max(LIMITS.descriptionMax, { error: M.descriptionMax }),
  minQuantity: quantityField,
  maxQuantity: quantityField,
  defaultQuantity: quantityField,
  unitPrice: z
    .number({ error: M.unitPrice })
    .int({ error: M.unitPrice })
    .min(1, { error: M.unitPrice })
    .max(LIMITS.unitPriceMax, { error: M.unitPrice }),
  discountTiers: z.array(DiscountTierSchema, { error: M.discountTiersMax }).max(LIMITS.discountTiersMax, { error: M.discountTiersMax }),
  targetKind: z.enum(TARGET_KINDS, { error: M.targetKind }),
  refillDays: z
    .number({ error: M.refillDays })
    .int({ error: M.refillDays })
    .min(0, { error: M.refillDays })
    .max(LIMITS.refillDaysMax, { error: M.refillDays }),
  minDays: daysField,
  maxDays: daysField,
  status: z.enum(PRODUCT_STATUSES, { error: M.status }),
  isPopular: bool,
  panelId: z.number({ error: M.panelId }).int({ error: M.panelId }).positive({ error: M.panelId }).nullable(),
  panelServiceId: z.string({ error: M.panelServiceId }).trim().max(40, { error: M.panelServiceId }).nullable(),
};

export type ProductRuleInput = Pick<
  Product,
  'kind' | 'minQuantity' | 'maxQuantity' | 'defaultQuantity' | 'discountTiers' | 'minDays' | 'maxDays'
>;
export type RuleIssue = { path: (string | number)[]; message: string };

/** 필드 하나로는 볼 수 없는 규칙. 생성 스키마와 PATCH(기존 값과 합친 뒤) 가 같이 쓴다. */
export function productRuleIssues(p: ProductRuleInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (p.maxQuantity < p.minQuantity) issues.push({ path: ['maxQuantity'], message: M.maxBelowMin });
  else if (p.defaultQuantity < p.minQuantity || p.defaultQuantity > p.maxQuantity) {
    issues.push({ path: ['defaultQuantity'], message: M.defaultOutOfRange });
  }
  p.discountTiers.forEach((tier, i) => {
    const previous = p.discountTiers[i - 1];
    if (previous && tier.minQuantity <= previous.minQuantity) {
      issues.push({ path: ['discountTiers', i, 'minQuantity'], message: M.discountTierOrder });
    }
  });
  if (p.kind === 'DAILY' && p.maxDays < p.minDays) issues.push({ path: ['maxDays'], message: M.maxDaysBelowMin });
  return issues;
}

/** 단건 상품의 기간은 언제나 1일 */
export function withProductDays<T extends Pick<Product, 'kind' | 'minDays' | 'maxDays'>>(p: T): T {
  return p.kind === 'SINGLE' ? { ...p, minDays: 1, maxDays: 1 } : p;
}

export const ProductCreateBodySchema = z
  .object({
    ...productFields,
    description: productFields.description.default(''),
    discountTiers: productFields.discountTiers.default([]),
    refillDays: productFields.refillDays.default(0),
    minDays: daysField.default(1),
    maxDays: daysField.default(1),
    status: productFields.status.default('NOTSALE'),
    isPopular: bool.default(false),
    panelId: productFields.panelId.default(null),
    panelServiceId: productFields.panelServiceId.default(null),
  })
  .superRefine((p, ctx) => {
    for (const issue of productRuleIssues(p)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type ProductCreateBody = z.input<typeof ProductCreateBodySchema>;

/** 부분 수정. 합친 결과는 서비스가 productRuleIssues 로 다시 본다 */
export const ProductPatchBodySchema = z.object(productFields).partial().refine(nonEmpty, { error: M.emptyPatch });
export type ProductPatchBody = z.input<typeof ProductPatchBodySchema>;

// ── 관리자 응답과 목록 조건 ─────────────────────────────────────────

export const AdminProductSchema = ProductSchema.extend({
  panelId: z.number().int().nullable(),
  panelServiceId: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const ChannelListResponseSchema = z.object({ items: z.array(ChannelSchema) });
export const ProductTypeListResponseSchema = z.object({ items: z.array(ProductTypeSchema) });

export const ProductTypeListQuerySchema = z.object({ channelId: idQuery.optional() });

/** 공개 상품 목록의 조건 (페이지는 PageQuerySchema 와 합쳐 쓴다) */
export const ProductListFilterSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES, { error: M.accountType }).optional(),
});

/** 관리자 상품 목록의 조건 (페이지는 PageQuerySchema 와 합쳐 쓴다) */
export const AdminProductFilterSchema = z.object({
  channelId: idQuery.optional(),
  productTypeId: idQuery.optional(),
  kind: z.enum(PRODUCT_KINDS, { error: M.kind }).optional(),
  accountType: z.enum(ACCOUNT_TYPES, { error: M.accountType }).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: M.status }).optional(),
  q: z.string().trim().max(LIMITS.nameMax, { error: M.query }).optional(),
});
