'use client';

import styled from '@emotion/styled';
import { IntentLink } from '@/components/ui/intent-link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { CartBadge } from '@/components/cart/cart-badge';
import { Button } from '@/components/ui/button';
import { useUser } from '@/hooks/use-user';
import { isConsolePath } from './console-path';

export function SiteHeader() {
  const { isLoggedIn, isOperator, logout } = useUser();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  // 결제 화면은 메뉴 없이 로고만: 결제 중에 다른 곳으로 새지 않게 (docs/conventions.md, Layout 의 (checkout))
  const pathname = usePathname();
  const bare = pathname?.startsWith('/checkout') ?? false;
  // 운영 콘솔에서는 머리도 화면 폭을 다 쓴다(본문과 같은 선에 맞게)
  const wide = isConsolePath(pathname);

  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
      router.push('/');
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Bar>
      <Inner data-wide={wide || undefined}>
        <Logo href="/">그로스몰</Logo>
        {!bare && (
          <Nav aria-label="회원 메뉴">
            {isLoggedIn ? (
              <>
                {/* 운영자는 스토어에서도 콘솔로 바로 간다(콘솔 안에서는 감춘다: 이미 거기 있다) */}
                {isOperator && !wide && <NavLink href="/admin">관리자 콘솔</NavLink>}
                <CartBadge />
                <NavLink href="/my-page">마이페이지</NavLink>
                <Button type="button" variant="ghost" onClick={onLogout} disabled={leaving}>
                  로그아웃
                </Button>
              </>
            ) : (
              <NavLink href="/account/signin">로그인</NavLink>
            )}
          </Nav>
        )}
      </Inner>
    </Bar>
  );
}

const Bar = styled.header(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  height: theme.layout.headerHeight,
  background: theme.palette.white,
  borderBottom: `1px solid ${theme.palette.gray[200]}`,
}));

const Inner = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: '100%',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${theme.layout.gutter}px`,
  '&[data-wide]': { maxWidth: 'none' },
}));

const Logo = styled(IntentLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.layout.tapTarget,
  fontSize: theme.typography.size.xl,
  fontWeight: theme.typography.weight.bold,
  color: theme.color.primary,
}));

const Nav = styled.nav({ display: 'flex', alignItems: 'center', gap: 8 });

const NavLink = styled(IntentLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.layout.tapTarget,
  padding: '0 8px',
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
}));
