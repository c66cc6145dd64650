import { z } from 'zod';
import { PANEL_KINDS } from './fulfilment';
import { PageQuerySchema } from './common';
import { ERRORS, FIELD_MESSAGES } from './errors';

/**
 * 상위 SMM 패널 관리(관리자)의 계약: 패널 등록, 서비스 동기화, 잔액, 상품 연결.
 * API 키는 응답에 싣지 않는다 — 끝 네 자리(apiKeyLast4)만 보인다.
 */
export const PANEL_KIND_LABELS: Record<(typeof PANEL_KINDS)[number], string> = {
  SIMULATOR: '내장 시뮬레이터',
  API_V2: '패널 API v2',
};
export const PanelKindSchema = z.enum(PANEL_KINDS, { error: '패널 종류를 선택해주세요.' });

const M = {
  name: '패널 이름은 1~60자로 입력해주세요.',
  apiUrl: 'API 주소는 http(s):// 로 시작하는 주소여야 합니다.',
  apiUrlRequired: ERRORS.PANEL_API_URL_REQUIRED.message,
  apiKey: 'API 키는 200자 이하로 입력해주세요.',
  apiKeyRequired: ERRORS.PANEL_API_KEY_REQUIRED.message,
  threshold: '경보 잔액은 0 이상의 숫자(소수 둘째 자리까지)로 입력해주세요.',
  mappingPair: '패널과 패널 서비스는 함께 고르거나 함께 비워야 합니다.',
} as const;
export const PANEL_MESSAGES = M;

/** 빈 문자열은 null 로: 폼이 빈 칸을 ''로 보낸다 */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const panelFields = {
  name: z.string({ error: M.name }).trim().min(1, { error: M.name }).max(60, { error: M.name }),
  kind: PanelKindSchema,
  apiUrl: z.preprocess(
    blankToNull,
    z.string({ error: M.apiUrl }).trim().max(500, { error: M.apiUrl }).regex(/^https?:\/\/\S+$/, { error: M.apiUrl }).nullable(),
  ),
  /** 비우면(수정 시) 이전 키를 그대로 둔다 */
  apiKey: z.preprocess(blankToNull, z.string({ error: M.apiKey }).trim().max(200, { error: M.apiKey }).nullable()),
  isActive: z.boolean(),
  lowBalanceThreshold: z.preprocess(
    blankToNull,
    z.string({ error: M.threshold }).trim().regex(/^\d{1,12}(\.\d{1,2})?$/, { error: M.threshold }).nullable(),
  ),
};

export const PanelCreateBodySchema = z
  .object({
    name: panelFields.name,
    kind: panelFields.kind,
    apiUrl: panelFields.apiUrl.optional().default(null),
    apiKey: panelFields.apiKey.optional().default(null),
    isActive: panelFields.isActive.default(true),
    lowBalanceThreshold: panelFields.lowBalanceThreshold.optional().default(null),
  })
  .superRefine((b, ctx) => {
    if (b.kind !== 'API_V2') return;
    if (!b.apiUrl) ctx.addIssue({ code: 'custom', path: ['apiUrl'], message: M.apiUrlRequired });
    if (!b.apiKey) ctx.addIssue({ code: 'custom', path: ['apiKey'], message: M.apiKeyRequired });
  });
export type PanelCreateBody = z.input<typeof PanelCreateBodySchema>;

/** 부분 수정. 종류를 API_V2 로 바꿀 때 주소·키가 모두 있는지는 기존 값과 합쳐 서버가 본다 */
export const PanelPatchBodySchema = z.object({
  name: panelFields.name.optional(),
  kind: panelFields.kind.optional(),
  apiUrl: panelFields.apiUrl.optional(),
  apiKey: panelFields.apiKey.optional(),
  isActive: panelFields.isActive.optional(),
  lowBalanceThreshold: panelFields.lowBalanceThreshold.optional(),
});
export type PanelPatchBody = z.input<typeof PanelPatchBodySchema>;

export const AdminPanelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: PanelKindSchema,
  apiUrl: z.string().nullable(),
  /** API 키의 끝 네 자리. 키가 없으면 null */
  apiKeyLast4: z.string().nullable(),
  isActive: z.boolean(),
  lowBalanceThreshold: z.string().nullable(),
  balance: z.string().nullable(),
  currency: z.string().nullable(),
  balanceCheckedAt: z.string().nullable(),
  servicesSyncedAt: z.string().nullable(),
  /** 제공 중인(isAvailable) 서비스 수 */
  serviceCount: z.number().int(),
  /** 이 패널에 연결된 상품 수 */
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminPanel = z.infer<typeof AdminPanelSchema>;

export const AdminPanelListSchema = z.object({ items: z.array(AdminPanelSchema) });

export const PanelServiceSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  category: z.string().nullable(),
  rate: z.string().nullable(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  refill: z.boolean(),
  cancel: z.boolean(),
  isAvailable: z.boolean(),
  syncedAt: z.string(),
});
export type PanelService = z.infer<typeof PanelServiceSchema>;

export const PanelServiceQuerySchema = PageQuerySchema.extend({
  /** 서비스 번호·이름·분류 검색 */
  q: z.string().trim().max(100).optional(),
  /** true 면 제공 중인 서비스만 */
  available: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type PanelServiceQuery = z.input<typeof PanelServiceQuerySchema>;

export const PanelSyncResultSchema = z.object({
  /** 패널이 돌려준 서비스 수 */
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** 이번 응답에서 빠져 제공 중지로 표시한 수 */
  disabled: z.number().int(),
  servicesSyncedAt: z.string(),
});
export type PanelSyncResult = z.infer<typeof PanelSyncResultSchema>;

export const PanelMappingSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  channelName: z.string(),
  productTypeName: z.string(),
  kind: z.string(),
  status: z.string(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  panelId: z.number().int().nullable(),
  panelName: z.string().nullable(),
  panelServiceId: z.string().nullable(),
  service: z
    .object({
      name: z.string(),
      rate: z.string().nullable(),
      min: z.number().int().nullable(),
      max: z.number().int().nullable(),
      isAvailable: z.boolean(),
    })
    .nullable(),
  /** 운영자가 고쳐야 할 점(연결 없음, 없는 서비스, 수량 범위 어긋남). 문제없으면 null */
  warning: z.string().nullable(),
});
export type PanelMapping = z.infer<typeof PanelMappingSchema>;
export const PanelMappingListSchema = z.object({ items: z.array(PanelMappingSchema) });

export const ProductPanelServiceBodySchema = z
  .object({
    panelId: z.number({ error: FIELD_MESSAGES.panelIdInvalid }).int().positive().nullable(),
    panelServiceId: z.preprocess(blankToNull, z.string().trim().max(40, { error: '패널 서비스 번호는 40자 이하입니다.' }).nullable()),
  })
  .refine((b) => (b.panelId === null) === (b.panelServiceId === null), { error: M.mappingPair, path: ['panelServiceId'] });
export type ProductPanelServiceBody = z.input<typeof ProductPanelServiceBodySchema>;

export const ProductIdParamsSchema = z.object({
  productId: z.coerce.number({ error: FIELD_MESSAGES.idRequired }).int().positive({ error: FIELD_MESSAGES.idRequired }).max(2_147_483_647),
});
