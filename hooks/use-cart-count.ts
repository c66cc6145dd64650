'use client';

import Cookies from 'js-cookie';
import { useEffect, useSyncExternalStore } from 'react';
import { subscribeSession } from '@/lib/session/client';
import { COOKIE } from '@/lib/session/cookies';
import { useUser } from './use-user';

const readCount = () => Cookies.get(COOKIE.cartCount) ?? null;

/** 장바구니 화면과 같은 클라이언트·같은 cartQuery 로 받는다: 요청 하나를 함께 쓰고 캐시도 같이 쓴다 */
async function fetchCartCount(): Promise<void> {
  const [{ cartQuery }, { getQueryClient }] = await Promise.all([import('@/lib/api/carts'), import('@/lib/api/query-client')]);
  await getQueryClient().fetchQuery(cartQuery());
}

/**
 * 장바구니 개수(탭 바의 배지). 장바구니 쿼리(cartQuery)가 받을 때마다 맞추는 cartCount 쿠키(docs/product.md, Sessions and cookies)에서 읽는다.
 * 쿠키가 없을 때(막 로그인했을 때)만 같은 cartQuery 를 불러 채운다. 요청 코드(axios·zod)와 react-query 는 그때
 * 동적 import 로 싣는다: 모든 화면의 첫 JS 에 싣지 않으려는 것.
 */
export function useCartCount(): number {
  const { isLoggedIn } = useUser();
  const raw = useSyncExternalStore(subscribeSession, readCount, () => null);

  useEffect(() => {
    if (raw !== null || !isLoggedIn) return;
    fetchCartCount().catch(() => undefined); // 배지는 부가 정보: 실패는 http 가 이미 기록했다
  }, [raw, isLoggedIn]);

  if (!isLoggedIn || raw === null) return 0;
  return Math.max(0, Number(raw) || 0);
}
