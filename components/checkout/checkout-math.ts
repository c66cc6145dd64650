import type { OrderForm } from '@/lib/schemas/checkout';

export type CheckoutAmounts = {
  subtotal: number;
  quantityDiscount: number;
  couponDiscount: number;
  pointUsed: number;
  maxPoint: number;
  total: number;
};

/**
 * 화면에 보여 줄 금액만 계산한다: 서버가 결제 준비에서 같은 순서(상품 - 수량 할인 - 쿠폰 - 적립금)로
 * 다시 계산하고, 그 값만 믿는다(docs/domain.md, Purchases and payment). 적립금은 잔액과 쿠폰 뒤 금액 중 작은 쪽까지.
 */
export function checkoutAmounts(form: Pick<OrderForm, 'subtotal' | 'quantityDiscount' | 'pointBalance'>, couponDiscount: number, pointInput: number): CheckoutAmounts {
  const base = form.subtotal - form.quantityDiscount;
  const coupon = Math.min(Math.max(0, couponDiscount), base);
  const afterCoupon = base - coupon;
  const maxPoint = Math.max(0, Math.min(form.pointBalance, afterCoupon));
  const pointUsed = Math.min(Math.max(0, Math.trunc(pointInput) || 0), maxPoint);
  return {
    subtotal: form.subtotal,
    quantityDiscount: form.quantityDiscount,
    couponDiscount: coupon,
    pointUsed,
    maxPoint,
    total: afterCoupon - pointUsed,
  };
}
