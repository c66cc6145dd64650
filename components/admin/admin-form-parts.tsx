'use client';

import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { LinkButton } from './admin-list-parts';

export const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: 16 });

/** 나란히 두는 짧은 칸 두세 개(수량, 기간). 360px 에서도 두 칸은 들어간다 */
export const FieldRow = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
  gap: 12,
});

export const FieldGroup = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  // fieldset 의 기본 min-width 는 min-content: 좁은 화면에서 안의 칸 폭만큼 화면을 밀어낸다
  minWidth: 0,
  margin: 0,
  padding: 16,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  legend: { padding: '0 6px', fontSize: theme.typography.size.sm, fontWeight: theme.typography.weight.semibold },
}));

/** 서버가 돌려준 오류 문구(ApiError.message) */
export const ServerError = styled.p(({ theme }) => ({
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.palette.red[50],
  color: theme.color.danger,
  fontSize: theme.typography.size.sm,
}));

/** 처리했다는 알림(role="status" 로 쓴다) */
export const Done = styled.p(({ theme }) => ({
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.palette.mint[50],
  color: theme.palette.mint[900],
  fontSize: theme.typography.size.sm,
}));

/** 되돌리기 어려운 처리 앞의 확인 상자(role="alertdialog" 로 쓴다). 칸이 있으면 폼으로 */
const confirmStyle = ({ theme }: { theme: Theme }) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  gap: 10,
  padding: 12,
  borderRadius: theme.radius.md,
  background: theme.palette.yellow[50],
  fontSize: theme.typography.size.sm,
});
export const Confirm = styled.div(confirmStyle);
export const ConfirmForm = styled.form(confirmStyle);

export const FormActions = styled.div({ display: 'flex', gap: 8, '& > *': { flex: 1, justifyContent: 'center', minHeight: 48 } });

// 쉼표로만 이은 열 이름처럼 띄어쓰기 없는 긴 안내도 좁은 화면에서 줄을 바꾼다
export const Hint = styled.p(({ theme }) => ({ fontSize: theme.typography.size.xs, color: theme.color.textMuted, overflowWrap: 'anywhere' }));

type Labelled = { label: string; error?: string; hint?: ReactNode };

function Field({ label, error, hint, render }: Labelled & { render: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {hint && <Hint>{hint}</Hint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Wrapper>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & Labelled & { ref?: Ref<HTMLSelectElement> };

export function SelectField({ label, error, hint, children, ref, ...props }: SelectFieldProps) {
  return <Field label={label} error={error} hint={hint} render={(a11y) => <Select ref={ref} {...a11y} {...props}>{children}</Select>} />;
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, ref, ...props }: TextAreaFieldProps) {
  return <Field label={label} error={error} hint={hint} render={(a11y) => <TextArea ref={ref} rows={6} {...a11y} {...props} />} />;
}

const Wrapper = styled.div({ display: 'flex', flexDirection: 'column', gap: 6 });

const Label = styled.label(({ theme }) => ({ fontSize: theme.typography.size.sm, fontWeight: theme.typography.weight.semibold }));

const control = ({ theme }: { theme: Theme }) => ({
  padding: '0 14px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  fontSize: theme.typography.size.md,
  '&[aria-invalid="true"]': { borderColor: theme.color.danger },
  '&:disabled': { background: theme.palette.gray[100], color: theme.color.textMuted },
});

const Select = styled.select((p) => ({ ...control(p), height: p.theme.layout.inputHeight }));

const TextArea = styled.textarea((p) => ({ ...control(p), padding: '12px 14px', lineHeight: 1.5, resize: 'vertical', fontFamily: 'inherit' }));

/** 폼 맨 아래: 서버 오류(role="alert"), 취소(목록으로), 저장 */
export function SaveFooter({ listHref, serverError, isSubmitting }: { listHref: string; serverError: string | null; isSubmitting: boolean }) {
  return (
    <>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormActions>
        <LinkButton href={listHref} data-variant="secondary">
          취소
        </LinkButton>
        <Button type="submit" disabled={isSubmitting}>
          저장
        </Button>
      </FormActions>
    </>
  );
}
