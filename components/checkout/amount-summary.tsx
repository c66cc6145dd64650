'use client';

import styled from '@emotion/styled';
import { formatWon } from '@/lib/format';
import type { CheckoutAmounts } from './checkout-math';
import { Section } from './section';

/** 할인은 빼는 금액이라 앞에 - 를 붙인다. 0원인 할인도 줄은 남긴다: 무엇이 빠질 수 있는지 보이게 */
export function AmountSummary({ amounts }: { amounts: CheckoutAmounts }) {
  const rows: Array<[string, number, boolean]> = [
    ['상품 금액', amounts.subtotal, false],
    ['수량 할인', amounts.quantityDiscount, true],
    ['쿠폰 할인', amounts.couponDiscount, true],
    ['적립금 사용', amounts.pointUsed, true],
  ];
  return (
    <Section title="결제 금액">
      <List>
        {rows.map(([label, value, minus]) => (
          <Row key={label}>
            <dt>{label}</dt>
            <dd>{minus && value > 0 ? `-${formatWon(value)}` : formatWon(value)}</dd>
          </Row>
        ))}
        <Total>
          <dt>최종 결제 금액</dt>
          <dd data-testid="checkout-total">{formatWon(amounts.total)}</dd>
        </Total>
      </List>
    </Section>
  );
}

const List = styled.dl({ display: 'flex', flexDirection: 'column', gap: 8 });

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: theme.typography.size.sm,
  dt: { color: theme.color.textMuted },
  dd: { margin: 0 },
}));

const Total = styled(Row)(({ theme }) => ({
  paddingTop: 10,
  borderTop: `1px solid ${theme.palette.gray[200]}`,
  fontSize: theme.typography.size.lg,
  fontWeight: theme.typography.weight.bold,
  dt: { color: theme.color.text },
  dd: { color: theme.color.primary },
}));
