'use client';

import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import Link from 'next/link';
import type { ReactNode } from 'react';

/** 버튼 모양의 링크: 실패 화면에서 로그인·회원 정보로 돌아가는 길 */
export const ButtonLink = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: theme.layout.inputHeight,
  padding: '0 16px',
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  fontWeight: theme.typography.weight.semibold,
  color: theme.color.text,
  textDecoration: 'none',
}));

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** 기다리는 동안: 도는 고리와 글자. 글자는 role="status" 라 화면 낭독기도 읽는다 */
export function Busy({ children }: { children: ReactNode }) {
  return (
    <BusyBox role="status">
      <Ring aria-hidden="true" />
      <span>{children}</span>
    </BusyBox>
  );
}

const BusyBox = styled.p(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  padding: '48px 0',
  fontSize: theme.typography.size.md,
  fontWeight: theme.typography.weight.semibold,
  textAlign: 'center',
}));

const Ring = styled.span(({ theme }) => ({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${theme.palette.gray[200]}`,
  borderTopColor: theme.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  // 움직임을 줄인 사용자에게는 돌리지 않는다: 글자만으로도 기다리는 중임을 안다
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

export const Stack = styled.div({ display: 'flex', flexDirection: 'column', gap: 16 });

export const Lead = styled.p(({ theme }) => ({ fontSize: theme.typography.size.md, lineHeight: theme.typography.lineHeight }));
