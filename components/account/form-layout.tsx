'use client';

import styled from '@emotion/styled';

export const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: 16 });

/** 서버가 돌려준 오류 문구(ApiError.message). role="alert" 라 화면 낭독기가 바로 읽는다. */
export const ServerError = styled.p(({ theme }) => ({
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.palette.red[50],
  color: theme.color.danger,
  fontSize: theme.typography.size.sm,
}));

export const FormFooter = styled.p(({ theme }) => ({
  marginTop: 24,
  textAlign: 'center',
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
  a: { marginLeft: 6, color: theme.color.primary, fontWeight: theme.typography.weight.semibold },
}));
