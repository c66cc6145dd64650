import { z } from 'zod';
import { PageQuerySchema, SeoulDateSchema } from './common';

/** 계좌로 돌려주는 환불(현금 환불)의 계약: 운영자의 이체 대기 목록과 이체 완료 표시 */

export const PURCHASE_REFUND_STATUSES = ['PENDING', 'AWAITING_TRANSFER', 'DONE', 'FAILED'] as const;
export const PurchaseRefundStatusSchema = z.enum(PURCHASE_REFUND_STATUSES);
export type PurchaseRefundStatusValue = z.infer<typeof PurchaseRefundStatusSchema>;
export const CASH_REFUND_STATUS_LABELS: Record<PurchaseRefundStatusValue, string> = {
  PENDING: '환불 처리 중',
  AWAITING_TRANSFER: '이체 대기',
  DONE: '환불 완료',
  FAILED: '환불 실패',
};

export const AdminRefundListQuerySchema = PageQuerySchema.extend({
  /** 없으면 이체 대기(AWAITING_TRANSFER) */
  status: PurchaseRefundStatusSchema.default('AWAITING_TRANSFER'),
});
export type AdminRefundListQuery = z.infer<typeof AdminRefundListQuerySchema>;

/** 운영자가 이체할 때 보는 한 줄: 계좌번호는 가리지 않는다(관리자만 본다) */
export const AdminCashRefundSchema = z.object({
  id: z.number().int(),
  purchaseId: z.number().int(),
  orderNo: z.string(),
  memberEmail: z.string().nullable(),
  amount: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  status: PurchaseRefundStatusSchema,
  statusLabel: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  transferredOn: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type AdminCashRefund = z.infer<typeof AdminCashRefundSchema>;

/** 이체 완료 표시: 이체한 날(서울 기준 YYYY-MM-DD, 오늘까지). 미래인지는 서버의 시계로 다시 본다 */
export const RefundTransferBodySchema = z.object({
  transferredOn: SeoulDateSchema,
});
export type RefundTransferBody = z.infer<typeof RefundTransferBodySchema>;

/** changed=false: 이미 이체 완료로 적힌 환불(두 번 누름). 아무것도 두 번 바뀌지 않았다 */
export const RefundTransferResultSchema = z.object({
  id: z.number().int(),
  status: PurchaseRefundStatusSchema,
  transferredOn: z.string().nullable(),
  changed: z.boolean(),
});
export type RefundTransferResult = z.infer<typeof RefundTransferResultSchema>;
