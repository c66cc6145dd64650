import type { ErrorDef } from './types';

// 결제(쿠폰·적립금 사용, 주문·결제)와 콘솔의 주문 관리·환불
export const PURCHASE_ERRORS = {
  // ── 쿠폰·적립금(결제) ──
  INVALID_POINT_AMOUNT: { status: 400, message: '적립금 금액이 올바르지 않습니다.' },
  INSUFFICIENT_POINTS: { status: 409, message: '적립금이 부족합니다.' },
  POINT_EXCEEDS_AMOUNT: { status: 400, message: '적립금은 결제할 금액까지만 사용할 수 있습니다.' },
  USE_FULL_POINT: { status: 409, message: '결제할 금액이 없습니다. 적립금 전액 결제를 이용해주세요.' },

  // ── 주문·결제 ──
  PURCHASE_NOT_FOUND: { status: 404, message: '구매 내역을 찾을 수 없습니다.' },
  PURCHASE_INFO_NOT_FOUND: { status: 404, message: '구매 정보를 찾을 수 없습니다.', code: 'PURCHASE_NOT_FOUND' },
  ORDER_NOT_FOUND: { status: 404, message: '주문을 찾을 수 없습니다.', code: 'PURCHASE_NOT_FOUND' },
  PURCHASE_NOT_RETRYABLE: { status: 409, message: '결제에 실패했거나 취소·만료된 주문만 다시 결제할 수 있습니다.' },
  PURCHASE_NOT_PREPARED: { status: 409, message: '결제 준비가 되지 않은 주문입니다. 결제하기를 다시 눌러주세요.' },
  PURCHASE_ALREADY_PREPARED: { status: 409, message: '이미 다른 방법으로 결제를 진행 중인 주문입니다. 주문서를 다시 만들어주세요.' },
  PURCHASE_ALREADY_PAID: { status: 409, message: '이미 결제가 끝난 주문입니다.' },
  PURCHASE_EXPIRED: { status: 409, message: '결제 기한이 지난 주문입니다. 주문서를 다시 만들어주세요.' },
  PURCHASE_NOT_PAYABLE: { status: 409, message: '주문 상태가 바뀌어 결제를 취소했습니다. 주문서를 다시 만들어주세요.' },
  PURCHASE_PAYMENT_RELEASED: { status: 409, message: '결제에 실패했거나 취소된 주문입니다. 다시 결제해주세요.', code: 'PURCHASE_NOT_PAYABLE' },
  PAYMENT_IN_PROGRESS: { status: 409, message: '결제 승인을 확인하는 중입니다. 잠시 후 주문 내역에서 확인해주세요.' },
  AMOUNT_MISMATCH: { status: 400, message: '결제 금액이 주문 금액과 다릅니다.' },
  PAYMENT_REJECTED: { status: 400, message: '결제가 거절되었습니다.', detail: true },
  PAYMENT_REJECTED_CONFLICT: { status: 409, message: '결제가 거절되었습니다.', code: 'PAYMENT_REJECTED', detail: true },
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 502, message: '결제사와 통신하지 못했습니다. 잠시 후 다시 시도해주세요.' },
  PAYMENT_GATEWAY_MISMATCH: { status: 502, message: '결제 승인 결과가 주문과 달라 결제를 취소했습니다. 다시 시도해주세요.' },
  VIRTUAL_ACCOUNT_MISMATCH: { status: 502, message: '발급된 가상계좌가 주문과 맞지 않습니다. 잠시 후 다시 시도해주세요.', code: 'PAYMENT_GATEWAY_MISMATCH' },
  VIRTUAL_ACCOUNT_REFUSED: { status: 409, message: '가상계좌를 발급받지 못한 주문입니다. 주문서를 다시 만들어 다른 방법으로 결제해주세요.' },
  CASH_RECEIPT_NO_AMOUNT: { status: 409, message: '현금영수증을 발급할 금액이 없습니다.' },

  // ── 주문 관리·환불(콘솔) ──
  ADMIN_PURCHASE_NOT_FOUND: { status: 404, message: '구매를 찾을 수 없습니다.', code: 'PURCHASE_NOT_FOUND' },
  INVALID_STATUS_TRANSITION: { status: 409, message: "'{from}' 상태의 구매는 '{to}'(으)로 바꿀 수 없습니다." },
  NOT_A_BANK_TRANSFER: { status: 409, message: '무통장입금 주문만 입금 확인할 수 있습니다. 카드 결제는 결제사 승인으로 완료됩니다.' },
  PURCHASE_NOT_REFUNDABLE: { status: 409, message: "'{status}' 상태의 구매는 환불할 수 없습니다." },
  REFUND_EXCEEDS_PAID: { status: 409, message: '환불할 수 있는 금액({refundable}원)보다 많습니다.' },
  NOTHING_TO_REFUND: { status: 409, message: '더 환불할 금액이 없습니다.' },
  CARD_REFUND_UNAVAILABLE: { status: 409, message: '카드로 결제한 구매만 카드로 환불할 수 있습니다. 적립금이나 계좌 환불을 이용해주세요.' },
  CASH_REFUND_UNAVAILABLE: { status: 409, message: '계좌 환불은 무통장입금·가상계좌 구매만 할 수 있습니다. 카드 취소나 적립금 환불을 이용해주세요.' },
  REFUND_CONFLICT: { status: 409, message: '다른 환불이 먼저 처리되었습니다. 새로고침 후 다시 확인해주세요.' },
  REFUND_IN_PROGRESS: { status: 409, message: '처리 중인 환불이 있습니다. 잠시 후 다시 확인해주세요.' },
  PAYMENT_NOT_FOUND: { status: 409, message: '결제사의 결제 정보를 찾을 수 없어 환불할 수 없습니다.' },
  REFUND_NOT_FOUND: { status: 404, message: '계좌 환불을 찾을 수 없습니다.' },
  REFUND_NOT_AWAITING_TRANSFER: { status: 409, message: "'{status}' 상태의 환불은 이체 완료로 표시할 수 없습니다." },
  TRANSFER_DATE_FUTURE: { status: 400, message: '이체일은 오늘보다 늦을 수 없습니다.', code: 'VALIDATION_FAILED' },
} as const satisfies Record<string, ErrorDef>;
