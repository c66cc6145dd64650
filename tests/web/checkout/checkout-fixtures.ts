import type { PurchaseCoupon } from '@/lib/api/checkout';
import type { OrderForm } from '@/lib/schemas/checkout';

export const API = 'http://localhost:4000/v1';
export const MEMBER = { memberId: 7, point: 5000, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'demo@example.com', emailVerified: true };

/** 상품 60,000원 - 수량 할인 3,000원 = 57,000원, 적립금 5,000원 */
export function makeOrderForm(over: Partial<OrderForm> = {}): OrderForm {
  return {
    id: 31,
    memberName: null,
    orderNo: 'GM20261122-0031',
    status: 'ORDER_FORM',
    statusLabel: '주문서 작성 중',
    method: null,
    orderName: '인스타그램 한국인 팔로워 외 1건',
    totalAmount: 57_000,
    createdAt: '2026-11-22T00:00:00.000Z',
    paidAt: null,
    easyPayProvider: null,
    methodLabel: '-',
    payTo: null,
    retryable: false,
    cancelable: false,
    source: 'CART',
    cashReceipt: null,
    cashRefunds: [],
    subtotal: 60_000,
    quantityDiscount: 3_000,
    couponDiscount: 0,
    pointUsed: 0,
    memberCouponId: null,
    depositorName: null,
    depositDeadline: null,
    lines: [
      { id: 1, productId: 1, productName: '인스타그램 한국인 팔로워', productKind: 'SINGLE', targetKey: 'growth.test', unitPrice: 50, quantity: 1000, days: 1, discountRate: 5, subtotal: 50_000, discount: 2_500, total: 47_500 },
      { id: 2, productId: 5, productName: '인스타그램 좋아요 데일리', productKind: 'DAILY', targetKey: 'growth.daily', unitPrice: 10, quantity: 100, days: 10, discountRate: 5, subtotal: 10_000, discount: 500, total: 9_500 },
    ],
    services: [],
    pointBalance: 5_000,
    availableCouponCount: 2,
    previousChoice: null,
    ...over,
  };
}

const coupon = (over: Partial<PurchaseCoupon>): PurchaseCoupon => ({
  memberCouponId: 1,
  name: '쿠폰',
  discountType: 'FIXED',
  discountValue: 0,
  maxDiscount: null,
  minOrderAmount: 0,
  endsAt: null,
  usable: true,
  discount: 0,
  reason: null,
  ...over,
});

export const COUPONS: PurchaseCoupon[] = [
  coupon({ memberCouponId: 101, name: '신규 회원 3,000원 할인', discountValue: 3000, discount: 3000 }),
  coupon({ memberCouponId: 102, name: '10% 할인', discountType: 'RATE', discountValue: 10, maxDiscount: 10000, discount: 5700 }),
  coupon({ memberCouponId: 103, name: '10만원 이상 20,000원 할인', discountValue: 20000, minOrderAmount: 100000, usable: false, reason: '100,000원 이상 주문에 쓸 수 있습니다.' }),
];

/** 주문서는 만들 때 받은 답을 sessionStorage 에 둔다(lib/api/checkout.ts): 그 자리를 채운다 */
export function storeOrderForm(form: OrderForm) {
  sessionStorage.setItem(`checkout:order-form:${form.id}`, JSON.stringify(form));
}
