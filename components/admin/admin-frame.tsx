'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { adminMeQuery } from '@/lib/api/admin-operators';
import { Note } from './admin-list-parts';
import { AdminDrawer } from './frame/admin-drawer';
import { AdminAccount, AdminMenu } from './frame/admin-menu';

/**
 * 관리자 화면 공통 틀. 1024px 부터 왼쪽 메뉴(하는 일별 묶음)와 넓은 본문, 그 아래는 '메뉴' 버튼이 여는 서랍.
 * 메뉴는 등급에 맞춰 숨길 뿐이고, 권한은 proxy.ts 와 API 가 검사한다.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // 2단계 인증을 마치기 전(또는 운영자 정보를 아직 읽는 중)에는 메뉴를 그리지 않는다: 관문(MfaGate)만 보인다.
  // 정보를 못 읽으면(한 번이라도 실패하면) 메뉴는 보인다: 막는 것은 api 다
  const me = useQuery(adminMeQuery());
  const signedIn = me.data ? !(me.data.mfa.required && !me.data.mfa.verified) : me.failureCount > 0;
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    // 닫히면 초점을 연 버튼으로 돌려준다(키보드·화면 읽기 사용자가 제자리를 잃지 않게)
    trigger.current?.focus();
  }, []);

  return (
    <Layout data-menu={signedIn ? 'true' : undefined}>
      {signedIn && (
        <Sidebar>
          <AdminAccount />
          <AdminMenu />
        </Sidebar>
      )}
      <Content>
        <TopBar>
          {signedIn && (
            <MenuButton
              ref={trigger}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? 'admin-drawer' : undefined}
              onClick={() => setOpen(true)}
            >
              <Bars aria-hidden="true" />
              메뉴
            </MenuButton>
          )}
          <Title>관리자 콘솔</Title>
        </TopBar>
        {/* 목록들이 주소의 쿼리(useSearchParams)를 읽는다: 미리 그릴 때 이 경계까지만 기다린다 */}
        <Suspense fallback={<Note>불러오는 중…</Note>}>{children}</Suspense>
      </Content>
      {signedIn && <AdminDrawer open={open} onClose={close} />}
    </Layout>
  );
}

const wide = (px: number) => `@media (min-width: ${px}px)`;

const Layout = styled.div(({ theme }) => ({
  [wide(theme.layout.consoleWide)]: {
    '&[data-menu="true"]': { display: 'grid', gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' },
  },
}));

const Sidebar = styled.aside(({ theme }) => ({
  display: 'none',
  [wide(theme.layout.consoleWide)]: {
    display: 'block',
    position: 'sticky',
    top: theme.layout.headerHeight,
    maxHeight: `calc(100dvh - ${theme.layout.headerHeight}px)`,
    overflowY: 'auto',
    padding: '20px 8px 32px',
    borderRight: `1px solid ${theme.palette.gray[200]}`,
    background: theme.color.background,
  },
}));

const Content = styled.div(({ theme }) => ({
  minWidth: 0,
  padding: `16px ${theme.layout.gutter}px 48px`,
  [wide(theme.layout.consoleWide)]: { maxWidth: 1440, padding: '20px 32px 64px' },
}));

const TopBar = styled.div({ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 });

const Title = styled.h1(({ theme }) => ({
  fontSize: theme.typography.size.lg,
  fontWeight: theme.typography.weight.bold,
}));

const MenuButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minWidth: theme.layout.tapTarget,
  minHeight: theme.layout.tapTarget,
  padding: '0 12px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  [wide(theme.layout.consoleWide)]: { display: 'none' },
}));

/** 세 줄 아이콘(글자 '메뉴' 가 이름이 된다) */
const Bars = styled.span({
  width: 16,
  height: 12,
  borderTop: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  backgroundImage: 'linear-gradient(currentColor, currentColor)',
  backgroundSize: '100% 2px',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
});
