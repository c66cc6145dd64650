import { z } from 'zod';
import { DateFieldSchema, PageQuerySchema } from './common';
import { FIELD_MESSAGES } from './errors';
import { PayToSchema } from './payments';
import { EasyPayProviderSchema, PaymentMethodSchema, PurchaseStatusSchema, SERVICE_STATUSES } from './purchases';

/** 주문 줄 하나: 주문 시점에 서버가 계산해 적어 둔 금액 그대로 */
export const PurchaseLineViewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productKind: z.string(),
  targetKey: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  days: z.number().int(),
  discountRate: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});
export type PurchaseLineView = z.infer<typeof PurchaseLineViewSchema>;

/** 구매 목록의 한 줄. 날짜는 ISO 문자열 */
export const PurchaseSummarySchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: PurchaseStatusSchema,
  /** 결제 방법에 맞춘 상태 이름(purchaseStatusLabel): 카드는 결제 대기, 계좌는 입금 대기 */
  statusLabel: z.string(),
  method: PaymentMethodSchema.nullable(),
  easyPayProvider: EasyPayProviderSchema.nullable(),
  /** 결제 수단 이름(paymentMethodLabel): 간편결제는 카카오페이 등 */
  methodLabel: z.string(),
  orderName: z.string(),
  totalAmount: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** 입금 대기인 계좌 결제면 입금할 곳, 아니면 null */
  payTo: PayToSchema.nullable(),
  /** 실패·취소·만료되었거나 결제창을 연 채 떠나(결제 대기) 같은 주문 줄로 다시 결제할 수 있나 */
  retryable: z.boolean(),
  /** 결제창을 연 채 떠난 카드·간편결제라 회원이 취소할 수 있나(쿠폰·적립금을 돌려받는다) */
  cancelable: z.boolean(),
});
export type PurchaseSummary = z.infer<typeof PurchaseSummarySchema>;

export const PurchaseServiceRefSchema = z.object({
  id: z.number().int(),
  purchaseLineId: z.number().int(),
  status: z.enum(SERVICE_STATUSES),
});

export const CashReceiptViewSchema = z.object({
  type: z.enum(['INCOME_DEDUCTION', 'EXPENSE_PROOF']),
  typeLabel: z.string(),
  /** 가운데를 가린 번호 */
  maskedNumber: z.string(),
  status: z.enum(['REQUESTED', 'ISSUED', 'FAILED', 'CANCELED']),
  statusLabel: z.string(),
  issueNumber: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  issuedAt: z.string().nullable(),
});
export type CashReceiptView = z.infer<typeof CashReceiptViewSchema>;

export const CashRefundViewSchema = z.object({
  amount: z.number().int(),
  bankName: z.string(),
  maskedAccountNumber: z.string(),
  status: z.enum(['PENDING', 'AWAITING_TRANSFER', 'DONE', 'FAILED']),
  statusLabel: z.string(),
  transferredOn: z.string().nullable(),
  createdAt: z.string(),
});
export type CashRefundView = z.infer<typeof CashRefundViewSchema>;

export const PurchaseDetailSchema = PurchaseSummarySchema.extend({
  subtotal: z.number().int(),
  quantityDiscount: z.number().int(),
  couponDiscount: z.number().int(),
  pointUsed: z.number().int(),
  memberCouponId: z.number().int().nullable(),
  depositorName: z.string().nullable(),
  depositDeadline: z.string().nullable(),
  lines: z.array(PurchaseLineViewSchema),
  services: z.array(PurchaseServiceRefSchema),
  source: z.enum(['CART', 'BUY_NOW']),
  cashReceipt: CashReceiptViewSchema.nullable(),
  /** 계좌로 돌려받는 환불(현금 환불)의 진행 */
  cashRefunds: z.array(CashRefundViewSchema),
});
export type PurchaseDetail = z.infer<typeof PurchaseDetailSchema>;

// ── 내 구매 내역 조회 조건 ─────────────────────────────────────────

/** from 에 1년을 더한 날(YYYY-MM-DD): 기간은 이 날까지 */
export function oneYearAfter(from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

/** 날짜는 서울 기준. from ≤ to, 기간은 1년 이내 */
export const MyPurchasesQuerySchema = PageQuerySchema.extend({
  status: PurchaseStatusSchema.exclude(['ORDER_FORM'], { error: '구매 상태를 목록에서 골라주세요.' }).optional(),
  from: DateFieldSchema.optional(),
  to: DateFieldSchema.optional(),
}).superRefine((v, ctx) => {
  if (v.from && v.to && v.from > v.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: FIELD_MESSAGES.periodReversed });
  } else if (v.from && v.to && v.to > oneYearAfter(v.from)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: '조회 기간은 최대 1년까지 고를 수 있습니다.' });
  }
});
export type MyPurchasesQuery = z.infer<typeof MyPurchasesQuerySchema>;
