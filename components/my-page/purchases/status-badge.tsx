'use client';

import styled from '@emotion/styled';
import { PURCHASE_STATUS_LABELS, type PurchaseStatus } from '@/lib/schemas/purchases';

type Tone = 'waiting' | 'done' | 'refund' | 'off';
const TONES: Record<PurchaseStatus, Tone> = {
  ORDER_FORM: 'off',
  WAITING_PAYMENT: 'waiting',
  PAID: 'done',
  WAITING_REFUND: 'refund',
  REFUNDED: 'refund',
  MILEAGE_REFUND: 'refund',
  PARTIAL_MILEAGE_REFUND: 'refund',
  PARTIAL_CASH_REFUND: 'refund',
  EXPIRED: 'off',
};

/** 구매 상태 배지: 글자는 PURCHASE_STATUS_LABELS, 색은 대기·완료·환불·끝남 네 가지 */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  return <Badge data-tone={TONES[status]}>{PURCHASE_STATUS_LABELS[status]}</Badge>;
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
  '&[data-tone="done"]': { background: theme.palette.mint[50], color: theme.palette.mint[900] },
  '&[data-tone="refund"]': { background: theme.palette.blue[50], color: theme.palette.blue[900] },
}));
