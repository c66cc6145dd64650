import { z } from 'zod';
import { DateFieldSchema, IdSchema, PageQuerySchema, periodOrder } from './common';
import { TASK_KINDS, TaskStatusSchema } from './fulfilment';
import { CellPhoneSchema } from './members';
import { SERVICE_STATUSES, type ServiceStatus } from './purchases';
import { ServiceShortfallSchema } from './shortfalls';
import { TARGET_KINDS } from './targets';

/** 내 서비스(구매한 한 줄의 이행)와 리필, 인스타터 주문 조회의 계약 */

export const ServiceStatusSchema = z.enum(SERVICE_STATUSES, { error: '서비스 상태를 목록에서 골라주세요.' });
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  WAITING: '시작 전',
  IN_PROGRESS: '진행 중',
  COMPLETED: '완료',
  PARTIAL: '부분 완료',
  FAILED: '실패',
  CANCELED: '취소',
};

/** 리필 신청이 api 의 오류 봉투 없이 실패했을 때(네트워크 등) 화면이 보이는 문장 */
export const REFILL_REQUEST_FAILED = '리필을 신청하지 못했습니다. 잠시 후 다시 시도해주세요.';

/** 리필 단추 옆의 안내: 무엇을 채우는지 누르기 전에 안다 */
export const REFILL_HINT = '완료 뒤 줄어든 수량만큼 다시 채웁니다. 줄어든 것이 없으면 채울 것 없이 그대로 끝납니다.';
/** 요청을 받았을 때 */
export const REFILL_REQUESTED = '리필을 신청했습니다. 줄어든 수량이 있으면 그만큼 다시 채우고, 없으면 그대로 유지한 채 끝납니다.';
/** 리필이 열려 있는 동안: "진행 중"만 말하면 줄어든 것이 없을 때 무엇을 기다리는지 모른다 */
export const REFILL_IN_PROGRESS = '리필 중입니다. 줄어든 수량을 확인해 그만큼 다시 채우며, 줄어든 것이 없으면 채울 것 없이 끝납니다.';

/** 후기는 이 금액 이상 서비스만 (docs/product.md, Review form) */
export { REVIEW_MIN_SERVICE_PRICE } from './review-rules';

/** 목록 조건. 기간은 서울 날짜로 양끝 포함 */
export const MyServicesQuerySchema = PageQuerySchema.extend({
  status: ServiceStatusSchema.optional(),
  snsChannelId: IdSchema.optional(),
  from: DateFieldSchema.optional(),
  to: DateFieldSchema.optional(),
}).refine(...periodOrder);
export type MyServicesQuery = z.infer<typeof MyServicesQuerySchema>;

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

export const MyServiceSchema = z.object({
  id: z.number().int(),
  purchaseId: z.number().int(),
  productName: z.string(),
  channel: NamedSchema,
  productType: NamedSchema,
  productKind: z.string(),
  /** 대상 변경 폼의 입력 규칙(lib/schemas/targets.ts) */
  targetKind: z.enum(TARGET_KINDS),
  targetKey: z.string(),
  quantity: z.number().int(),
  days: z.number().int(),
  /** 주문 줄 금액(수량 할인 뒤, 쿠폰 전) */
  totalPrice: z.number().int(),
  /** 회원이 이 서비스에 실제로 낸 돈(쿠폰을 줄 금액 비율로 나눠 뺀 것, 적립금 포함) */
  paidAmount: z.number().int(),
  /** 정가(단가 × 수량 × 일수): 낸 돈과 다르면 화면이 정가와 할인을 함께 보인다 */
  listPrice: z.number().int(),
  status: ServiceStatusSchema,
  statusLabel: z.string(),
  /** 부분 완료·취소로 채우지 못한 몫과 그 처리(없으면 null) */
  shortfall: ServiceShortfallSchema.nullable(),
  startCount: z.number().int().nullable(),
  remains: z.number().int().nullable(),
  /** 0~100: 주문 수량 중 채운 비율 */
  progress: z.number().int().min(0).max(100),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  refillDays: z.number().int(),
  canRefill: z.boolean(),
  refillDeadline: z.string().nullable(),
  hasOpenRefill: z.boolean(),
  canChangeAccount: z.boolean(),
  reviewable: z.boolean(),
});
export type MyService = z.infer<typeof MyServiceSchema>;

