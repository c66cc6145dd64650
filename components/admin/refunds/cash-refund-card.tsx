'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { formatWon } from '@/lib/format';
import { SeoulDateSchema } from '@/lib/schemas/common';
import { errorMessage } from '@/lib/schemas/errors';
import type { AdminCashRefund } from '@/lib/schemas/refunds';
import { Badge, Card, CardHead, CardMeta, CardTitle } from '../admin-list-parts';
import { ConfirmStep, useConfirmStep } from '../confirm-step';
import { formatSeoul } from '../seoul-time';

/** 오늘(서울) YYYY-MM-DD: 이체일의 기본값이자 상한 */
export const seoulToday = (now = new Date()) => new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

type Props = { refund: AdminCashRefund; busy: boolean; onTransferred: (transferredOn: string) => void };

/** 계좌 환불 한 건: 보낼 곳(은행·계좌·예금주)과 금액, 이체 대기면 이체일과 이체 완료 버튼 */
export function CashRefundCard({ refund: r, busy, onTransferred }: Props) {
  const today = seoulToday();
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const dateId = `transfer-date-${r.id}`;
  const { asking, trigger, open, cancel, confirm } = useConfirmStep();

  // 날짜가 맞아야 묻는다: 이체 완료는 회원에게 환불이 끝났다고 기록하므로 한 번 더 확인한다
  const submit = () => {
    const parsed = SeoulDateSchema.safeParse(date);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '날짜를 확인해주세요.');
    if (date > today) return setError(errorMessage('TRANSFER_DATE_FUTURE'));
    setError(null);
    open();
  };

  return (
    <Card aria-label={`${r.orderNo} 계좌 환불`}>
      <CardHead>
        <CardTitle>
          <Link href={`/admin/purchases/${r.purchaseId}`}>{r.orderNo}</Link>
        </CardTitle>
        <Badge data-tone={r.status === 'DONE' ? 'on' : r.status === 'FAILED' ? 'off' : undefined}>{r.statusLabel}</Badge>
      </CardHead>
      <CardMeta>
        <strong>{formatWon(r.amount)}</strong>
        <span>
          {r.bankName} {r.accountNumber} · 예금주 {r.holderName}
        </span>
      </CardMeta>
      <CardMeta>
        <span>{r.memberEmail ?? '탈퇴 회원'}</span>
        <span>요청 {formatSeoul(r.createdAt)}</span>
        {r.transferredOn && <span>{r.transferredOn} 이체</span>}
      </CardMeta>
      <CardMeta>
        <span>사유: {r.reason}</span>
      </CardMeta>
      {r.status === 'AWAITING_TRANSFER' && asking && (
        <ConfirmStep label={`${r.orderNo} 이체 완료`} confirmLabel="이체 완료로 표시" onConfirm={() => confirm(() => onTransferred(date))} onCancel={cancel}>
          {r.bankName} {r.accountNumber}(예금주 {r.holderName})로 {formatWon(r.amount)}을(를) {date}에 이체했습니까? 완료로 표시하면 회원의 구매 상세에도 이 날짜에 이체한 것으로 보입니다.
        </ConfirmStep>
      )}
      {r.status === 'AWAITING_TRANSFER' && !asking && (
        <Transfer>
          <label htmlFor={dateId}>이체일</label>
          <input
            id={dateId}
            type="date"
            value={date}
            max={today}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${dateId}-error` : undefined}
            onChange={(e) => setDate(e.target.value)}
          />
          <Button ref={trigger} type="button" disabled={busy} onClick={submit}>
            {busy ? '처리 중…' : '이체 완료'}
          </Button>
          {error && <FieldError id={`${dateId}-error`}>{error}</FieldError>}
        </Transfer>
      )}
    </Card>
  );
}

const Transfer = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  fontSize: theme.typography.size.sm,
  input: { minHeight: 44, padding: '0 10px', border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md },
  button: { minHeight: 44 },
  p: { flexBasis: '100%', marginTop: 0 },
}));
