'use client';

import styled from '@emotion/styled';
import { useSearchParams } from 'next/navigation';
import { signinReasonMessage } from '@/lib/session/signin-reason';

/**
 * 회원 화면이나 바로 구매에서 보내졌으면(?reason=) 왜 왔는지 제목 바로 아래에 말한다.
 * 화면과 함께 오는 글이라 알림 영역이 아니다: 제목 다음에 읽힌다
 */
export function SigninReasonNotice() {
  const message = signinReasonMessage(useSearchParams().get('reason'));
  return message ? <Notice>{message}</Notice> : null;
}

const Notice = styled.p(({ theme }) => ({
  marginBottom: 16,
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.palette.blue[50],
  color: theme.color.text,
  fontSize: theme.typography.size.sm,
}));
