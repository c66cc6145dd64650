'use client';

import styled from '@emotion/styled';
import { Button } from '@/components/ui/button';
import { formatWon } from '@/lib/format';
import { Muted, Section } from './section';

type Props = { balance: number; max: number; value: number; onChange: (point: number) => void };

/** 적립금: 잔액과 (쿠폰 뒤) 결제 금액 중 작은 쪽까지만 넣을 수 있다 */
export function PointField({ balance, max, value, onChange }: Props) {
  const set = (raw: string) => onChange(Math.min(Number(raw.replace(/[^\d]/g, '')) || 0, max));
  return (
    <Section title="적립금">
      <Row>
        <Input aria-label="사용할 적립금" inputMode="numeric" value={value === 0 ? '' : String(value)} placeholder="0" onChange={(e) => set(e.target.value)} />
        <Button type="button" variant="secondary" disabled={max === 0} onClick={() => onChange(max)}>
          전액 사용
        </Button>
      </Row>
      <Muted>보유 적립금 {formatWon(balance)}</Muted>
    </Section>
  );
}

const Row = styled.div({ display: 'flex', gap: 8 });

const Input = styled.input(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  height: theme.layout.inputHeight,
  padding: '0 14px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  fontSize: theme.typography.size.md,
  textAlign: 'right',
}));
