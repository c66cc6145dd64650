'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { formatDate, formatWon } from '@/lib/format';
import { PAYMENT_METHOD_LABELS } from '@/lib/schemas/purchases';
import type { PurchaseSummary } from '@/lib/schemas/purchase-views';
import { PurchaseStatusBadge } from './status-badge';

/** 목록의 구매 하나: 누르면 상세로 */
export function PurchaseCard({ purchase: p }: { purchase: PurchaseSummary }) {
  return (
    <Item>
      <CardLink href={`/my-page/purchases/${p.id}`}>
        <Top>
          <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>
          <PurchaseStatusBadge status={p.status} />
        </Top>
        <Name>{p.orderName}</Name>
        <Meta>
          <span>주문번호 {p.orderNo}</span>
          {p.method && <span>{PAYMENT_METHOD_LABELS[p.method]}</span>}
        </Meta>
        <Total>{formatWon(p.totalAmount)}</Total>
      </CardLink>
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

const Total = styled.p(({ theme }) => ({ textAlign: 'right', fontWeight: theme.typography.weight.bold }));
