'use client';

import styled from '@emotion/styled';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldError } from '@/components/ui/field-message';
import { formatCount } from '@/lib/format';

/** 칸 아래 오류 문구를 칸과 잇는 속성: TextField 와 같은 규칙(id-error 를 aria-describedby 로) */
function errorProps(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

/** 필수 칸 표시(*): 화면 낭독기는 required 속성으로 듣는다 */
function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {required && <Required aria-hidden="true">*</Required>}
    </Label>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  /** 칸 아래에 보일 오류(서버가 이 칸을 짚은 거절) */
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, placeholder, options, error, id, ref, required, ...selectProps }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field>
      <FieldLabel htmlFor={selectId} required={required}>
        {label}
      </FieldLabel>
      <Select ref={ref} id={selectId} required={required} {...errorProps(selectId, error)} {...selectProps}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {error && <FieldError id={`${selectId}-error`}>{error}</FieldError>}
    </Field>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  /** 글자 수(n / max). 넘으면 자르지 않고 빨갛게 보이며, 넘었다는 문구(overMessage)를 칸 아래에서 알린다 */
  counter?: { length: number; max: number; overMessage: string };
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ label, error, counter, id, ref, required, ...areaProps }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const over = counter !== undefined && counter.length > counter.max;
  const shown = error ?? (over ? counter.overMessage : undefined);
  return (
    <Field>
      <LabelRow>
        <FieldLabel htmlFor={areaId} required={required}>
          {label}
        </FieldLabel>
        {/* 글자마다 읽히면 시끄럽다: 숫자는 보이기만 하고, 넘었을 때의 문구만 알린다(아래 role=alert) */}
        {counter && (
          <Counter data-over={over || undefined}>
            {formatCount(counter.length)} / {formatCount(counter.max)}
          </Counter>
        )}
      </LabelRow>
      <TextArea ref={ref} id={areaId} required={required} {...errorProps(areaId, shown)} {...areaProps} />
      {shown && (
        <FieldError id={`${areaId}-error`} role={over && !error ? 'alert' : undefined}>
          {shown}
        </FieldError>
      )}
    </Field>
  );
}

const Field = styled.div({ display: 'flex', flexDirection: 'column' });

const Label = styled.label(({ theme }) => ({
  marginBottom: 6,
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
}));

const LabelRow = styled.div({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' });

const Counter = styled.span(({ theme }) => ({
  fontSize: theme.typography.size.xs,
  color: theme.color.textMuted,
  '&[data-over]': { color: theme.color.danger, fontWeight: theme.typography.weight.semibold },
}));

const Required = styled.span(({ theme }) => ({ marginLeft: 4, color: theme.color.danger }));

const Select = styled.select(({ theme }) => ({
  height: theme.layout.inputHeight,
  padding: '0 12px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  fontSize: theme.typography.size.md,
  color: theme.color.text,
  '&[aria-invalid="true"]': { borderColor: theme.color.danger },
}));

const TextArea = styled.textarea(({ theme }) => ({
  minHeight: 180,
  padding: 14,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  fontSize: theme.typography.size.md,
  fontFamily: 'inherit',
  lineHeight: 1.5,
  resize: 'vertical',
  '&[aria-invalid="true"]': { borderColor: theme.color.danger },
  '&::placeholder': { color: theme.color.textMuted },
}));
