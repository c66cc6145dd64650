'use client';

import styled from '@emotion/styled';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { adminMeQuery, useMfaMutations } from '@/lib/api/admin-operators';
import { isApiError } from '@/lib/api/http';
import { errorMessage } from '@/lib/schemas/errors';
import type { AdminRole } from '@/lib/schemas/members';
import { ADMIN_NAV_GROUPS } from '../admin-nav-items';
import { ServerError } from '../admin-form-parts';
import { MfaCodeForm } from './mfa-code-form';
import { MfaEnrolment } from './mfa-enrolment';
import { reloadPage } from './reload-page';

/** 이 주소를 볼 수 있는 등급: 메뉴 표에서 가장 길게 겹치는 항목(없으면 누구나 — 콘솔 홈) */
function rolesFor(pathname: string): readonly AdminRole[] | null {
  const items = ADMIN_NAV_GROUPS.flatMap((g) => g.items).filter((i) => pathname === i.href || pathname.startsWith(`${i.href}/`));
  items.sort((a, b) => b.href.length - a.href.length);
  return items[0]?.roles ?? null;
}

/**
 * 콘솔 관문: OWNER·MANAGER 가 이 세션에서 2단계 인증을 마치기 전에는 화면 대신 확인(또는 등록)을 보이고,
 * 등급이 볼 수 없는 화면이거나 api 가 ADMIN_ROLE_FORBIDDEN 을 돌려주면 '권한이 없습니다'를 보인다.
 * 막는 것은 api 다: 여기서는 보일 것만 고른다.
 */
export function MfaGate({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const me = useQuery(adminMeQuery());
  const forbiddenByApi = useRoleForbidden(pathname);
  useSignInAgainWhenSessionEnds();

  if (me.isPending) return <p role="status">운영자 정보를 불러오는 중…</p>;
  if (me.error) return <ServerError role="alert">{serverErrorMessage(me.error)}</ServerError>;
  const { adminRole, mfa } = me.data;
  if (mfa.required && !mfa.verified && pathname !== '/admin/account') {
    return mfa.enrolled ? <MfaVerify /> : <MfaRequiredEnrolment />;
  }
  const roles = rolesFor(pathname);
  if (forbiddenByApi || (roles && !roles.includes(adminRole))) return <NoPermission />;
  return <>{children}</>;
}

/** 화면이 부른 api 가 ADMIN_ROLE_FORBIDDEN 이면 그 화면 대신 안내(주소가 바뀌면 다시 본다) */
function useRoleForbidden(pathname: string) {
  const queryClient = useQueryClient();
  const [forbiddenAt, setForbiddenAt] = useState<string | null>(null);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error = event.query.state.error;
        if (isApiError(error) && error.code === 'ADMIN_ROLE_FORBIDDEN') setForbiddenAt(window.location.pathname);
      }),
    [queryClient],
  );
  return forbiddenAt === pathname;
}

/**
 * 운영자 세션이 유휴 시간·최대 시간으로 끝나면(api 가 OPERATOR_SESSION_EXPIRED) 화면을 다시 불러온다:
 * 프록시가 닫힌 세션을 보고 토큰을 지운 뒤 로그인 화면으로 보내고(까닭: expired), 로그인하면 이 화면으로 돌아온다.
 */
function useSignInAgainWhenSessionEnds() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const ended = (error: unknown) => isApiError(error) && error.code === 'OPERATOR_SESSION_EXPIRED';
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (ended(event.query.state.error)) reloadPage();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (ended(event.mutation?.state.error)) reloadPage();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}

function NoPermission() {
  return (
    <Panel role="alert">
      <h2>권한이 없습니다</h2>
      <p>{errorMessage('ADMIN_ROLE_FORBIDDEN')} 필요하면 대표 운영자에게 권한을 요청해주세요.</p>
    </Panel>
  );
}

function MfaVerify() {
  const { verify } = useMfaMutations();
  return (
    <Panel aria-labelledby="mfa-verify-title">
      <h2 id="mfa-verify-title">2단계 인증</h2>
      <p>인증 앱에 보이는 6자리 코드를 입력해주세요.</p>
      <MfaCodeForm allowRecovery submitLabel="인증하기" pending={verify.isPending} error={verify.error} onSubmit={(body) => verify.mutate(body)} />
    </Panel>
  );
}

function MfaRequiredEnrolment() {
  return (
    <Panel aria-labelledby="mfa-enrol-title">
      <h2 id="mfa-enrol-title">2단계 인증 등록</h2>
      <p>대표 운영자와 매니저는 2단계 인증을 등록해야 콘솔을 사용할 수 있습니다.</p>
      <MfaEnrolment />
    </Panel>
  );
}

const Panel = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  maxWidth: 480,
  padding: 20,
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  h2: { fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.bold },
}));
