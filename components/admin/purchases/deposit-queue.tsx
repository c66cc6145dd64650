'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { pendingDepositsQuery, useConfirmDeposit } from '@/lib/api/admin-purchases';
import type { PendingDepositNotice } from '@/lib/schemas/admin-purchases';
import { ServerError } from '../admin-form-parts';
import { ListState, PageHead } from '../admin-list-parts';
import { ALREADY_HANDLED } from './status-actions';
import { DepositNoticeCard } from './deposit-notice-card';
import { useSingleFlight } from './use-single-flight';

type Feedback = { tone: 'status' | 'alert'; text: string } | null;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** /admin/deposits: 입금을 기다리는 무통장입금 주문(오래된 순). 확인하면 대기열에서 빠진다 */
export function DepositQueue() {
  const queue = useQuery(pendingDepositsQuery());
  const confirm = useConfirmDeposit();
  const flight = useSingleFlight<number>();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const items = queue.data ?? [];

  const onConfirm = (n: PendingDepositNotice) =>
    flight.run(n.purchaseId, async () => {
      setFeedback(null);
      try {
        const result = await confirm.mutateAsync(n.purchaseId);
        setFeedback({ tone: 'status', text: result.changed ? `${n.orderNo} 입금을 확인했습니다. 결제 완료로 바뀌었습니다.` : ALREADY_HANDLED });
      } catch (e) {
        setFeedback({ tone: 'alert', text: `${n.orderNo}: ${serverErrorMessage(e)}` });
      }
    });

  const onCopy = async (text: string, what: string) => {
    const ok = await copyText(text);
    setFeedback(
      ok ? { tone: 'status', text: `${what}을 복사했습니다.` } : { tone: 'alert', text: '복사하지 못했습니다. 안내문을 길게 눌러 직접 복사해주세요.' },
    );
  };

  return (
    <>
      <PageHead title="입금 확인" />
      <Bar>
        <span>입금 대기 {items.length}건</span>
        <Button type="button" variant="secondary" disabled={items.length === 0} onClick={() => onCopy(items.map((n) => n.message).join('\n\n'), '전체 안내문')}>
          전체 안내문 복사
        </Button>
      </Bar>
      {feedback?.tone === 'status' && <Status role="status">{feedback.text}</Status>}
      {feedback?.tone === 'alert' && <ServerError role="alert">{feedback.text}</ServerError>}
      <ListState isPending={queue.isPending} error={queue.error} isEmpty={items.length === 0}>
        <Cards aria-label="입금 대기 목록">
          {items.map((n) => (
            <DepositNoticeCard
              key={n.purchaseId}
              notice={n}
              busy={flight.isPending(n.purchaseId)}
              onConfirm={() => onConfirm(n)}
              onCopy={() => onCopy(n.message, '안내문')}
            />
          ))}
        </Cards>
      </ListState>
    </>
  );
}

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  marginBottom: 12,
  fontSize: theme.typography.size.sm,
}));
const Cards = styled.ul({ display: 'flex', flexDirection: 'column', gap: 12 });
const Status = styled.p(({ theme }) => ({
  marginBottom: 12,
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.palette.mint[50],
  color: theme.palette.mint[900],
  fontSize: theme.typography.size.sm,
}));
