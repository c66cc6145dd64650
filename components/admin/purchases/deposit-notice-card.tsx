'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { formatSeoulDateTime } from '@/components/my-page/purchases/purchase-format';
import { Button } from '@/components/ui/button';
import { formatWon } from '@/lib/format';
import type { PendingDepositNotice } from '@/lib/schemas/admin-purchases';
import { Card, CardMeta, CardTitle } from '../admin-list-parts';
import { ConfirmStep, useConfirmStep } from '../confirm-step';

type Props = { notice: PendingDepositNotice; busy: boolean; onConfirm: () => void; onCopy: () => void };

/** 입금 대기 한 건: 입금자·금액·기한, 보낼 안내문, 그리고 입금 확인(한 번 더 묻는다: 결제 완료로 바뀌면 서비스가 시작된다)·복사 */
export function DepositNoticeCard({ notice: n, busy, onConfirm, onCopy }: Props) {
  const { asking, trigger, open, cancel, confirm } = useConfirmStep();
  return (
    <Card aria-label={`${n.orderNo} 입금 대기`}>
      <CardTitle>
        <Link href={`/admin/purchases/${n.purchaseId}`}>{n.orderNo}</Link>
      </CardTitle>
      <CardMeta>
        <span>입금자 {n.depositorName ?? '-'}</span>
        <strong>{formatWon(n.amount)}</strong>
        <span>{n.depositDeadline ? `${formatSeoulDateTime(n.depositDeadline)}까지` : '기한 없음'}</span>
      </CardMeta>
      {n.memberEmail && (
        <CardMeta>
          <span>{n.memberEmail}</span>
        </CardMeta>
      )}
      <Message>{n.message}</Message>
      {asking ? (
        <ConfirmStep label={`${n.orderNo} 입금 확인`} confirmLabel="입금 확인하기" onConfirm={() => confirm(onConfirm)} onCancel={cancel}>
          입금자 {n.depositorName ?? '-'} · {formatWon(n.amount)} 입금을 확인할까요? 결제 완료로 바뀌고 서비스가 시작됩니다.
        </ConfirmStep>
      ) : (
        <Actions>
          <Button ref={trigger} type="button" disabled={busy} onClick={open}>
            {busy ? '처리 중…' : '입금 확인'}
          </Button>
          <Button type="button" variant="secondary" onClick={onCopy}>
            안내문 복사
          </Button>
        </Actions>
      )}
    </Card>
  );
}

const Message = styled.pre(({ theme }) => ({
  margin: 0,
  padding: 10,
  borderRadius: theme.radius.sm,
  background: theme.color.surface,
  fontFamily: 'inherit',
  fontSize: theme.typography.size.xs,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
}));
const Actions = styled.div({ display: 'flex', gap: 8, '& > *': { flex: 1 } });
