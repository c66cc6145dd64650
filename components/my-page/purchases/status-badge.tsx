'use client';

import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import { purchaseStatusLabel, type PaymentMethod, type PurchaseStatus } from '@/lib/schemas/purchases';

/** 대기(노랑)·완료(민트)·환불(파랑)·끝남(회색) */
const TONES: Record<PurchaseStatus, BadgeTone> = {
  ORDER_FORM: 'neutral',
  WAITING_PAYMENT: 'waiting',
  PAID: 'done',
  WAITING_REFUND: 'info',
  REFUNDED: 'info',
  MILEAGE_REFUND: 'info',
  PARTIAL_MILEAGE_REFUND: 'info',
  PARTIAL_CASH_REFUND: 'info',
  EXPIRED: 'neutral',
  PAYMENT_FAILED: 'neutral',
  PAYMENT_CANCELED: 'neutral',
};

/**
 * 구매 상태 배지: 글자는 결제 방법에 맞춘 purchaseStatusLabel(카드는 결제 대기, 계좌는 입금 대기, 결제 실패·결제 취소),
 * 색은 대기·완료·환불·끝남 네 가지
 */
export function PurchaseStatusBadge({ status, method }: { status: PurchaseStatus; method: PaymentMethod | null }) {
  return <StatusBadge tone={TONES[status]}>{purchaseStatusLabel(status, method)}</StatusBadge>;
}
