'use client';

import styled from '@emotion/styled';
import { usePathname } from 'next/navigation';
import { useEffect, useId } from 'react';
import { useUser } from '@/hooks/use-user';
import { forgetVerificationMailSent, wasVerificationMailJustSent } from '@/lib/session/verification-notice';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * 인증 전(REQUIRED_EMAIL_AUTH) 회원에게 모든 화면 위에 뜨는 안내: 결제·문의·후기가 왜 막히는지와 인증 메일 다시 보내기.
 * 가입 직후에는 "메일을 보냈다"는 가입 안내를 겸한다.
 */
export function EmailVerificationBanner() {
  const { sensitiveInfo } = useUser();
  const pathname = usePathname();
  const headingId = useId();
  const verified = sensitiveInfo?.emailVerified;

  useEffect(() => {
    if (verified === true) forgetVerificationMailSent();
  }, [verified]);

  // 인증 화면은 결과를 스스로 알린다
  if (!sensitiveInfo || sensitiveInfo.emailVerified || pathname?.startsWith('/account/verify-email')) return null;
  // 회원 정보는 브라우저에서만 읽히므로(서버는 로그아웃 상태로 그린다) 여기서 sessionStorage 를 읽어도 어긋나지 않는다
  const justSignedUp = wasVerificationMailJustSent();

  return (
    <Banner aria-labelledby={headingId}>
      <h2 id={headingId}>{justSignedUp ? '가입을 환영합니다! 이메일을 인증해주세요' : '이메일 인증이 필요합니다'}</h2>
      <p>
        {sensitiveInfo.email ?? '가입한 이메일'}(으)로 인증 메일을 보냈습니다. 메일의 링크를 열면 결제와 1:1 문의·후기
        작성을 이용할 수 있습니다.
      </p>
      <ResendVerificationButton />
    </Banner>
  );
}

const Banner = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  marginBottom: 20,
  padding: 16,
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.palette.yellow[400]}`,
  background: theme.palette.yellow[50],
  h2: { fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.bold },
  p: { fontSize: theme.typography.size.sm, lineHeight: theme.typography.lineHeight },
}));
