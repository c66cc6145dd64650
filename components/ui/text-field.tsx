'use client';

import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { formatPhone } from '@/lib/format';
import { normalizeCellPhone } from '@/lib/schemas/phone-rules';
import { FieldError } from './field-message';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  /** 글자 수 표시(n / max). 값은 부모가 watch 로 넘긴다: 이 칸은 상태를 갖지 않는다. */
  counter?: { length: number; max: number };
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, counter, id, ref, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <Wrapper>
      <LabelRow>
        <Label htmlFor={inputId}>
          {label}
          {/* 필수 칸 표시(*): 화면 낭독기는 required 속성으로 듣는다 */}
          {inputProps.required && <Required aria-hidden="true">*</Required>}
        </Label>
        {counter && (
          <Counter aria-live="polite">
            {counter.length} / {counter.max}
          </Counter>
        )}
      </LabelRow>
      <Input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Wrapper>
  );
}

const Wrapper = styled.div({ display: 'flex', flexDirection: 'column' });

const LabelRow = styled.div({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', marginBottom: 6 });

const Label = styled.label(({ theme }) => ({
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
}));

const Required = styled.span(({ theme }) => ({ marginLeft: 4, color: theme.color.danger }));

const Counter = styled.span(({ theme }) => ({ fontSize: theme.typography.size.xs, color: theme.color.textMuted }));

// 너비를 %로 주면 칸의 기본 폭이 격자·flex 의 최솟값이 되지 않는다: 좁은 화면에서 줄이 넘치지 않게
const Input = styled.input(({ theme }) => ({
  width: '100%',
  minWidth: 0,
  height: theme.layout.inputHeight,
  padding: '0 14px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  fontSize: theme.typography.size.md,
  '&[aria-invalid="true"]': { borderColor: theme.color.danger },
  '&:disabled': { background: theme.palette.gray[100], color: theme.color.textMuted },
  '&::placeholder': { color: theme.color.textMuted },
}));

/**
 * 휴대폰 번호 칸: 010-0000-0000 으로 적게 하고(숫자 자판, 자동 완성) 라벨만 화면마다 바꾼다.
 * 칸을 떠나면 알아본 번호를 010-1234-5678 로 고쳐 보여 준다(띄어쓰기·점·+82 로 적어도 회원이 저장될 모양을 본다).
 * 저장은 숫자만(CellPhoneSchema 가 같은 규칙으로 다듬는다). react-hook-form 의 register 처럼 값을 DOM 에서 읽는 폼용
 */
export function CellPhoneField({
  label = '휴대폰 번호',
  onBlur,
  ...props
}: Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'placeholder'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="010-0000-0000"
      onBlur={(e) => {
        const digits = normalizeCellPhone(e.currentTarget.value);
        if (digits) e.currentTarget.value = formatPhone(digits);
        onBlur?.(e);
      }}
      {...props}
    />
  );
}
