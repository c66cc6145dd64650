'use client';

import styled from '@emotion/styled';
import { useId } from 'react';
import { FieldError } from '@/components/ui/field-message';
import { BANKS } from '@/lib/schemas/payment-rules';

const VIRTUAL_ACCOUNT_BANKS = BANKS.filter((b) => b.virtualAccount);

/** 가상계좌를 발급받을 은행: 결제사가 가상계좌를 내주는 은행만 */
export function BankSelect({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string }) {
  const id = useId();
  return (
    <Wrapper>
      <Label htmlFor={id}>입금할 은행</Label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">은행을 골라주세요</option>
        {VIRTUAL_ACCOUNT_BANKS.map((b) => (
          <option key={b.code} value={b.code}>
            {b.name}
          </option>
        ))}
      </Select>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Wrapper>
  );
}

const Wrapper = styled.div({ display: 'flex', flexDirection: 'column', gap: 6 });

const Label = styled.label(({ theme }) => ({ fontSize: theme.typography.size.sm, fontWeight: theme.typography.weight.semibold }));

const Select = styled.select(({ theme }) => ({
  height: theme.layout.inputHeight,
  padding: '0 12px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  color: theme.color.text,
  fontSize: theme.typography.size.md,
  '&[aria-invalid="true"]': { borderColor: theme.color.danger },
}));
