'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { useCallback, useReducer, useState, useSyncExternalStore } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';
import { SocialAccountsSection } from '@/components/social-accounts/social-accounts-section';
import { useUser } from '@/hooks/use-user';
import { clearMyInfoSession, readMyInfoSession } from '@/lib/api/member-info';
import { errorMessage } from '@/lib/schemas/errors';
import { EmailChangeForm, PasswordChangeForm, PhoneChangeForm } from './change-forms';
import { IdentityCheck } from './identity-check';
import { WithdrawalSection } from './withdrawal-section';

const subscribeNothing = () => () => {};

/** 회원 정보: 본인 확인(비밀번호 또는 제공자) → 로그인 연결, 비밀번호·휴대폰·이메일 변경과 탈퇴 */
export function MemberInfoView() {
  const { memberId } = useUser();
  // 세션은 myInfoSession 쿠키(만료 시각까지)에 있다. 서버에는 쿠키가 없으니 확인 단계로 그리고, 하이드레이션 뒤 다시 읽는다.
  // 쿠키를 바꾼 뒤에는 refresh 로 다시 그려 읽게 한다.
  const checked = useSyncExternalStore(subscribeNothing, () => readMyInfoSession() !== null, () => false);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const [notice, setNotice] = useState<string | null>(null);

  const onSessionLost = useCallback(() => {
    clearMyInfoSession();
    setNotice(errorMessage('MY_INFO_SESSION_REQUIRED'));
    refresh();
  }, []);

  if (memberId == null) return <SectionHeading as="h1">회원 정보</SectionHeading>;
  return (
    <>
      <SectionHeading as="h1">회원 정보</SectionHeading>
      {/* 알림·광고 수신은 본인 확인 없이 바꾼다: 수신 거부가 동의보다 어려워서는 안 된다 */}
      <NotificationsLink>
        카카오톡·문자·메일 알림과 광고 수신은 <Link href="/my-page/notifications">알림 설정</Link>에서 바꿉니다.
      </NotificationsLink>
      {!checked ? (
        <IdentityCheck
          memberId={memberId}
          notice={notice}
          onChecked={() => {
            setNotice(null);
            refresh();
          }}
        />
      ) : (
        <>
          <SocialAccountsSection memberId={memberId} onSessionLost={onSessionLost} />
          <PasswordChangeForm memberId={memberId} onSessionLost={onSessionLost} />
          <PhoneChangeForm memberId={memberId} onSessionLost={onSessionLost} />
          <EmailChangeForm memberId={memberId} onSessionLost={onSessionLost} />
          <WithdrawalSection memberId={memberId} onSessionLost={onSessionLost} />
        </>
      )}
    </>
  );
}

const NotificationsLink = styled.p(({ theme }) => ({
  marginBottom: 16,
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
  a: { display: 'inline-block', color: theme.color.primary, fontWeight: theme.typography.weight.semibold, textDecoration: 'underline' },
}));
