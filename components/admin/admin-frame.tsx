'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';
import { useUser } from '@/hooks/use-user';
import { useQuery } from '@tanstack/react-query';
import { adminMeQuery } from '@/lib/api/admin-operators';
import { navItemsFor } from './admin-nav-items';

/** 관리자 화면 공통 틀: 접속한 관리자와 메뉴. 권한은 proxy.ts 와 API 가 검사한다. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const { sensitiveInfo } = useUser();
  // 등급이 볼 수 없는 메뉴는 숨긴다(막는 것은 api)
  const role = useQuery(adminMeQuery()).data?.adminRole ?? null;
  return (
    <>
      <SectionHeading as="h1">관리자 콘솔</SectionHeading>
      <Signed>
        접속 계정 <strong>{sensitiveInfo?.email ?? '불러오는 중…'}</strong>
      </Signed>
      <Nav aria-label="관리자 메뉴">
        <ul>
          {navItemsFor(role).map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      {children}
    </>
  );
}

/** 목록의 하위 화면(/admin/products/12)에서도 그 메뉴를 켠다. 콘솔 홈은 정확히 같을 때만 */
function isCurrent(pathname: string, href: string) {
  return pathname === href || (href !== '/admin' && pathname.startsWith(`${href}/`));
}

const Signed = styled.p(({ theme }) => ({
  marginBottom: 12,
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
  strong: { color: theme.color.text, wordBreak: 'break-all' },
}));

const Nav = styled.nav({
  marginBottom: 24,
  ul: { display: 'flex', flexWrap: 'wrap', gap: 8 },
});

const NavLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: '0 12px',
  borderRadius: 999,
  border: `1px solid ${theme.color.border}`,
  fontSize: theme.typography.size.sm,
  '&[aria-current="page"]': { background: theme.palette.gray[900], borderColor: theme.palette.gray[900], color: theme.palette.white },
}));
