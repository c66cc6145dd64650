'use client';

import styled from '@emotion/styled';
import { tallTarget } from '@/styles/theme';
import Link from 'next/link';
import { formatCount, formatDate, formatWon } from '@/lib/format';
import { REFILL_IN_PROGRESS, type MyService } from '@/lib/schemas/services';
import { RefillButton } from './refill-button';
import { serviceAmountText } from './service-amount';
import { ServiceProgress } from './service-progress';
import { ServiceStatusBadge } from './service-status-badge';

/** 목록의 서비스 하나: 이름을 누르면 상세로, 리필은 받을 수 있을 때만 */
export function ServiceCard({ service: s }: { service: MyService }) {
  return (
    <Item aria-label={`${s.productName} 서비스`}>
      <Top>
        <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
        <ServiceStatusBadge status={s.status} />
      </Top>
      <Name>
        <Link href={`/my-page/services/${s.id}`}>{s.productName}</Link>
      </Name>
      <Target>{s.targetKey}</Target>
      <Meta>
        <span>
          {s.channel.name} · {s.productType.name}
        </span>
        <span>수량 {formatCount(s.quantity)}개</span>
        {s.productKind === 'DAILY' && <span>기간 {formatCount(s.days)}일</span>}
        <span>결제 {serviceAmountText(s)}</span>
      </Meta>
      <ServiceProgress service={s} />
      {s.shortfall && (
        <Hint>
          미진행 {formatCount(s.shortfall.missing)}개 · {s.shortfall.statusLabel}
          {s.shortfall.refundAmount !== null ? ` ${formatWon(s.shortfall.refundAmount)}` : ''}
        </Hint>
      )}
      {s.hasOpenRefill && <Hint>{REFILL_IN_PROGRESS}</Hint>}
      {s.canRefill && <RefillButton serviceId={s.id} block />}
    </Item>
  );
}

const Item = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 16,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
}));

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
  // 이름 링크는 누르는 칸 44px, 카드의 줄 간격은 그대로(한 줄 24px)
  a: { display: 'block', ...tallTarget(24), color: 'inherit' },
}));

const Target = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted, wordBreak: 'break-all' }));
const Meta = styled.p(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: '2px 10px', fontSize: theme.typography.size.xs, color: theme.color.textMuted }));
const Hint = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.palette.blue[900] }));
