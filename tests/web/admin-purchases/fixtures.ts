import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminPurchaseDetail, PendingDepositNotice } from '@/lib/schemas/admin-purchases';

export const API = 'http://localhost:4000/v1';

export function notice(overrides: Partial<PendingDepositNotice> = {}): PendingDepositNotice {
  return {
    purchaseId: 41,
    orderNo: 'GM-0041',
    memberEmail: 'demo@example.com',
    depositorName: '김데모',
    amount: 9000,
    bankName: '그로스은행',
    accountNumber: '123-456-789012',
    accountHolder: '(주)그로스몰',
    depositDeadline: '2026-01-06T14:59:59.000Z',
    message: '[그로스몰] 주문 GM-0041\n입금 계좌: 그로스은행 123-456-789012 (주)그로스몰\n입금액: 9,000원',
    ...overrides,
  };
}

export function adminDetail(overrides: Partial<AdminPurchaseDetail> = {}): AdminPurchaseDetail {
  return {
    id: 41,
    orderNo: 'GM-0041',
    status: 'PAID',
    statusLabel: '결제 완료',
    method: 'CARD',
    orderName: '한국인 팔로워',
    totalAmount: 9000,
    createdAt: '2026-01-05T14:30:00.000Z',
    paidAt: '2026-01-05T14:31:00.000Z',
    easyPayProvider: null,
    methodLabel: '신용·체크카드',
    payTo: null,
    retryable: false,
    cancelable: false,
    source: 'CART',
    cashReceipt: null,
    cashReceiptFailure: null,
    cashRefunds: [],
    subtotal: 10000,
    quantityDiscount: 1000,
    couponDiscount: 0,
    pointUsed: 0,
    memberCouponId: null,
    depositorName: null,
    depositDeadline: null,
    lines: [
      { id: 1, productId: 100, productName: '한국인 팔로워', productKind: 'SINGLE', targetKey: 'growth.demo', unitPrice: 25, quantity: 400, days: 1, discountRate: 10, subtotal: 10000, discount: 1000, total: 9000 },
    ],
    memberId: 7,
    memberEmail: 'demo@example.com',
    paymentKey: 'pay_test_1',
    refundedAmount: 0,
    refundedPoint: 0,
    refundable: 9000,
    services: [{ id: 501, purchaseLineId: 1, productName: '한국인 팔로워', targetKey: 'growth.demo', quantity: 400, days: 1, totalPrice: 9000, status: 'WAITING' }],
    payments: [
      { id: 9, provider: 'test', paymentKey: 'pay_test_1', amount: 9000, status: 'DONE', canceledAmount: 0, approvedAt: '2026-01-05T14:31:00.000Z', updatedAt: '2026-01-05T14:31:00.000Z' },
    ],
    history: [
      { id: 1, from: null, to: 'ORDER_FORM', actorMemberId: 7, actorRole: 'MEMBER', actorEmail: 'demo@example.com', reason: null, createdAt: '2026-01-05T14:30:00.000Z' },
      { id: 2, from: 'ORDER_FORM', to: 'WAITING_PAYMENT', actorMemberId: 7, actorRole: 'MEMBER', actorEmail: 'demo@example.com', reason: '카드 결제 준비', createdAt: '2026-01-05T14:30:30.000Z' },
      { id: 3, from: 'WAITING_PAYMENT', to: 'PAID', actorMemberId: 1, actorRole: 'ADMIN', actorEmail: 'admin@example.com', reason: '입금 확인', createdAt: '2026-01-05T15:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** 관리자 화면은 쿠키 없이 그려도 된다(권한은 proxy 와 api 가 본다). 실패 기록만 미리 답한다 */
export function adminServer() {
  return setupServer(http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })));
}

export const errorBody = (code: string, message: string, meta: Record<string, unknown> | null = null) => ({ code, message, meta });
