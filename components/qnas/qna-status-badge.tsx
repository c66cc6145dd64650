'use client';

import styled from '@emotion/styled';
import { QNA_STATUS_LABELS, type QnaStatus } from '@/lib/schemas/qnas';

/** 답변 대기(노랑) / 답변 완료(민트) */
export function QnaStatusBadge({ status }: { status: QnaStatus }) {
  return <Badge data-status={status}>{QNA_STATUS_LABELS[status]}</Badge>;
}

const Badge = styled.span(({ theme }) => ({
  display: 'inline-block',
  flexShrink: 0,
  padding: '0 8px',
  borderRadius: 999,
  fontSize: theme.typography.size.xs,
  fontWeight: theme.typography.weight.semibold,
  lineHeight: '22px',
  background: theme.palette.yellow[50],
  color: theme.palette.yellow[900],
  '&[data-status="ANSWERED"]': { background: theme.palette.mint[50], color: theme.palette.mint[900] },
}));
