'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { formatDate, formatWon } from '@/lib/format';
import type { PurchaseSummary } from '@/lib/schemas/purchase-views';
import { PayToBlock } from '@/components/checkout/pay-to';
import { CancelPendingButton } from '@/components/checkout/cancel-pending-button';
import { RetryButton } from '@/components/checkout/retry-button';
import { PurchaseStatusBadge } from './status-badge';

/** 목록의 구매 하나: 누르면 상세로. 입금 전 계좌 결제는 입금할 곳을, 실패·취소·만료는 다시 결제하기를,
 * 결제창을 연 채 떠난 카드 결제는 다시 결제하기와 주문 취소를 링크 밖에 둔다 */
export function PurchaseCard({ purchase: p }: { purchase: PurchaseSummary }) {
  return (
    <Item>
      <CardLink href={`/my-page/purchases/${p.id}`}>
        <Top>
          <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>
          <PurchaseStatusBadge status={p.status} method={p.method} />
        </Top>
        <Name>{p.orderName}</Name>
        <Meta>
          <span>주문번호 {p.orderNo}</span>
          {p.method && <span>{p.methodLabel}</span>}
        </Meta>
        <Total>{formatWon(p.totalAmount)}</Total>
      </CardLink>
      {(p.payTo || p.retryable) && (
        <Extra>
          {p.payTo && <PayToBlock payTo={p.payTo} />}
          {p.retryable && <RetryButton purchaseId={p.id} />}
          {p.cancelable && <CancelPendingButton orderNo={p.orderNo} />}
        </Extra>
      )}
    </Item>
  );
}

const Item = styled.li(({ theme }) => ({
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
}));

const CardLink = styled(Link)({ display: 'flex', flexDirection: 'column', gap: 6, padding: 16, color: 'inherit' });

const Top = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
}));

const Name = styled.h3(({ theme }) => ({
  fontSize: theme.typography.size.md,
  fontWeight: theme.typography.weight.semibold,
  wordBreak: 'break-all',
}));

const Meta = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px 10px',
  fontSize: theme.typography.size.xs,
  color: theme.color.textMuted,
}));

const Extra = styled.div({ display: 'flex', flexDirection: 'column', gap: 8, padding: '0 16px 16px' });

const Total = styled.p(({ theme }) => ({ textAlign: 'right', fontWeight: theme.typography.weight.bold }));
