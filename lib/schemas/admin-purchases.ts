import { z } from 'zod';
import { IdSchema, PageQuerySchema, periodOrder, SeoulDateSchema } from './common';
import { sortQuery } from './list-query';
import { RefundAccountSchema } from './payments';
import { PurchaseDetailSchema, PurchaseSummarySchema } from './purchase-views';
import { PaymentMethodSchema, PurchaseStatusSchema, SERVICE_STATUSES } from './purchases';

/** 관리자 구매 관리의 계약: 목록·상세·상태 변경·환불·입금 대기 안내문 */

export const REFUND_REASON_MAX = 200;
export const STATUS_REASON_MAX = 200;
/** 목록의 검색어(주문번호·입금자명) 최대 길이 */
export const PURCHASE_QUERY_MAX = 64;

/** 구매 표에서 정렬할 수 있는 열 */
export const ADMIN_PURCHASE_SORTS = ['createdAt', 'paidAt', 'totalAmount', 'orderNo', 'status'] as const;

export const AdminPurchaseListQuerySchema = PageQuerySchema.extend({
  status: PurchaseStatusSchema.optional(),
  method: PaymentMethodSchema.optional(),
  memberId: IdSchema.optional(),
  q: z.string().trim().min(1).max(PURCHASE_QUERY_MAX, { error: `검색어는 ${PURCHASE_QUERY_MAX}자 이하여야 합니다.` }).optional(),
  /** 주문일(서울 기준) 시작·끝, 둘 다 포함 */
  from: SeoulDateSchema.optional(),
  to: SeoulDateSchema.optional(),
  /** 표의 정렬(없으면 최신 주문부터) */
  ...sortQuery(ADMIN_PURCHASE_SORTS),
}).refine(...periodOrder);
export type AdminPurchaseListQuery = z.infer<typeof AdminPurchaseListQuerySchema>;

export const AdminPurchaseSummarySchema = PurchaseSummarySchema.extend({
  memberId: z.number().int(),
  memberEmail: z.string().nullable(),
  depositorName: z.string().nullable(),
  refundedAmount: z.number().int(),
  refundedPoint: z.number().int(),
});
export type AdminPurchaseSummary = z.infer<typeof AdminPurchaseSummarySchema>;

export const AdminPurchaseServiceSchema = z.object({
  id: z.number().int(),
  purchaseLineId: z.number().int(),
  productName: z.string(),
  targetKey: z.string(),
  quantity: z.number().int(),
  days: z.number().int(),
  totalPrice: z.number().int(),
  status: z.enum(SERVICE_STATUSES),
});

export const AdminPaymentRowSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  paymentKey: z.string(),
  amount: z.number().int(),
  status: z.string(),
  canceledAmount: z.number().int(),
  approvedAt: z.string().nullable(),
  updatedAt: z.string(),
});

