'use client';

import { useQuery } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import Link from 'next/link';
import { useEffect } from 'react';
import { ServerError } from '@/components/account/form-layout';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { SectionHeading } from '@/components/layout/section-heading';
import { useUser } from '@/hooks/use-user';
import { confirmEmailChange } from '@/lib/api/member-info';
import { COOKIE, cookieAttributes } from '@/lib/session/cookies';
import { Done, Hint } from './parts';

/** 로그인 화면이 마친 뒤 이 링크로 돌아오게 redirectUri 쿠키에 적어 둔다(use-login-complete.ts 가 읽는다) */
function rememberReturn(token: string) {
  Cookies.set(COOKIE.redirectUri, `/account/email-change?token=${encodeURIComponent(token)}`, cookieAttributes(window.location.hostname));
}

/** 새 이메일로 받은 링크(/account/email-change?token=...)를 열었을 때: 로그인한 본인이면 변경을 확정한다 */
export function EmailChangeConfirm({ token }: { token: string | null }) {
  const { memberId, isLoggedIn, refetch } = useUser();
  const query = useQuery({
    queryKey: ['email-change', memberId, token],
    queryFn: () => confirmEmailChange(memberId as number, token as string),
    enabled: memberId != null && !!token,
    // 링크는 한 번만 쓰인다: 다시 묻지 않는다
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  useEffect(() => {
    if (query.data) void refetch();
  }, [query.data, refetch]);

  let body;
  if (!token) body = <ServerError role="alert">링크 정보가 없습니다. 메일의 링크를 다시 열어주세요.</ServerError>;
  else if (!isLoggedIn)
    body = (
      <Hint>
        이메일 변경을 마치려면 먼저 로그인해주세요.{' '}
        <Link href="/account/signin" onClick={() => rememberReturn(token)}>
          로그인
        </Link>
      </Hint>
    );
  else if (query.data) body = <Done role="status">이메일이 {query.data.email}(으)로 변경되었습니다.</Done>;
  else if (query.error) body = <ServerError role="alert">{serverErrorMessage(query.error)}</ServerError>;
  else body = <Hint>확인하는 중…</Hint>;

  return (
    <>
      <SectionHeading as="h1">이메일 변경</SectionHeading>
      {body}
      <p>
        <Link href="/my-page/member-info">회원 정보로</Link>
      </p>
    </>
  );
}
