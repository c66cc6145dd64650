'use client';

import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

/** 결제 화면의 한 구역: 제목이 구역의 이름이 된다(스크린리더의 region) */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </Box>
  );
}

const Box = styled.section(({ theme }) => ({
  padding: '20px 0',
  borderBottom: `8px solid ${theme.palette.gray[100]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
}));

const Heading = styled.h2(({ theme }) => ({ fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.bold }));

export const PageTitle = styled.h1(({ theme }) => ({ fontSize: theme.typography.size.xxl, fontWeight: theme.typography.weight.bold }));

export const Muted = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
