'use client';

import { useQuery } from '@tanstack/react-query';
import { cartQuery } from '@/lib/api/carts';
import { useUser } from './use-user';

/** 내 장바구니. 로그인했을 때만 부르고, 받을 때마다 cartCount 쿠키가 맞춰진다(cartQuery) */
export function useCart() {
  const { isLoggedIn } = useUser();
  return useQuery({ ...cartQuery(), enabled: isLoggedIn });
}
