'use client';

import styled from '@emotion/styled';
import { isApiError } from '@/lib/api/http';

/** 내 정보 화면의 한 칸(비밀번호, 휴대폰, 이메일, 탈퇴) */
export const Section = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  '& + &': { marginTop: 16 },
  h2: { fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.semibold },
}));

export const Done = styled.p(({ theme }) => ({ color: theme.palette.mint[900], fontSize: theme.typography.size.sm }));

export const Hint = styled.p(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.typography.size.sm }));

/** 세션이 끝났거나 없다: 비밀번호 확인 단계로 돌아가야 한다 */
export const isSessionRequired = (error: unknown) => isApiError(error) && error.code === 'MY_INFO_SESSION_REQUIRED';
