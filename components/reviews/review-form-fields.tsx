'use client';

import styled from '@emotion/styled';
import { useId, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldError } from '@/components/ui/field-message';
import { serviceChoiceLabel } from '@/components/qnas/service-choice';
import { REVIEW_TEXT } from '@/lib/schemas/review-rules';
import type { MyServiceOption } from '@/lib/schemas/service-options';

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  services: MyServiceOption[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** 후기를 쓸 서비스: 상품·대상·주문일·주문번호와 서비스 번호로 보인다(serviceChoiceLabel). 고르기 전 값은 0 */
export function ServiceSelect({ services, error, ref, ...props }: SelectProps) {
  const id = useId();
  return (
    <Wrapper>
      <Label htmlFor={id}>
        상품 선택 <Required aria-hidden>*</Required>
      </Label>
      <Select ref={ref} id={id} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props}>
        <option value={0}>{REVIEW_TEXT.serviceRequired}</option>
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {serviceChoiceLabel(s)}
          </option>
        ))}
      </Select>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Wrapper>
  );
}

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  counter: { length: number; max: number };
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** 후기 내용: 10~200자, 글자 수 n / 200 */
export function ReviewContentField({ counter, error, ref, ...props }: AreaProps) {
  const id = useId();
  return (
    <Wrapper>
      <LabelRow>
        <Label htmlFor={id}>내용</Label>
        <Counter aria-live="polite">
          {counter.length} / {counter.max}
        </Counter>
      </LabelRow>
      <Area
        ref={ref}
        id={id}
        rows={6}
        maxLength={counter.max}
        placeholder="서비스를 이용한 후기를 10자 이상 남겨주세요."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Wrapper>
  );
}

const Wrapper = styled.div({ display: 'flex', flexDirection: 'column' });

const LabelRow = styled.div({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', marginBottom: 6 });

const Label = styled.label(({ theme }) => ({
  marginBottom: 6,
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
}));

const Required = styled.span(({ theme }) => ({ color: theme.color.danger }));

const Counter = styled.span(({ theme }) => ({ fontSize: theme.typography.size.xs, color: theme.color.textMuted }));

const Select = styled.select(({ theme }) => ({
  height: theme.layout.inputHeight,
  padding: '0 12px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  fontSize: theme.typography.size.md,
  '&[aria-invalid="true"]': { borderColor: theme.color.danger },
}));

const Area = styled.textarea(({ theme }) => ({
  padding: 14,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  fontSize: theme.typography.size.md,
  lineHeight: 1.5,
  resize: 'vertical',
  '&[aria-invalid="true"]': { borderColor: theme.color.danger },
}));
