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
 * 장바구니·바로 구매. 손님은 누른 일이 갈 곳(주문서·장바구니, 적은 아이디·수량을 실은 주소)을 redirectUri 쿠키에 적어 두고
 * 로그인으로 보낸다: 로그인 화면이 그 쿠키를 읽어 그리로 보내므로, 로그인한 뒤 폼을 다시 채우지 않고 바로 이어 간다.
 */
export function useOrderActions() {
  const router = useRouter();
  const { isLoggedIn } = useUser();

  const go = (path: string) => {
    if (isLoggedIn) return router.push(path);
    Cookies.set(COOKIE.redirectUri, path, cookieAttributes(window.location.hostname));
    router.push(signinPath('required'));
  };

  return {
    addToCart: (d: OrderDraft) => go(`/cart?add=${d.productId}&${query(d)}`),
    buyNow: (d: OrderDraft) => go(`/checkout?productId=${d.productId}&${query(d)}`),
  };
}
