'use client';

import styled from '@emotion/styled';
import { formatCount, formatWon } from '@/lib/format';
import type { PurchaseLineView } from '@/lib/schemas/purchase-views';
import { Section } from './detail-parts';

/** 주문한 상품 줄: 대상, 수량, (데일리면) 기간, 주문 때의 금액 */
export function PurchaseLines({ lines }: { lines: PurchaseLineView[] }) {
  return (
    <Section aria-labelledby="purchase-lines">
      <h2 id="purchase-lines">주문 상품</h2>
      <List>
        {lines.map((l) => (
          <Line key={l.id}>
            <strong>{l.productName}</strong>
            <Target>{l.targetKey}</Target>
            <Meta>
              <span>수량 {formatCount(l.quantity)}개</span>
              {l.productKind === 'DAILY' && <span>기간 {formatCount(l.days)}일</span>}
              {l.discount > 0 && <span>할인 {formatWon(l.discount)}</span>}
            </Meta>
            <Price>{formatWon(l.total)}</Price>
          </Line>
        ))}
      </List>
    </Section>
  );
}

const List = styled.ul({ display: 'flex', flexDirection: 'column' });

const Line = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '10px 0',
  fontSize: theme.typography.size.sm,
  '& + &': { borderTop: `1px solid ${theme.palette.gray[200]}` },
}));

const Target = styled.span(({ theme }) => ({ color: theme.color.textMuted, wordBreak: 'break-all' }));
const Meta = styled.span(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: '0 10px', color: theme.color.textMuted, fontSize: theme.typography.size.xs }));
const Price = styled.span(({ theme }) => ({ alignSelf: 'flex-end', fontWeight: theme.typography.weight.semibold, color: theme.color.text }));
