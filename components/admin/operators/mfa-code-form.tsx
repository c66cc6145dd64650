'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { RecoveryCodeSchema, TotpCodeSchema } from '@/lib/schemas/operators';
import { Form, ServerError } from '../admin-form-parts';

type Props = {
  /** 복구 코드로도 받을지(로그인 뒤 확인 화면) */
  allowRecovery?: boolean;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: { code: string } | { recoveryCode: string }) => void;
};

/** 인증 앱의 6자리(또는 복구 코드) 한 칸. 형식은 lib/schemas 의 같은 규칙으로 먼저 본다 */
export function MfaCodeForm({ allowRecovery = false, submitLabel, pending, error, onSubmit }: Props) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = useRecovery ? RecoveryCodeSchema.safeParse(value) : TotpCodeSchema.safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    onSubmit(useRecovery ? { recoveryCode: parsed.data } : { code: parsed.data });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={useRecovery ? '복구 코드 입력' : '인증 코드 입력'}>
      <TextField
        label={useRecovery ? '복구 코드' : '인증 코드 6자리'}
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={fieldError}
      />
      {error ? <ServerError role="alert">{serverErrorMessage(error)}</ServerError> : null}
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
      {allowRecovery && (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setUseRecovery((v) => !v);
            setValue('');
            setFieldError(undefined);
          }}
        >
          {useRecovery ? '인증 앱 코드로 입력' : '앱을 쓸 수 없나요? 복구 코드로 입력'}
        </Button>
      )}
    </Form>
  );
}
