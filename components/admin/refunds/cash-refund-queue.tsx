'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { adminCashRefundsQuery, useMarkRefundTransferred } from '@/lib/api/admin-refunds';
import { formatWon } from '@/lib/format';
import { CASH_REFUND_STATUS_LABELS, PURCHASE_REFUND_STATUSES, type AdminCashRefund, type PurchaseRefundStatusValue } from '@/lib/schemas/refunds';
import { ServerError } from '../admin-form-parts';
import { Cards, Filters, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { useSingleFlight } from '../purchases/use-single-flight';
import { CashRefundCard } from './cash-refund-card';

const SIZE = 20;
type Feedback = { tone: 'status' | 'alert'; text: string } | null;

/** /admin/refunds: 회원 계좌로 돌려줄 무통장입금 환불(기본 이체 대기, 오래된 순). 이체한 뒤 이체일과 함께 완료로 표시한다 */
export function CashRefundQueue() {
  const [status, setStatus] = useState<PurchaseRefundStatusValue>('AWAITING_TRANSFER');
  const [page, setPage] = useState(1);
  const query = useQuery(adminCashRefundsQuery({ status, page, size: SIZE }));
  const mark = useMarkRefundTransferred();
  const flight = useSingleFlight<number>();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const items = query.data?.items ?? [];

  const onTransferred = (r: AdminCashRefund, transferredOn: string) =>
    flight.run(r.id, async () => {
      setFeedback(null);
      try {
        const result = await mark.mutateAsync({ id: r.id, body: { transferredOn } });
        setFeedback({
          tone: 'status',
          text: result.changed ? `${r.orderNo} ${formatWon(r.amount)} 이체를 ${transferredOn} 완료로 적었습니다.` : '이미 이체 완료로 적힌 환불입니다. 목록을 새로 불러왔습니다.',
        });
      } catch (e) {
        setFeedback({ tone: 'alert', text: `${r.orderNo}: ${serverErrorMessage(e)}` });
      }
    });

  return (
    <>
      <PageHead title="환불 이체" />
      <Filters>
        <select
          aria-label="환불 상태"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as PurchaseRefundStatusValue);
            setPage(1);
          }}
        >
          {PURCHASE_REFUND_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CASH_REFUND_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <span>{query.data ? `${query.data.total}건` : ''}</span>
      </Filters>
      {feedback?.tone === 'status' && <Status role="status">{feedback.text}</Status>}
      {feedback?.tone === 'alert' && <ServerError role="alert">{feedback.text}</ServerError>}
      <ListState isPending={query.isPending} error={query.error} isEmpty={items.length === 0}>
        <Cards aria-label="계좌 환불 목록">
          {items.map((r) => (
            <CashRefundCard key={r.id} refund={r} busy={flight.isPending(r.id)} onTransferred={(d) => onTransferred(r, d)} />
          ))}
        </Cards>
      </ListState>
      {query.data && <Pager page={page} size={SIZE} total={query.data.total} onChange={setPage} />}
    </>
  );
}

const Status = styled.p(({ theme }) => ({
  marginBottom: 12,
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.palette.mint[50],
  color: theme.palette.mint[900],
  fontSize: theme.typography.size.sm,
}));
