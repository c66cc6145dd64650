'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { purchaseCouponsQuery, type PurchaseCoupon } from '@/lib/api/checkout';
import type { OrderForm } from '@/lib/schemas/checkout';

/**
 * 다시 결제하기로 온 주문서: 지난번에 고른 쿠폰을 한 번 골라 둔다(쿠폰 목록이 오면, 지금도 쓸 수 있을 때만).
 * 회원이 바꾼 뒤에는 다시 건드리지 않는다. 목록은 쿠폰 고르기(CouponSelect)와 같은 질의라 요청은 한 번
 */
export function usePreviousCoupon(form: OrderForm, setCoupon: (coupon: PurchaseCoupon) => void) {
  const previousId = form.previousChoice?.memberCouponId ?? null;
  const { data } = useQuery({ ...purchaseCouponsQuery(form.id), enabled: previousId !== null });
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || previousId === null || !data) return;
    applied.current = true;
    const coupon = data.find((c) => c.memberCouponId === previousId && c.usable);
    if (coupon) setCoupon(coupon);
  }, [data, previousId, setCoupon]);
}
