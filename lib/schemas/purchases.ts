import { z } from 'zod';

/** DOMAIN.md "Purchases and payment" 의 상태 */
export const PURCHASE_STATUSES = [
  'ORDER_FORM',
  'WAITING_PAYMENT',
  'PAID',
  'WAITING_REFUND',
  'REFUNDED',
  'MILEAGE_REFUND',
  'PARTIAL_MILEAGE_REFUND',
  'PARTIAL_CASH_REFUND',
  'EXPIRED',
] as const;
export const PurchaseStatusSchema = z.enum(PURCHASE_STATUSES);
export type PurchaseStatus = z.infer<typeof PurchaseStatusSchema>;
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  ORDER_FORM: '주문서 작성 중',
  WAITING_PAYMENT: '입금 대기',
  PAID: '결제 완료',
  WAITING_REFUND: '환불 대기',
  REFUNDED: '환불 완료',
  MILEAGE_REFUND: '적립금 환불',
  PARTIAL_MILEAGE_REFUND: '부분 적립금 환불',
  PARTIAL_CASH_REFUND: '부분 현금 환불',
  EXPIRED: '기한 만료',
};

export const PAYMENT_METHODS = ['CARD', 'NO_DEPOSIT', 'FULL_POINT'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CARD: '신용·체크카드',
  NO_DEPOSIT: '무통장입금',
  FULL_POINT: '적립금 전액 결제',
};

export const COUPON_DISCOUNT_TYPES = ['FIXED', 'RATE'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
export const MEMBER_COUPON_STATUSES = ['AVAILABLE', 'RESERVED', 'USED', 'EXPIRED'] as const;
export type MemberCouponStatus = (typeof MEMBER_COUPON_STATUSES)[number];

/** 포인트 원장의 종류 (DOMAIN.md "Points") */
export const POINT_TYPES = [
  'REWARD_BY_REVIEW',
  'REWARD_BY_PHOTO_REVIEW',
  'USE_BY_PURCHASE',
  'RESTORE_BY_CANCEL',
  'REFUND',
  'ADMIN_GRANT',
  'ADMIN_DEDUCT',
  'EXPIRED',
] as const;
export type PointType = (typeof POINT_TYPES)[number];

/** 서비스(구매한 한 줄의 이행) 상태 — 이행 단계에서 자세해진다 */
export const SERVICE_STATUSES = ['WAITING', 'IN_PROGRESS', 'COMPLETED', 'PARTIAL', 'FAILED', 'CANCELED'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
