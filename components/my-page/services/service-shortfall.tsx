'use client';

import styled from '@emotion/styled';
import { formatCount, formatWon } from '@/lib/format';
import type { ServiceShortfall as Shortfall } from '@/lib/schemas/shortfalls';

/** 부분 완료·취소로 채우지 못한 몫: 채운/주문 수량, 빠진 수량, 그 몫이 어떻게 되었는지(환불됨·재진행 중…) */
export function ServiceShortfall({ shortfall: s }: { shortfall: Shortfall }) {
  return (
    <Box aria-labelledby="service-shortfall">
      <h3 id="service-shortfall">진행되지 않은 수량</h3>
      <dl>
        <div>
          <dt>진행</dt>
          <dd>
            {formatCount(s.delivered)} / {formatCount(s.ordered)}개
          </dd>
        </div>
        <div>
          <dt>미진행</dt>
          <dd>{formatCount(s.missing)}개</dd>
        </div>
        <div>
          <dt>처리</dt>
          <dd>
            <strong>{s.statusLabel}</strong>
            {s.refundAmount !== null && ` ${formatWon(s.refundAmount)}${s.refundToLabel ? ` (${s.refundToLabel})` : ''}`}
          </dd>
        </div>
      </dl>
      <p>{s.message}</p>
    </Box>
  );
}

const Box = styled.section(({ theme }) => ({
  marginTop: 12,
  padding: 12,
  borderRadius: 8,
  background: theme.palette.gray[50],
  fontSize: theme.typography.size.sm,
  h3: { fontSize: theme.typography.size.sm, margin: '0 0 8px' },
  dl: { margin: 0, display: 'grid', gap: 4 },
  'dl > div': { display: 'flex', justifyContent: 'space-between', gap: 8 },
  dd: { margin: 0 },
  p: { margin: '8px 0 0' },
}));
