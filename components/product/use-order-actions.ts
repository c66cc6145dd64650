'use client';

import Cookies from 'js-cookie';
import { useRouter } from 'next/navigation';
import { useUser } from '@/hooks/use-user';
import { COOKIE, cookieAttributes } from '@/lib/session/cookies';
import { signinPath } from '@/lib/session/signin-reason';

/** 손님이 누른 주문을 로그인 뒤에 이어 가는 시간 */
const DRAFT_TTL_MS = 15 * 60 * 1000;

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
    // 15분만 둔다: 로그인하지 않고 돌아섰다가 한참 뒤 헤더에서 로그인한 회원을 그때의 주문서·장바구니 담기로 보내지 않게
    Cookies.set(COOKIE.redirectUri, path, { ...cookieAttributes(window.location.hostname), expires: new Date(Date.now() + DRAFT_TTL_MS) });
    router.push(signinPath('required'));
  };

  return {
    addToCart: (d: OrderDraft) => go(`/cart?add=${d.productId}&${query(d)}`),
    buyNow: (d: OrderDraft) => go(`/checkout?productId=${d.productId}&${query(d)}`),
  };
}
