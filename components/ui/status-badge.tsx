'use client';

import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** 상태 배지의 색: 회색(끝남·중립), 노랑(기다림), 파랑(진행·환불), 민트(완료) */
export type BadgeTone = 'neutral' | 'waiting' | 'info' | 'done';

/** 상태를 한 낱말로 보이는 작은 알약. 각 도메인은 상태→색과 글자만 갖는다 */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <Pill data-tone={tone}>{children}</Pill>;
}

const Pill = styled.span(({ theme }) => ({
  display: 'inline-block',
  flexShrink: 0,
  padding: '0 8px',
  borderRadius: 999,
  fontSize: theme.typography.size.xs,
  fontWeight: theme.typography.weight.semibold,
  lineHeight: '22px',
  background: theme.palette.gray[100],
  color: theme.palette.gray[700],
  '&[data-tone="waiting"]': { background: theme.palette.yellow[50], color: theme.palette.yellow[900] },
  '&[data-tone="info"]': { background: theme.palette.blue[50], color: theme.palette.blue[900] },
  '&[data-tone="done"]': { background: theme.palette.mint[50], color: theme.palette.mint[900] },
}));
