'use client';

import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import { PURCHASE_STATUS_LABELS, type PurchaseStatus } from '@/lib/schemas/purchases';

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

/** 구매 상태 배지: 글자는 PURCHASE_STATUS_LABELS, 색은 대기·완료·환불·끝남 네 가지 */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  return <StatusBadge tone={TONES[status]}>{PURCHASE_STATUS_LABELS[status]}</StatusBadge>;
}
