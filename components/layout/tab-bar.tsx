'use client';

import styled from '@emotion/styled';
import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { useCartCount } from '@/hooks/use-cart-count';
import { getModalState, subscribeModal } from '@/lib/modal';
import { currentOf, TAB_ITEMS, tabBarHiddenOn } from './tab-bar-items';
import { TabIcon } from './tab-icons';
import { layout } from '@/styles/theme';

/** 탭 바의 높이(안전 영역 제외). 본문 아래 여백과 상품 화면의 구매 바가 같은 값을 쓴다 */
export const TAB_BAR_HEIGHT = layout.tabBarHeight;

/**
 * 스토어 아래에 고정된 탭 바: 홈, 전체 서비스, 검색, 장바구니(개수), 마이페이지.
 * 휴대폰에서만이 아니라 모든 폭에서 보인다: 스토어는 데스크톱에서도 480px 기둥 하나(docs/product.md, Limits and layout)이고,
 * 바도 그 기둥 폭에 맞춰 놓이므로 넓은 화면에서 어색하지 않다. 검색과 전체 서비스는 이 바가 유일한 입구다.
 * 모달(?modal=)이 열리면 감춘다: 모달이 화면을 다 덮고, 바가 모달 위로 올라오거나 포커스를 가로채지 않게.
 */
export function TabBar() {
  const pathname = usePathname() ?? '/';
  const modalOpen = useSyncExternalStore(subscribeModal, () => getModalState() !== null, () => false);
  const cartCount = useCartCount();
  if (tabBarHiddenOn(pathname) || modalOpen) return null;

  return (
    <>
      {/* 고정 바 밑에 본문 끝이 숨지 않게 같은 높이의 자리를 둔다 */}
      <Spacer aria-hidden />
      <Bar aria-label="주요 메뉴" data-bottom-bar="tab">
        <List>
          {TAB_ITEMS.map((item) => {
            const current = currentOf(item, pathname);
            const isCart = item.href === '/cart';
            return (
              <li key={item.href}>
                <Tab
                  href={item.href}
                  aria-current={current}
                  aria-label={isCart && cartCount > 0 ? `장바구니 ${cartCount}개` : undefined}
                >
                  <IconBox>
                    <TabIcon name={item.icon} />
                    {/* 숫자는 CSS 로 그린다: 보이는 글자가 '장바구니' 하나여야 이름(장바구니 3개)이 그것을 품는다(WCAG 2.5.3) */}
                    {isCart && cartCount > 0 && <Count aria-hidden data-count={cartCount > 99 ? '99+' : String(cartCount)} />}
                  </IconBox>
                  <span>{item.label}</span>
                </Tab>
              </li>
            );
          })}
        </List>
      </Bar>
    </>
  );
}

const safeArea = 'env(safe-area-inset-bottom, 0px)';

export const Spacer = styled.div({ height: `calc(${TAB_BAR_HEIGHT}px + ${safeArea})` });

const Bar = styled.nav(({ theme }) => ({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 20,
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  paddingBottom: safeArea,
  background: theme.palette.white,
  borderTop: `1px solid ${theme.palette.gray[200]}`,
}));

const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  height: TAB_BAR_HEIGHT,
});

const Tab = styled(IntentLink)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  height: '100%',
  minWidth: theme.layout.tapTarget,
  minHeight: theme.layout.tapTarget,
  fontSize: theme.typography.size.xs,
  color: theme.color.textMuted,
  '&[aria-current]': { color: theme.color.primary, fontWeight: theme.typography.weight.semibold },
}));

const IconBox = styled.span({ position: 'relative', display: 'inline-flex' });

const Count = styled.span(({ theme }) => ({
  position: 'absolute',
  top: -4,
  left: 14,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: 9,
  background: theme.color.primary,
  color: theme.palette.white,
  fontSize: 11,
  fontWeight: theme.typography.weight.bold,
  lineHeight: '18px',
  textAlign: 'center',
  '&::after': { content: 'attr(data-count)' },
}));
