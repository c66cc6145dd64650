'use client';

import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError } from './field-message';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, error, id, ref, ...inputProps }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <Row htmlFor={inputId}>
        <Box
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <span>{label}</span>
      </Row>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

// 행 전체가 label 이라 글자를 눌러도 체크된다: 작은 상자만 누르기는 휴대폰에서 어렵다.
const Row = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  fontSize: theme.typography.size.sm,
  cursor: 'pointer',
}));

const Box = styled.input(({ theme }) => ({
  width: 20,
  height: 20,
  margin: 0,
  flexShrink: 0,
  accentColor: theme.color.primary,
}));
