import { z } from 'zod';

/** docs/domain.md, Purchases and payment 의 상태 */
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
  'PAYMENT_FAILED',
  'PAYMENT_CANCELED',
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
  PAYMENT_FAILED: '결제 실패',
  PAYMENT_CANCELED: '결제 취소',
};

export const PAYMENT_METHODS = ['CARD', 'EASY_PAY', 'VIRTUAL_ACCOUNT', 'NO_DEPOSIT', 'FULL_POINT'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CARD: '신용·체크카드',
  EASY_PAY: '간편결제',
  VIRTUAL_ACCOUNT: '가상계좌',
  NO_DEPOSIT: '무통장입금',
  FULL_POINT: '적립금 전액 결제',
};

/** 결제창(결제사)을 거치는 방법: 승인 시도(payment_attempts)와 대사(reconciliation)의 대상 */
export const GATEWAY_WINDOW_METHODS = ['CARD', 'EASY_PAY'] as const satisfies readonly PaymentMethod[];
/** 돈이 계좌로 들어오는 방법: 입금 대기라고 부르고, 현금영수증과 계좌 환불이 있다 */
export const DEPOSIT_METHODS = ['VIRTUAL_ACCOUNT', 'NO_DEPOSIT'] as const satisfies readonly PaymentMethod[];

/** 간편결제: 토스페이먼츠 결제창의 easyPay 값 그대로 */
export const EASY_PAY_PROVIDERS = ['KAKAOPAY', 'NAVERPAY', 'TOSSPAY'] as const;
export const EasyPayProviderSchema = z.enum(EASY_PAY_PROVIDERS);
export type EasyPayProvider = z.infer<typeof EasyPayProviderSchema>;
export const EASY_PAY_LABELS: Record<EasyPayProvider, string> = { KAKAOPAY: '카카오페이', NAVERPAY: '네이버페이', TOSSPAY: '토스페이' };

/**
 * 상태 이름은 결제 방법에 맞춘다: 결제 대기를 카드·간편결제에서는 '결제 대기', 계좌 입금에서는 '입금 대기'라 부른다.
 * 회원 화면, 콘솔 집계, 메시지가 모두 이 함수로 같은 말을 쓴다.
 */
export function purchaseStatusLabel(status: PurchaseStatus, method: PaymentMethod | null): string {
  if (status === 'WAITING_PAYMENT' && method !== null && !(DEPOSIT_METHODS as readonly PaymentMethod[]).includes(method)) return '결제 대기';
  return PURCHASE_STATUS_LABELS[status];
}

/** 결제 수단 이름: 간편결제는 어느 것인지까지 */
export function paymentMethodLabel(method: PaymentMethod | null, easyPay: EasyPayProvider | null = null): string {
  if (method === null) return '-';
  if (method === 'EASY_PAY' && easyPay) return EASY_PAY_LABELS[easyPay];
  return PAYMENT_METHOD_LABELS[method];
}

export const COUPON_DISCOUNT_TYPES = ['FIXED', 'RATE'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
export const MEMBER_COUPON_STATUSES = ['AVAILABLE', 'RESERVED', 'USED', 'EXPIRED', 'REVOKED'] as const;
export type MemberCouponStatus = (typeof MEMBER_COUPON_STATUSES)[number];
/** 쿠폰을 쓸 수 있는 범위: 전체, 한 채널, 한 상품 유형, 고른 상품들 */
export const COUPON_SCOPES = ['ALL', 'CHANNEL', 'PRODUCT_TYPE', 'PRODUCTS'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** 포인트 원장의 종류 (docs/domain.md, Points and coupons) */
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
