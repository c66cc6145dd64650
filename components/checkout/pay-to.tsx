'use client';

import styled from '@emotion/styled';
import { formatWon } from '@/lib/format';
import type { PayTo } from '@/lib/schemas/payments';
import { CopyButton } from './copy-button';
import { formatDeadline } from './format-deadline';
import { TestDepositLink } from './test-deposit-link';

const TITLES: Record<PayTo['kind'], string> = { NO_DEPOSIT: '입금 계좌', VIRTUAL_ACCOUNT: '가상계좌' };

/**
 * 입금할 곳: 은행, 계좌번호(복사), 예금주, 금액, 기한. 결제 전 계좌 결제(무통장입금·가상계좌)가 보이는
 * 곳(완료 화면, 구매 목록, 구매 상세)마다 이 하나를 쓴다.
 */
export function PayToBlock({ payTo, orderNo }: { payTo: PayTo; orderNo?: string }) {
  return (
    <Box aria-label="입금 안내">
      <Title>{TITLES[payTo.kind]}로 입금해주세요</Title>
      <Facts>
        {orderNo && (
          <>
            <dt>주문번호</dt>
            <dd>{orderNo}</dd>
          </>
        )}
        <dt>은행</dt>
        <dd>{payTo.bankName}</dd>
        <dt>계좌번호</dt>
        <dd data-testid="account-number">{payTo.accountNumber}</dd>
        <dt>예금주</dt>
        <dd>{payTo.accountHolder}</dd>
        <dt>입금 금액</dt>
        <dd data-testid="deposit-amount">{formatWon(payTo.amount)}</dd>
        {payTo.depositorName && (
          <>
            <dt>입금자명</dt>
            <dd>{payTo.depositorName}</dd>
          </>
        )}
        <dt>입금 기한</dt>
        <dd>
          <time dateTime={payTo.deadline}>{formatDeadline(payTo.deadline)}</time>까지
        </dd>
      </Facts>
      <CopyRow>
        <CopyButton text={payTo.accountNumber} label="계좌번호 복사" />
      </CopyRow>
      {payTo.testDepositUrl && <TestDepositLink href={payTo.testDepositUrl} />}
    </Box>
  );
}

const Box = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  padding: 16,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
}));

const Title = styled.h2(({ theme }) => ({ fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.bold }));

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '8px 16px',
  margin: 0,
  dt: { color: theme.color.textMuted, fontSize: theme.typography.size.sm },
  dd: { margin: 0, fontWeight: theme.typography.weight.semibold, textAlign: 'right', wordBreak: 'break-all' },
}));

const CopyRow = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: 10, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
