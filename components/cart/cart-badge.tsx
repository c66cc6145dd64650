'use client';

import styled from '@emotion/styled';
import Cookies from 'js-cookie';
import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { setCartCount, subscribeSession } from '@/lib/session/client';
import { COOKIE } from '@/lib/session/cookies';

const readCount = () => Cookies.get(COOKIE.cartCount) ?? null;

/**
 * 헤더의 장바구니 링크와 개수. 개수는 cartCount 쿠키(SPEC.md 3절)에서 읽는다: 모든 화면에 실리므로
 * 장바구니 요청 코드는 쿠키가 없을 때(막 로그인했을 때)만 불러온다.
 */
export function CartBadge() {
  const raw = useSyncExternalStore(subscribeSession, readCount, () => null);
  const count = raw === null ? 0 : Number(raw) || 0;

  useEffect(() => {
    if (raw !== null) return;
    let cancelled = false;
    import('@/lib/api/carts')
      .then(({ getCart }) => getCart())
      .then((cart) => !cancelled && setCartCount(cart.count))
      .catch(() => undefined); // 배지는 부가 정보: 실패는 http 가 이미 기록했다
    return () => {
      cancelled = true;
    };
  }, [raw]);

  return (
    // 이름(장바구니 3개)이 보이는 글자를 단어째 품어야 한다(WCAG 2.5.3): 숫자 배지는 글자가 아니라 CSS 로 그려
    // 보이는 글자는 '장바구니' 하나로 둔다
    <CartLink href="/cart" aria-label={count > 0 ? `장바구니 ${count}개` : '장바구니'}>
      장바구니
      {count > 0 && <Count aria-hidden data-count={count > 99 ? '99+' : String(count)} />}
    </CartLink>
  );
}

const CartLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: theme.layout.tapTarget,
  padding: '0 8px',
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
}));

const Count = styled.span(({ theme }) => ({
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: 9,
  background: theme.color.primary,
  color: theme.palette.white,
  fontSize: theme.typography.size.xs,
  lineHeight: '18px',
  textAlign: 'center',
  '&::after': { content: 'attr(data-count)' },
}));
