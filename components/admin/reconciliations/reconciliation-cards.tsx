'use client';

import styled from '@emotion/styled';
import { formatWon } from '@/lib/format';
import { PURCHASE_STATUS_LABELS } from '@/lib/schemas/purchases';
import {
  PAYMENT_ATTEMPT_DECIDER_LABELS,
  PAYMENT_ATTEMPT_STATUS_LABELS,
  type ReconciliationAttempt,
  type ReconciliationRow,
} from '@/lib/schemas/reconciliations';
import { Badge, Card, CardHead, CardMeta, CardTitle } from '../admin-list-parts';
import { formatSeoul } from '../seoul-time';

const won = (v: number | null) => (v === null ? '없음' : formatWon(v));

/** 시도가 무엇으로 끝났나: 상태 · 누가 · 왜 */
export function AttemptLine({ attempt }: { attempt: ReconciliationAttempt }) {
  const by = attempt.decidedBy ? PAYMENT_ATTEMPT_DECIDER_LABELS[attempt.decidedBy] : '아직 없음';
  return (
    <Attempt>
      승인 시도: {PAYMENT_ATTEMPT_STATUS_LABELS[attempt.status]} · 결론 {by}
      {attempt.message ? ` · ${attempt.message}` : ''}
    </Attempt>
  );
}

/** 결제 키 하나의 대조: 불일치는 배지의 글자("불일치: …")로도 알린다(색만으로 알리지 않는다) */
export function ReconciliationCard({ row }: { row: ReconciliationRow }) {
  const name = row.orderNo ?? row.paymentKey;
  const tone = row.result === 'OK' ? 'on' : 'off';
  return (
    <Card aria-label={`${name} ${row.resultLabel}`} data-result={row.result}>
      <CardHead>
        <CardTitle>{name}</CardTitle>
        <Badge data-tone={tone}>{row.resultLabel}</Badge>
      </CardHead>
      <CardMeta>
        <span>결제사 승인 {won(row.gatewayApproved)}</span>
        {row.gatewayCanceled > 0 && <span>결제사 취소 {formatWon(row.gatewayCanceled)}</span>}
      </CardMeta>
      <CardMeta>
        <span>가게 결제 {row.storeStatus ? `${row.storeStatus} ${won(row.storeAmount)}` : '없음'}</span>
        {row.storeCanceled > 0 && <span>가게 취소 {formatWon(row.storeCanceled)}</span>}
        {row.purchaseStatus && <span>구매 {PURCHASE_STATUS_LABELS[row.purchaseStatus]}</span>}
      </CardMeta>
      {row.attempt && <AttemptLine attempt={row.attempt} />}
      <Key>결제 키 {row.paymentKey}</Key>
    </Card>
  );
}

export function OpenAttemptCard({ attempt }: { attempt: ReconciliationAttempt }) {
  const name = attempt.orderNo ?? `구매 ${attempt.purchaseId}`;
  return (
    <Card aria-label={`${name} 열린 승인 시도`}>
      <CardHead>
        <CardTitle>{name}</CardTitle>
        <Badge data-tone="off">{PAYMENT_ATTEMPT_STATUS_LABELS[attempt.status]}</Badge>
      </CardHead>
      <CardMeta>
        <span>{formatWon(attempt.amount)}</span>
        <span>시작 {formatSeoul(attempt.startedAt)}</span>
        <span>확인 {attempt.checkCount}회</span>
      </CardMeta>
      {attempt.message && <CardMeta>{attempt.message}</CardMeta>}
      <Key>결제 키 {attempt.paymentKey}</Key>
    </Card>
  );
}

const Attempt = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.text }));
const Key = styled.p(({ theme }) => ({ fontSize: theme.typography.size.xs, color: theme.color.textMuted, wordBreak: 'break-all' }));
