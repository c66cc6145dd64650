import { z } from 'zod';
import { SHORTFALL_ACTIONS, ShortfallProductFieldsSchema } from './shortfalls';
import { CATALOGUE_MESSAGES, ChannelSchema, DiscountTierSchema, ProductSchema, ProductTypeSchema, type Product } from './catalogue';
import { ACCOUNT_TYPES, LIMITS, PRODUCT_KINDS, PRODUCT_STATUSES } from './catalogue-rules';
import { TARGET_KINDS } from './targets';

// 관리자 콘솔의 카탈로그 입력(채널·상품 유형·상품)과 응답. 공개 계약은 catalogue.ts

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
  // 부분 완료·취소로 남은 수량의 처리(lib/schemas/shortfalls.ts)
  ...ShortfallProductFieldsSchema.shape,
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
    shortfallAction: productFields.shortfallAction.default('REFUND_POINT'),
    shortfallPanelId: productFields.shortfallPanelId.default(null),
    shortfallPanelServiceId: productFields.shortfallPanelServiceId.default(null),
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
  shortfallAction: z.enum(SHORTFALL_ACTIONS),
  shortfallPanelId: z.number().int().nullable(),
  shortfallPanelServiceId: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const ChannelListResponseSchema = z.object({ items: z.array(ChannelSchema) });
export const ProductTypeListResponseSchema = z.object({ items: z.array(ProductTypeSchema) });

export const ProductTypeListQuerySchema = z.object({ channelId: idQuery.optional() });

/** 관리자 상품 목록의 조건 (페이지는 PageQuerySchema 와 합쳐 쓴다) */
export const AdminProductFilterSchema = z.object({
  channelId: idQuery.optional(),
  productTypeId: idQuery.optional(),
  kind: z.enum(PRODUCT_KINDS, { error: M.kind }).optional(),
  accountType: z.enum(ACCOUNT_TYPES, { error: M.accountType }).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: M.status }).optional(),
  q: z.string().trim().max(LIMITS.nameMax, { error: M.query }).optional(),
});
