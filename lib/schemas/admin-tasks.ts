import { z } from 'zod';
import { IdSchema, PageQuerySchema, periodOrder, SeoulDateSchema } from './common';
import { sortQuery } from './list-query';
import { ERRORS, FIELD_MESSAGES } from './errors';
import { ALERT_KINDS, TASK_KINDS, TASK_PHASES, TASK_SOURCES, TaskStatusSchema } from './fulfilment';

/** 관리자 작업 내역·수동 작업·조치·경보·대시보드의 계약 */

export const TASK_MEMO_MAX = 300;
export const TASK_TARGET_MAX = 300;
/** 드립피드 한도: 패널들이 흔히 받는 범위 */
export const TASK_RUNS_MAX = 1_000;
export const TASK_INTERVAL_MAX = 1_440;

/** 쿼리 문자열의 상태 코드('0', '-1' ...)를 숫자로 */
const TaskStatusQuerySchema = z
  .enum(['0', '1', '2', '-1', '-2'], { error: '작업 상태는 0, 1, 2, -1, -2 중 하나여야 합니다.' })
  .transform((v) => Number(v) as 0 | 1 | 2 | -1 | -2);

const BoolQuerySchema = z.enum(['true', 'false'], { error: 'true 또는 false 여야 합니다.' }).transform((v) => v === 'true');

/** 작업 표에서 정렬할 수 있는 열 */
export const ADMIN_TASK_SORTS = ['createdAt', 'quantity', 'status', 'finishedAt'] as const;

export const AdminTaskListQuerySchema = PageQuerySchema.extend({
  status: TaskStatusQuerySchema.optional(),
  panelId: IdSchema.optional(),
  kind: z.enum(TASK_KINDS, { error: '작업 종류가 올바르지 않습니다.' }).optional(),
  source: z.enum(TASK_SOURCES, { error: '작업 출처가 올바르지 않습니다.' }).optional(),
  memberId: IdSchema.optional(),
  serviceId: IdSchema.optional(),
  /** 회원 이메일 일부 */
  email: z.string().trim().min(1, { error: FIELD_MESSAGES.emailQueryRequired }).max(254, { error: '이메일 검색어는 254자 이하여야 합니다.' }).optional(),
  needsAttention: BoolQuerySchema.optional(),
  /** 만든 날(서울 기준) 시작·끝, 둘 다 포함 */
  from: SeoulDateSchema.optional(),
  to: SeoulDateSchema.optional(),
  /** 표의 정렬(없으면 최신 작업부터) */
  ...sortQuery(ADMIN_TASK_SORTS),
}).refine(...periodOrder);
export type AdminTaskListQuery = z.infer<typeof AdminTaskListQuerySchema>;
/** 화면이 쓰는 필터(쿼리 문자열로 보내기 전의 값) */
export type AdminTaskFilter = Partial<Omit<z.input<typeof AdminTaskListQuerySchema>, 'page' | 'size'>>;

export const AdminTaskSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(TASK_KINDS),
  source: z.enum(TASK_SOURCES),
  status: TaskStatusSchema,
  statusLabel: z.string(),
  phase: z.enum(TASK_PHASES),
  needsAttention: z.boolean(),
  serviceId: z.number().int().nullable(),
  memberId: z.number().int().nullable(),
  memberEmail: z.string().nullable(),
  parentTaskId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  panelId: z.number().int().nullable(),
  panelName: z.string().nullable(),
  panelServiceId: z.string().nullable(),
  panelOrderId: z.string().nullable(),
  targetKey: z.string(),
  quantity: z.number().int(),
  upstreamStatus: z.string().nullable(),
  startCount: z.number().int().nullable(),
  remains: z.number().int().nullable(),
  charge: z.string().nullable(),
  currency: z.string().nullable(),
  runDate: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type AdminTaskSummary = z.infer<typeof AdminTaskSummarySchema>;

export const TaskEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  request: z.record(z.string(), z.unknown()).nullable(),
  response: z.unknown(),
  message: z.string().nullable(),
  actorMemberId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type TaskEvent = z.infer<typeof TaskEventSchema>;

export const AdminTaskServiceSchema = z.object({
  id: z.number().int(),
  purchaseId: z.number().int(),
  productName: z.string(),
  targetKey: z.string(),
  quantity: z.number().int(),
  days: z.number().int(),
  status: z.string(),
  startCount: z.number().int().nullable(),
  remains: z.number().int().nullable(),
});

export const AdminTaskDetailSchema = AdminTaskSummarySchema.extend({
  runs: z.number().int().nullable(),
  interval: z.number().int().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  panelRefillId: z.string().nullable(),
  sendStartedAt: z.string().nullable(),
  lastPolledAt: z.string().nullable(),
  externalOrderNo: z.string().nullable(),
  createdByMemberId: z.number().int().nullable(),
  memo: z.string().nullable(),
  events: z.array(TaskEventSchema),
  service: AdminTaskServiceSchema.nullable(),
  parent: AdminTaskSummarySchema.nullable(),
  children: z.array(AdminTaskSummarySchema),
});
export type AdminTaskDetail = z.infer<typeof AdminTaskDetailSchema>;

const positiveInt = (label: string) =>
  z.number({ error: `${label}은(는) 숫자여야 합니다.` }).int({ error: `${label}은(는) 정수여야 합니다.` }).positive({ error: `${label}은(는) 1 이상이어야 합니다.` });

