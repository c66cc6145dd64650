'use client';

import styled from '@emotion/styled';
import type { ServiceStatus } from '@/lib/schemas/purchases';
import { SERVICE_STATUS_LABELS } from '@/lib/schemas/services';

type Tone = 'waiting' | 'running' | 'done' | 'off';
const TONES: Record<ServiceStatus, Tone> = {
  WAITING: 'waiting',
  IN_PROGRESS: 'running',
  COMPLETED: 'done',
  PARTIAL: 'done',
  FAILED: 'off',
  CANCELED: 'off',
};

/** 서비스 상태 배지: 글자는 계약의 SERVICE_STATUS_LABELS */
export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  return <Badge data-tone={TONES[status]}>{SERVICE_STATUS_LABELS[status]}</Badge>;
}

const Badge = styled.span(({ theme }) => ({
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
  '&[data-tone="running"]': { background: theme.palette.blue[50], color: theme.palette.blue[900] },
  '&[data-tone="done"]': { background: theme.palette.mint[50], color: theme.palette.mint[900] },
}));
