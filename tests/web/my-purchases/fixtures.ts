import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { PurchaseDetail, PurchaseSummary } from '@/lib/schemas/purchase-views';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';

export const API = 'http://localhost:4000/v1';
export const MEMBER_ID = 7;

export function summary(overrides: Partial<PurchaseSummary> = {}): PurchaseSummary {
  return {
    id: 31,
    orderNo: 'GM20260105-0031',
    status: 'PAID',
    statusLabel: '결제 완료',
    method: 'CARD',
    orderName: '한국인 팔로워 외 1건',
    totalAmount: 9000,
    createdAt: '2026-01-05T14:30:00.000Z',
    paidAt: '2026-01-05T14:31:00.000Z',
    easyPayProvider: null,
    methodLabel: '신용·체크카드',
    payTo: null,
    retryable: false,
    cancelable: false,
    ...overrides,
  };
}

export function detail(overrides: Partial<PurchaseDetail> = {}): PurchaseDetail {
  return {
    ...summary(),
    subtotal: 12000,
    quantityDiscount: 1000,
    couponDiscount: 1500,
    pointUsed: 500,
    memberCouponId: 3,
    depositorName: null,
    depositDeadline: null,
    source: 'CART',
    cashReceipt: null,
    cashRefunds: [],
    lines: [
      { id: 1, productId: 100, productName: '한국인 팔로워', productKind: 'SINGLE', targetKey: 'growth.demo', unitPrice: 30, quantity: 300, days: 1, discountRate: 10, subtotal: 9000, discount: 900, total: 8100 },
      { id: 2, productId: 200, productName: '자동 좋아요', productKind: 'DAILY', targetKey: 'growth.demo', unitPrice: 10, quantity: 10, days: 30, discountRate: 0, subtotal: 3000, discount: 100, total: 2900 },
    ],
    services: [
      { id: 501, purchaseLineId: 1, status: 'IN_PROGRESS' },
      { id: 502, purchaseLineId: 2, status: 'WAITING' },
    ],
    ...overrides,
  };
}

/** 회원 정보(헤더·useUser)와 실패 기록은 미리 답한다. 처리기 없는 요청은 실패로 본다 */
export function memberServer() {
  return setupServer(
    http.get(`${API}/my-page/:memberId`, ({ params }) =>
      HttpResponse.json({ memberId: Number(params.memberId), point: 0, registrationType: 'EMAIL', reviewCount: 0, cellPhone: '01000000000', email: 'demo@example.com', emailVerified: true }),
    ),
    http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
  );
}

export async function logIn(memberId = MEMBER_ID) {
  clearAllCookies();
  Cookies.set('token', await makeToken(3600, { memberId }), { path: '/' });
}