/**
 * 운영자가 직접 만드는 작업(다시 보내기·나눠 보내기·고객 대신 주문).
 * serviceId 가 있으면 회원·상품·대상은 그 서비스에서, 없으면 productId 또는 panelId+panelServiceId 로 정한다.
 */
export const AdminTaskCreateBodySchema = z
  .object({
    serviceId: IdSchema.optional(),
    memberId: IdSchema.optional(),
    productId: IdSchema.optional(),
    panelId: IdSchema.optional(),
    panelServiceId: z.string().trim().min(1, { error: '패널 서비스 번호를 입력해주세요.' }).max(40).optional(),
    targetKey: z
      .string()
      .trim()
      .min(1, { error: ERRORS.TASK_TARGET_REQUIRED.message })
      .max(TASK_TARGET_MAX, { error: `대상은 ${TASK_TARGET_MAX}자 이하여야 합니다.` })
      .optional(),
    quantity: positiveInt('수량'),
    runs: positiveInt('반복 횟수').max(TASK_RUNS_MAX, { error: `반복 횟수는 ${TASK_RUNS_MAX} 이하여야 합니다.` }).optional(),
    interval: positiveInt('간격(분)').max(TASK_INTERVAL_MAX, { error: `간격은 ${TASK_INTERVAL_MAX}분 이하여야 합니다.` }).optional(),
    memo: z.string().trim().max(TASK_MEMO_MAX, { error: `메모는 ${TASK_MEMO_MAX}자 이하여야 합니다.` }).optional(),
  })
  .refine((b) => b.serviceId || b.productId || (b.panelId && b.panelServiceId), {
    error: '서비스, 상품 또는 패널과 패널 서비스 번호 중 하나를 정해주세요.',
    path: ['serviceId'],
  })
  .refine((b) => b.serviceId || b.targetKey, { error: ERRORS.TASK_TARGET_REQUIRED.message, path: ['targetKey'] })
  .refine((b) => (b.runs === undefined) === (b.interval === undefined), {
    error: '드립피드는 반복 횟수와 간격을 함께 입력해주세요.',
    path: ['runs'],
  });
export type AdminTaskCreateBody = z.infer<typeof AdminTaskCreateBodySchema>;

export const AdminTaskRetryBodySchema = z.object({
  /** 보내는 중(SENDING)에 멈춘 작업: 패널에 주문이 없음을 확인했다 */
  confirmNotSent: z.boolean().optional(),
});
export type AdminTaskRetryBody = z.infer<typeof AdminTaskRetryBodySchema>;

export const AdminTaskCompleteBodySchema = z.object({
  remains: z.number().int({ error: '남은 수량은 정수여야 합니다.' }).min(0, { error: '남은 수량은 0 이상이어야 합니다.' }).optional(),
  memo: z.string().trim().max(TASK_MEMO_MAX).optional(),
});
export type AdminTaskCompleteBody = z.infer<typeof AdminTaskCompleteBodySchema>;

export const AdminTaskPanelOrderBodySchema = z.object({
  panelOrderId: z
    .string()
    .trim()
    .min(1, { error: '패널 주문 번호를 입력해주세요.' })
    .max(64, { error: '패널 주문 번호는 64자 이하여야 합니다.' })
    .regex(/^[0-9A-Za-z_-]+$/, { error: '패널 주문 번호는 영문·숫자만 입력해주세요.' }),
});
export type AdminTaskPanelOrderBody = z.infer<typeof AdminTaskPanelOrderBodySchema>;

export const AlertListQuerySchema = z.object({
  includeResolved: BoolQuerySchema.optional(),
});

export const OperatorAlertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  kindLabel: z.string(),
  subjectKey: z.string(),
  /** 대상이 작업이면 그 id(화면이 링크를 건다) */
  taskId: z.number().int().nullable(),
  /** 대상이 구매면 그 id(콘솔이 구매 상세로 링크를 건다) */
  purchaseId: z.number().int().nullable(),
  message: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type OperatorAlert = z.infer<typeof OperatorAlertSchema>;
export const OperatorAlertListSchema = z.object({ items: z.array(OperatorAlertSchema) });

export const ALERT_KIND_LABELS: Record<(typeof ALERT_KINDS)[number], string> = {
  TASK_STUCK: '멈춘 작업',
  TASK_NEEDS_ATTENTION: '확인 필요 작업',
  LOW_BALANCE: '패널 잔액 부족',
  DAILY_TARGET_UNRESOLVED: '일일 대상 없음',
  VIRTUAL_ACCOUNT_ATTENTION: '가상계좌 입금 확인',
  TASK_BACKLOG: '이행 대기열 밀림',
  MFA_LOCKED: '2단계 인증 잠금',
  SHORTFALL_REVIEW: '미진행 수량 확인',
};

export const AlertResolveResultSchema = z.object({ id: z.number().int(), resolvedAt: z.string(), changed: z.boolean() });

export const DashboardSchema = z.object({
  tasksByStatus: z.object({ waiting: z.number().int(), inProgress: z.number().int(), done: z.number().int(), failed: z.number().int(), canceled: z.number().int() }),
  needsAttention: z.number().int(),
  openAlerts: z.number().int(),
  servicesInProgress: z.number().int(),
  depositsWaiting: z.number().int(),
  qnasWaiting: z.number().int(),
  /** 확인 모드에서 환불·다시 보내기를 기다리는 부분 완료 */
  shortfallsToReview: z.number().int(),
  panels: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      isActive: z.boolean(),
      balance: z.string().nullable(),
      currency: z.string().nullable(),
      balanceCheckedAt: z.string().nullable(),
      lowBalance: z.boolean(),
    }),
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
