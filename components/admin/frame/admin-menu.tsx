'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId } from 'react';
import { useUser } from '@/hooks/use-user';
import { adminMeQuery } from '@/lib/api/admin-operators';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@/lib/schemas/members';
import { ADMIN_NAV_GROUPS, type AdminNavGroup } from '../admin-nav-items';

/** 그 등급이 볼 수 있는 묶음과 메뉴만. 등급을 모르면(불러오는 중·실패) 전체를 보인다: 막는 것은 api 다 */
export function groupsFor(role: AdminRole | null): AdminNavGroup[] {
  return ADMIN_NAV_GROUPS.map((g) => ({ ...g, items: g.items.filter((i) => role === null || i.roles.includes(role)) })).filter(
    (g) => g.items.length > 0,
  );
}

/** 목록의 하위 화면(/admin/products/12)에서도 그 메뉴를 켠다. 콘솔 홈은 정확히 같을 때만 */
export function isCurrent(pathname: string | null, href: string) {
  if (!pathname) return false;
  return pathname === href || (href !== '/admin' && pathname.startsWith(`${href}/`));
}

/** 접속한 운영자: 이메일(없으면 이름)과 등급 */
export function AdminAccount() {
  const me = useQuery(adminMeQuery());
  const { sensitiveInfo } = useUser();
  const email = me.data?.email ?? me.data?.name ?? sensitiveInfo?.email;
  return (
    <Account>
      <span>접속 계정</span>
      <strong>{email ?? '불러오는 중…'}</strong>
      {me.data && <Role>{ADMIN_ROLE_LABELS[me.data.adminRole]}</Role>}
    </Account>
  );
}

/** 하는 일별로 묶은 메뉴. 왼쪽 메뉴와 서랍이 같은 것을 쓴다 */
export function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const me = useQuery(adminMeQuery());
  const groups = groupsFor(me.data?.adminRole ?? null);
  // 왼쪽 메뉴와 서랍이 함께 그려질 수 있다: 묶음 이름의 id 가 겹치지 않게
  const id = useId();
  return (
    <Nav aria-label="관리자 메뉴">
      <MenuLink href="/admin" aria-current={isCurrent(pathname, '/admin') ? 'page' : undefined} onClick={onNavigate}>
        콘솔 홈
      </MenuLink>
      {groups.map((g, i) => (
        <Group key={g.label}>
          <GroupLabel id={`${id}-group-${i}`}>{g.label}</GroupLabel>
          <ul aria-labelledby={`${id}-group-${i}`}>
            {g.items.map((item) => (
              <li key={item.href}>
                <MenuLink href={item.href} aria-current={isCurrent(pathname, item.href) ? 'page' : undefined} onClick={onNavigate}>
                  {item.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </Group>
      ))}
    </Nav>
  );
}

const Account = styled.p(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '0 12px 16px',
  marginBottom: 8,
  borderBottom: `1px solid ${theme.palette.gray[200]}`,
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
  strong: { color: theme.color.text, wordBreak: 'break-all' },
}));

const Role = styled.span(({ theme }) => ({
  alignSelf: 'flex-start',
  marginTop: 4,
  padding: '0 8px',
  borderRadius: 999,
  background: theme.palette.gray[100],
  color: theme.color.text,
  fontSize: theme.typography.size.xs,
  lineHeight: '22px',
}));

const Nav = styled.nav({ display: 'flex', flexDirection: 'column', gap: 4 });

const Group = styled.div({ marginTop: 12 });

const GroupLabel = styled.p(({ theme }) => ({
  padding: '0 12px 4px',
  fontSize: theme.typography.size.xs,
  fontWeight: theme.typography.weight.semibold,
  color: theme.color.textMuted,
}));

const MenuLink = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: theme.layout.tapTarget,
  padding: '0 12px',
  borderRadius: theme.radius.sm,
  fontSize: theme.typography.size.sm,
  '&:hover': { background: theme.palette.gray[100] },
  '&[aria-current="page"]': {
    background: theme.palette.gray[900],
    color: theme.palette.white,
    fontWeight: theme.typography.weight.semibold,
  },
}));
