import { z } from 'zod';
import { SeoulDateSchema } from './common';
import { PurchaseStatusSchema } from './purchases';

/** 승인 시도의 상태와 누가 결론 냈는지(server/db/schema/payments.ts 와 같은 값) */
export const PAYMENT_ATTEMPT_STATUSES = ['OPEN', 'PAID', 'DECLINED', 'CANCEL_PENDING', 'CANCELED'] as const;
export const PaymentAttemptStatusSchema = z.enum(PAYMENT_ATTEMPT_STATUSES);
export type PaymentAttemptStatusValue = z.infer<typeof PaymentAttemptStatusSchema>;
export const PAYMENT_ATTEMPT_STATUS_LABELS: Record<PaymentAttemptStatusValue, string> = {
  OPEN: '결과 확인 중',
  PAID: '결제 완료로 기록',
  DECLINED: '거절·미승인',
  CANCEL_PENDING: '결제사 취소 대기',
  CANCELED: '결제사에서 취소',
};
export const PAYMENT_ATTEMPT_DECIDERS = ['REQUEST', 'RECONCILIATION', 'FAIL_RETURN', 'EXPIRY'] as const;
export const PaymentAttemptDeciderSchema = z.enum(PAYMENT_ATTEMPT_DECIDERS);
export const PAYMENT_ATTEMPT_DECIDER_LABELS: Record<z.infer<typeof PaymentAttemptDeciderSchema>, string> = {
  REQUEST: '결제 요청',
  RECONCILIATION: '대사 작업',
  FAIL_RETURN: '결제 실패 복귀',
  EXPIRY: '만료 작업',
};

/** 결제사 거래와 가게 기록을 맞춰 본 결과 */
export const RECONCILIATION_RESULTS = ['OK', 'MISSING_IN_STORE', 'MISSING_AT_GATEWAY', 'AMOUNT_DIFFERS', 'CANCELED_AT_GATEWAY_ONLY', 'OPEN_ATTEMPT'] as const;
export const ReconciliationResultSchema = z.enum(RECONCILIATION_RESULTS);
export type ReconciliationResult = z.infer<typeof ReconciliationResultSchema>;
export const RECONCILIATION_RESULT_LABELS: Record<ReconciliationResult, string> = {
  OK: '일치',
  MISSING_IN_STORE: '불일치: 결제사 승인, 가게 결제 없음',
  MISSING_AT_GATEWAY: '불일치: 가게 결제, 결제사 승인 없음',
  AMOUNT_DIFFERS: '불일치: 금액 다름',
  CANCELED_AT_GATEWAY_ONLY: '불일치: 결제사는 취소, 가게는 결제 완료',
  OPEN_ATTEMPT: '확인 중: 승인 결과를 아직 모름',
};

export const ReconciliationQuerySchema = z.object({ date: SeoulDateSchema });

export const ReconciliationAttemptSchema = z.object({
  id: z.number().int(),
  purchaseId: z.number().int(),
  orderNo: z.string().nullable(),
  paymentKey: z.string(),
  amount: z.number().int(),
  status: PaymentAttemptStatusSchema,
  decidedBy: PaymentAttemptDeciderSchema.nullable(),
  message: z.string().nullable(),
  startedAt: z.string(),
  decidedAt: z.string().nullable(),
  checkCount: z.number().int(),
});
export type ReconciliationAttempt = z.infer<typeof ReconciliationAttemptSchema>;

/** 결제 키 하나의 하루: 결제사의 승인·취소 합계와 가게의 결제 기록, 그리고 승인 시도 */
export const ReconciliationRowSchema = z.object({
  paymentKey: z.string(),
  orderNo: z.string().nullable(),
  purchaseId: z.number().int().nullable(),
  purchaseStatus: PurchaseStatusSchema.nullable(),
  /** 그날 결제사의 승인 금액(없으면 null)과 취소 금액 합 */
  gatewayApproved: z.number().int().nullable(),
  gatewayCanceled: z.number().int(),
  /** 가게의 결제 기록(payments): 상태·금액·취소 금액 */
  storeStatus: z.string().nullable(),
  storeAmount: z.number().int().nullable(),
  storeCanceled: z.number().int(),
  result: ReconciliationResultSchema,
  resultLabel: z.string(),
  attempt: ReconciliationAttemptSchema.nullable(),
});
export type ReconciliationRow = z.infer<typeof ReconciliationRowSchema>;

export const ReconciliationReportSchema = z.object({
  date: z.string(),
  rows: z.array(ReconciliationRowSchema),
  mismatchCount: z.number().int(),
  /** 아직 결론 나지 않은 시도(날짜와 상관없이) */
  openAttempts: z.array(ReconciliationAttemptSchema),
});
export type ReconciliationReport = z.infer<typeof ReconciliationReportSchema>;

export const ReconciliationRunResultSchema = z.object({
  checked: z.number().int(),
  paid: z.number().int(),
  canceled: z.number().int(),
  declined: z.number().int(),
  open: z.number().int(),
  failed: z.number().int(),
});
export type ReconciliationRunResult = z.infer<typeof ReconciliationRunResultSchema>;
