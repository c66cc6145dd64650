'use client';

import styled from '@emotion/styled';
import { useId } from 'react';
import { wasVerificationMailJustSent } from '@/lib/session/verification-notice';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * 인증 배너의 보이는 부분. 인증 전 회원에게만 뜨므로 EmailVerificationBanner 가 그때 불러온다(모든 화면의 첫 JS 에 싣지 않게).
 */
export default function EmailVerificationNotice({ email }: { email: string | null }) {
  const headingId = useId();
  // 회원 정보는 브라우저에서만 읽히므로(서버는 로그아웃 상태로 그린다) 여기서 sessionStorage 를 읽어도 어긋나지 않는다
  const justSignedUp = wasVerificationMailJustSent();

  return (
    <Banner aria-labelledby={headingId}>
      <h2 id={headingId}>{justSignedUp ? '가입을 환영합니다! 이메일을 인증해주세요' : '이메일 인증이 필요합니다'}</h2>
      <p>
        {email ?? '가입한 이메일'}(으)로 인증 메일을 보냈습니다. 메일의 링크를 열면 결제와 1:1 문의·후기
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
