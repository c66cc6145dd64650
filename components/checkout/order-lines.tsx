'use client';

import styled from '@emotion/styled';
import { formatCount, formatWon } from '@/lib/format';
import type { PurchaseLineView } from '@/lib/schemas/purchase-views';
import { Section } from './section';

export function OrderLines({ lines }: { lines: PurchaseLineView[] }) {
  return (
    <Section title="주문 상품">
      <ul>
        {lines.map((line) => (
          <Line key={line.id}>
            <strong>{line.productName}</strong>
            <Meta>
              {line.targetKey} · {formatCount(line.quantity)}개{line.productKind === 'DAILY' ? ` · ${line.days}일` : ''}
            </Meta>
            <Price>{formatWon(line.total)}</Price>
          </Line>
        ))}
      </ul>
    </Section>
  );
}

const Line = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '2px 12px',
  padding: '10px 0',
  borderTop: `1px solid ${theme.palette.gray[200]}`,
  '&:first-of-type': { borderTop: 0 },
  strong: { gridColumn: '1 / -1', fontWeight: theme.typography.weight.semibold },
}));

const Meta = styled.span(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted, wordBreak: 'break-all' }));

const Price = styled.span(({ theme }) => ({ fontWeight: theme.typography.weight.semibold }));
