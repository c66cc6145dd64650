'use client';

import styled from '@emotion/styled';
import { formatCount, formatWon } from '@/lib/format';
import type { DiscountTier, PriceQuote } from '@/lib/schemas/catalogue';

/** 입력하는 대로 바뀌는 금액. 수량이 잘못되면 금액 대신 줄표 */
export function PriceSummary({ quote }: { quote: PriceQuote | null }) {
  const show = (amount: number) => (quote ? formatWon(amount) : '-');
  return (
    <Box aria-live="polite" aria-label="결제 금액">
      <Row>
        <dt>상품 금액</dt>
        <dd>{show(quote?.subtotal ?? 0)}</dd>
      </Row>
      {quote && quote.discountRate > 0 && (
        <Row>
          <dt>{`수량 할인 (${quote.discountRate}%)`}</dt>
          <Discount>{`-${formatWon(quote.discount)}`}</Discount>
        </Row>
      )}
      <Total>
        <dt>결제 예정 금액</dt>
        <dd data-testid="order-total">{show(quote?.total ?? 0)}</dd>
      </Total>
    </Box>
  );
}

/** 할인 구간 안내: 1,000개 이상 5% 할인 */
export function DiscountTiers({ tiers }: { tiers: DiscountTier[] }) {
  if (tiers.length === 0) return null;
  return (
    <Tiers aria-label="할인 구간">
      {tiers.map((t) => (
        <li key={t.minQuantity}>{`${formatCount(t.minQuantity)}개 이상 ${t.rate}% 할인`}</li>
      ))}
    </Tiers>
  );
}

const Box = styled.dl(({ theme }) => ({
  margin: 0,
  padding: 16,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
}));

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: theme.typography.size.sm,
  '& dd': { margin: 0 },
}));

const Discount = styled.dd(({ theme }) => ({ color: theme.color.primary }));

const Total = styled(Row)(({ theme }) => ({
  paddingTop: 8,
  borderTop: `1px solid ${theme.color.border}`,
  fontSize: theme.typography.size.md,
  fontWeight: theme.typography.weight.bold,
  '& dd': { margin: 0, color: theme.color.primary, fontSize: theme.typography.size.lg },
}));

const Tiers = styled.ul(({ theme }) => ({
  margin: 0,
  paddingLeft: 18,
  fontSize: theme.typography.size.xs,
  color: theme.color.textMuted,
  lineHeight: 1.7,
}));