export const MyServicePageSchema = z.object({
  myServiceList: z.array(MyServiceSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type MyServicePage = z.infer<typeof MyServicePageSchema>;

/** 회원에게 보이는 작업 한 줄: 패널 번호·키·비용은 싣지 않는다 */
export const ServiceTaskViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TASK_KINDS),
  kindLabel: z.string(),
  parentTaskId: z.number().int().nullable(),
  status: TaskStatusSchema,
  statusLabel: z.string(),
  quantity: z.number().int(),
  startCount: z.number().int().nullable(),
  remains: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ServiceTaskView = z.infer<typeof ServiceTaskViewSchema>;

export const MyServiceDetailSchema = MyServiceSchema.extend({ tasks: z.array(ServiceTaskViewSchema) });
export type MyServiceDetail = z.infer<typeof MyServiceDetailSchema>;

export const ServiceCategoriesSchema = z.object({
  channels: z.array(NamedSchema),
  productTypes: z.array(NamedSchema.extend({ channelId: z.number().int() })),
});
export type ServiceCategories = z.infer<typeof ServiceCategoriesSchema>;

export const ChangeServiceAccountBodySchema = z.object({
  targetKey: z.string({ error: '대상을 입력해주세요.' }).trim().min(1, { error: '대상을 입력해주세요.' }).max(300, { error: '대상은 300자 이내로 입력해주세요.' }),
});
export type ChangeServiceAccountBody = z.infer<typeof ChangeServiceAccountBodySchema>;

export const RefillBodySchema = z.object({ serviceId: IdSchema });
export type RefillBody = z.infer<typeof RefillBodySchema>;

export const RefillResultSchema = z.object({
  refillTaskId: z.number().int(),
  parentTaskId: z.number().int(),
  quantity: z.number().int(),
});
export type RefillResult = z.infer<typeof RefillResultSchema>;

// ── 인스타터(두 번째 스토어) ─────────────────────────────────────────

export const InstarterOrderInputSchema = z.object({
  externalOrderNo: z
    .string({ error: '주문번호를 입력해주세요.' })
    .trim()
    .min(1, { error: '주문번호를 입력해주세요.' })
    .max(64, { error: '주문번호는 64자 이내여야 합니다.' }),
  buyerName: z.string({ error: '구매자 이름을 입력해주세요.' }).trim().min(1, { error: '구매자 이름을 입력해주세요.' }).max(40, { error: '구매자 이름은 40자 이내여야 합니다.' }),
  buyerCellPhone: CellPhoneSchema,
  productId: IdSchema,
  targetKey: z.string({ error: '대상을 입력해주세요.' }).trim().min(1, { error: '대상을 입력해주세요.' }).max(300),
  quantity: z.coerce.number({ error: '수량은 숫자여야 합니다.' }).int({ error: '수량은 정수여야 합니다.' }).positive({ error: '수량은 1 이상이어야 합니다.' }).max(100_000_000),
});
export type InstarterOrderInput = z.input<typeof InstarterOrderInputSchema>;

export const INSTARTER_IMPORT_MAX = 500;
export const InstarterImportBodySchema = z.object({
  orders: z
    .array(InstarterOrderInputSchema, { error: '가져올 주문 목록이 필요합니다.' })
    .min(1, { error: '가져올 주문이 없습니다.' })
    .max(INSTARTER_IMPORT_MAX, { error: `한 번에 ${INSTARTER_IMPORT_MAX}건까지 가져올 수 있습니다.` }),
});
export type InstarterImportBody = z.input<typeof InstarterImportBodySchema>;

export const InstarterImportResultSchema = z.object({
  created: z.array(z.object({ externalOrderNo: z.string(), taskHistoryId: z.number().int() })),
  skipped: z.array(z.object({ externalOrderNo: z.string(), reason: z.string() })),
});
export type InstarterImportResult = z.infer<typeof InstarterImportResultSchema>;

/** 운영자 목록의 한 줄(운영자는 연락처를 본다) */
export const AdminInstarterOrderSchema = z.object({
  taskHistoryId: z.number().int(),
  externalOrderNo: z.string(),
  buyerName: z.string().nullable(),
  buyerCellPhone: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  targetKey: z.string(),
  quantity: z.number().int(),
  status: TaskStatusSchema,
  statusLabel: z.string(),
  refillDays: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminInstarterOrder = z.infer<typeof AdminInstarterOrderSchema>;

export const AdminInstarterOrdersQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(64).optional(),
});

/** 공개 조회: 주문번호와 주문할 때 적은 휴대폰 번호 */
export const InstarterLookupQuerySchema = z.object({
  orderNo: z.string({ error: '주문번호를 입력해주세요.' }).trim().min(1, { error: '주문번호를 입력해주세요.' }).max(64, { error: '주문번호를 확인해주세요.' }),
  cellPhone: CellPhoneSchema,
});
export type InstarterLookupQuery = z.input<typeof InstarterLookupQuerySchema>;

export const InstarterPhoneQuerySchema = z.object({ cellPhone: CellPhoneSchema });

export const InstarterRefillBodySchema = z.object({ taskHistoryId: IdSchema, cellPhone: CellPhoneSchema });
export type InstarterRefillBody = z.input<typeof InstarterRefillBodySchema>;

/** 구매자에게 보이는 작업 한 줄: 연락처·패널 정보는 싣지 않는다 */
export const InstarterTaskViewSchema = z.object({
  taskHistoryId: z.number().int(),
  externalOrderNo: z.string(),
  kind: z.enum(TASK_KINDS),
  kindLabel: z.string(),
  parentTaskHistoryId: z.number().int().nullable(),
  productName: z.string(),
  targetKey: z.string(),
  quantity: z.number().int(),
  status: TaskStatusSchema,
  statusLabel: z.string(),
  startCount: z.number().int().nullable(),
  remains: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  refillDays: z.number().int(),
  canRefill: z.boolean(),
  refillDeadline: z.string().nullable(),
  hasOpenRefill: z.boolean(),
});
export type InstarterTaskView = z.infer<typeof InstarterTaskViewSchema>;

export const InstarterOrderViewSchema = z.object({
  orderNo: z.string(),
  taskList: z.array(InstarterTaskViewSchema),
});
export type InstarterOrderView = z.infer<typeof InstarterOrderViewSchema>;