/** 상태 이력 한 줄: 누가(회원 id·역할·이메일), 언제, 무엇에서 무엇으로, 왜 */
export const PurchaseHistoryRowSchema = z.object({
  id: z.number().int(),
  from: PurchaseStatusSchema.nullable(),
  to: PurchaseStatusSchema,
  actorMemberId: z.number().int().nullable(),
  actorRole: z.enum(['MEMBER', 'ADMIN', 'SYSTEM']),
  actorEmail: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const AdminPurchaseDetailSchema = PurchaseDetailSchema.extend({
  memberId: z.number().int(),
  memberEmail: z.string().nullable(),
  paymentKey: z.string().nullable(),
  refundedAmount: z.number().int(),
  refundedPoint: z.number().int(),
  /** 아직 돌려줄 수 있는 금액 (결제 금액 - 환불한 금액 - 적립금으로 환불한 금액) */
  refundable: z.number().int(),
  services: z.array(AdminPurchaseServiceSchema),
  payments: z.array(AdminPaymentRowSchema),
  history: z.array(PurchaseHistoryRowSchema),
  /** 현금영수증 발급·취소가 실패했을 때 결제사의 사유 */
  cashReceiptFailure: z.string().nullable(),
});
export type AdminPurchaseDetail = z.infer<typeof AdminPurchaseDetailSchema>;

export const AdminPurchaseStatusBodySchema = z.object({
  status: PurchaseStatusSchema,
  reason: z.string().trim().max(STATUS_REASON_MAX, { error: `사유는 ${STATUS_REASON_MAX}자 이하여야 합니다.` }).optional(),
});
export type AdminPurchaseStatusBody = z.infer<typeof AdminPurchaseStatusBodySchema>;

/** changed=false: 이미 그 상태였다(두 번 누름·동시 처리). 아무것도 두 번 바뀌지 않았다 */
export const AdminPurchaseStatusResultSchema = z.object({
  purchaseId: z.number().int(),
  from: PurchaseStatusSchema,
  to: PurchaseStatusSchema,
  changed: z.boolean(),
});
export type AdminPurchaseStatusResult = z.infer<typeof AdminPurchaseStatusResultSchema>;

export const REFUND_TARGETS = ['CARD', 'POINT', 'CASH'] as const;
export const RefundTargetSchema = z.enum(REFUND_TARGETS);
export type RefundTarget = z.infer<typeof RefundTargetSchema>;
export const REFUND_ACCOUNT_REQUIRED = '환불받을 계좌(은행, 계좌번호, 예금주)를 입력해주세요.';

/** 환불 금액 문구: 본문 스키마와 화면의 금액 칸이 같은 글을 쓴다 */
export const REFUND_AMOUNT_MESSAGES = { integer: '환불 금액은 원 단위 정수여야 합니다.', min: '환불 금액은 1원 이상이어야 합니다.' } as const;

/** 본문의 모양만(화면의 폼이 금액 규칙을 더해 쓴다). 계좌 필수 규칙은 refineRefundBody */
export const RefundBodyObjectSchema = z.object({
  /** CARD: 카드·간편결제 취소, POINT: 적립금, CASH: 계좌로(가상계좌는 결제사 환불, 무통장입금은 운영자 이체) */
  to: RefundTargetSchema,
  /** 없으면 아직 돌려줄 수 있는 전부 */
  amount: z.number().int({ error: REFUND_AMOUNT_MESSAGES.integer }).positive({ error: REFUND_AMOUNT_MESSAGES.min }).optional(),
  reason: z
    .string()
    .trim()
    .min(1, { error: '환불 사유를 입력해주세요.' })
    .max(REFUND_REASON_MAX, { error: `환불 사유는 ${REFUND_REASON_MAX}자 이하여야 합니다.` }),
  /** 계좌로 환불(CASH)일 때 필수 */
  refundAccount: RefundAccountSchema.optional(),
});

export function refineRefundBody(v: { to: RefundTarget; refundAccount?: unknown }, ctx: z.RefinementCtx) {
  if (v.to === 'CASH' && !v.refundAccount) ctx.addIssue({ code: 'custom', path: ['refundAccount'], message: REFUND_ACCOUNT_REQUIRED });
}

export const RefundBodySchema = RefundBodyObjectSchema.superRefine(refineRefundBody);
export type RefundBody = z.infer<typeof RefundBodySchema>;

export const RefundResultSchema = z.object({
  purchaseId: z.number().int(),
  from: PurchaseStatusSchema,
  status: PurchaseStatusSchema,
  to: RefundTargetSchema,
  amount: z.number().int(),
  /** 전액 환불이면 사용한 적립금도 돌려주고 쿠폰을 되살리며 시작 전 서비스를 취소한다 */
  full: z.boolean(),
  refundedAmount: z.number().int(),
  refundedPoint: z.number().int(),
  refundable: z.number().int(),
  returnedPoint: z.number().int(),
  couponRestored: z.boolean(),
  canceledServices: z.number().int(),
  /** 무통장입금의 계좌 환불: 기록은 끝났고 운영자의 이체를 기다린다(/admin/refunds) */
  awaitingTransfer: z.boolean().default(false),
});
export type RefundResult = z.infer<typeof RefundResultSchema>;

export const PendingDepositNoticeSchema = z.object({
  purchaseId: z.number().int(),
  orderNo: z.string(),
  memberEmail: z.string().nullable(),
  depositorName: z.string().nullable(),
  amount: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  depositDeadline: z.string().nullable(),
  /** 그대로 보낼 수 있는 안내문 */
  message: z.string(),
});
export const PendingDepositNoticeListSchema = z.object({ items: z.array(PendingDepositNoticeSchema) });
export type PendingDepositNotice = z.infer<typeof PendingDepositNoticeSchema>;
