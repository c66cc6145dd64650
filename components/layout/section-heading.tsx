'use client';

import styled from '@emotion/styled';
import type { ReactNode } from 'react';

type Level = 'h1' | 'h2' | 'h3';

/** 본문 안의 평범한 제목. 수준(h1~h3)은 문서 구조에 맞게 고르고 모양은 같다. */
export function SectionHeading({ as = 'h2', children }: { as?: Level; children: ReactNode }) {
  return <Heading as={as}>{children}</Heading>;
}

const Heading = styled.h2(({ theme }) => ({
  marginBottom: 16,
  fontSize: theme.typography.size.xl,
  fontWeight: theme.typography.weight.bold,
  lineHeight: 1.35,
}));
