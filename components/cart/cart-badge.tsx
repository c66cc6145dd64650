'use client';

import styled from '@emotion/styled';
import { IntentLink } from '@/components/ui/intent-link';
import { useCartCount } from '@/hooks/use-cart-count';

/**
 * 헤더의 장바구니 링크와 개수. 개수는 탭 바와 같은 useCartCount(cartCount 쿠키, 없을 때만 장바구니 요청)에서 읽는다:
 * 모든 화면에 실리므로 장바구니 요청 코드는 그때만 불러온다.
 */
export function CartBadge() {
  const count = useCartCount();

  return (
    // 이름(장바구니 3개)이 보이는 글자를 단어째 품어야 한다(WCAG 2.5.3): 숫자 배지는 글자가 아니라 CSS 로 그려
    // 보이는 글자는 '장바구니' 하나로 둔다
    <CartLink href="/cart" aria-label={count > 0 ? `장바구니 ${count}개` : '장바구니'}>
      장바구니
      {count > 0 && <Count aria-hidden data-count={count > 99 ? '99+' : String(count)} />}
    </CartLink>
  );
}

const CartLink = styled(IntentLink)(({ theme }) => ({
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
