'use client';

import Cookies from 'js-cookie';
import { useRouter } from 'next/navigation';
import { useUser } from '@/hooks/use-user';
import { COOKIE, cookieAttributes } from '@/lib/session/cookies';
import { signinPath } from '@/lib/session/signin-reason';

export type OrderDraft = { productId: number; quantity: number; targetKey: string; days: number };

const query = (d: OrderDraft) =>
  new URLSearchParams({ quantity: String(d.quantity), targetKey: d.targetKey, days: String(d.days) }).toString();

/**
 * 장바구니·바로 구매. 손님은 이 상품 페이지를 redirectUri 쿠키에 적어 두고 로그인으로 보낸다:
 * 로그인 화면이 그 쿠키를 읽어 여기로 돌려보낸다.
 */
export function useOrderActions(productId: number) {
  const router = useRouter();
  const { isLoggedIn } = useUser();

  const toSignIn = () => {
    Cookies.set(COOKIE.redirectUri, `/products/${productId}`, cookieAttributes(window.location.hostname));
    router.push(signinPath('required'));
  };

  return {
    addToCart: (d: OrderDraft) => (isLoggedIn ? router.push(`/cart?add=${d.productId}&${query(d)}`) : toSignIn()),
    buyNow: (d: OrderDraft) => (isLoggedIn ? router.push(`/checkout?productId=${d.productId}&${query(d)}`) : toSignIn()),
  };
}
