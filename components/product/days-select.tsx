'use client';

import styled from '@emotion/styled';
import { useId } from 'react';

type Props = { min: number; max: number; value: number; onChange: (days: number) => void };

/** 데일리 상품의 기간(minDays..maxDays) */
export function DaysSelect({ min, max, value, onChange }: Props) {
  const id = useId();
  const options = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return (
    <Field>
      <Label htmlFor={id}>기간</Label>
      <Select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {options.map((d) => (
          <option key={d} value={d}>{`${d}일`}</option>
        ))}
      </Select>
    </Field>
  );
}

const Field = styled.div({ display: 'flex', flexDirection: 'column' });

const Label = styled.label(({ theme }) => ({
  marginBottom: 6,
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
}));

const Select = styled.select(({ theme }) => ({
  height: theme.layout.inputHeight,
  padding: '0 14px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  fontSize: theme.typography.size.md,
}));
