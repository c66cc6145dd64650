'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';
import { useUser } from '@/hooks/use-user';
import { isApiError } from '@/lib/api/api-error';
import { verifyEmail } from '@/lib/api/email-verifications';
import { MEMBER_INFO_MESSAGES } from '@/lib/schemas/member-info';
import { forgetVerificationMailSent } from '@/lib/session/verification-notice';
import { ServerError } from './form-layout';
import { ResendVerificationButton } from './resend-verification-button';
import { serverErrorMessage } from './server-error-message';

/** 가입 인증 메일의 링크(/account/verify-email?token=...). 로그인하지 않고 다른 기기에서 열어도 인증된다 */
export function VerifyEmailView({ token }: { token: string | null }) {
  const { isLoggedIn, sensitiveInfo, refetch } = useUser();
  const query = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token as string),
    enabled: !!token,
    // 링크는 한 번만 쓰인다: 다시 묻지 않는다
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  // 인증이 끝났으면 내 정보(emailVerified)를 다시 읽어 사이트의 인증 배너를 걷는다
  useEffect(() => {
    if (!query.data) return;
    forgetVerificationMailSent();
    void refetch();
  }, [query.data, refetch]);

  const expired = isApiError(query.error) && query.error.status === 410;
  let body;
  if (!token) body = <ServerError role="alert">{MEMBER_INFO_MESSAGES.tokenRequired}</ServerError>;
  else if (query.data) body = <Done role="status">{query.data.message}</Done>;
  else if (query.error) body = <ServerError role="alert">{serverErrorMessage(query.error)}</ServerError>;
  else body = <Hint role="status">인증하는 중…</Hint>;

  return (
    <>
      <SectionHeading as="h1">이메일 인증</SectionHeading>
      {body}
      {expired && isLoggedIn && sensitiveInfo?.emailVerified === false && (
        <Retry>
          <Hint>새 인증 메일을 받아 그 링크를 열어주세요.</Hint>
          <ResendVerificationButton />
        </Retry>
      )}
      {expired && !isLoggedIn && <Hint>로그인하면 화면 위의 안내에서 인증 메일을 다시 받을 수 있습니다.</Hint>}
      <Next aria-label="다음으로">
        {isLoggedIn ? (
          <>
            <Link href="/">쇼핑 계속하기</Link>
            <Link href="/my-page">마이페이지</Link>
          </>
        ) : (
          <>
            <Link href="/account/signin">로그인</Link>
            <Link href="/">첫 화면으로</Link>
          </>
        )}
      </Next>
    </>
  );
}

const Done = styled.p(({ theme }) => ({
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.palette.mint[50],
  color: theme.palette.mint[900],
  fontSize: theme.typography.size.sm,
}));

const Hint = styled.p(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.typography.size.sm }));

const Retry = styled.div({ display: 'flex', flexDirection: 'column', gap: 10, marginTop: 16 });

const Next = styled.nav(({ theme }) => ({
  display: 'flex',
  gap: 16,
  marginTop: 24,
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: theme.layout.tapTarget,
    color: theme.color.primary,
    fontWeight: theme.typography.weight.semibold,
  },
}));
