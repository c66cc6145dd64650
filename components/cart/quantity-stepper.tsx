'use client';

import styled from '@emotion/styled';
import { useState } from 'react';

type Props = { value: number; label: string; disabled?: boolean; onCommit: (quantity: number) => void };

/** - / 입력 / +. 입력은 칸을 떠나거나 Enter 를 누를 때 보낸다: 글자마다 서버에 묻지 않게 */
export function QuantityStepper({ value, label, disabled, onCommit }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (next: number) => {
    setDraft(null);
    if (Number.isInteger(next) && next >= 1 && next !== value) onCommit(next);
  };
  return (
    <Row role="group" aria-label={label}>
      <Step type="button" aria-label="수량 줄이기" disabled={disabled || value <= 1} onClick={() => commit(value - 1)}>
        −
      </Step>
      <Input
        aria-label="수량"
        inputMode="numeric"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value.replace(/[^\d]/g, ''))}
        onBlur={() => draft !== null && commit(Number(draft))}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
      <Step type="button" aria-label="수량 늘리기" disabled={disabled} onClick={() => commit(value + 1)}>
        +
      </Step>
    </Row>
  );
}

const Row = styled.div(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'stretch',
  // 누르는 칸 44 x 44(WCAG 2.5.8 보다 넉넉하게): 장바구니에서 가장 자주 누르는 버튼이다. 테두리 1px 씩은 그 바깥
  height: theme.layout.tapTarget + 2,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  overflow: 'hidden',
}));

const Step = styled.button(({ theme }) => ({
  width: theme.layout.tapTarget,
  border: 0,
  background: theme.palette.gray[50],
  fontSize: theme.typography.size.lg,
  '&:disabled': { color: theme.palette.gray[400], cursor: 'not-allowed' },
}));

const Input = styled.input(({ theme }) => ({
  width: 64,
  border: 0,
  borderLeft: `1px solid ${theme.color.border}`,
  borderRight: `1px solid ${theme.color.border}`,
  textAlign: 'center',
  fontSize: theme.typography.size.sm,
}));
