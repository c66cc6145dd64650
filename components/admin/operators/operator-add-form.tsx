'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { showServerError } from '@/components/account/server-error-message';
import { useOperatorMutations } from '@/lib/api/admin-operators';
import { ADMIN_ROLES, ADMIN_ROLE_LABELS } from '@/lib/schemas/members';
import { OperatorCreateBodySchema, type OperatorCreateBody } from '@/lib/schemas/operators';
import { Form, SelectField, ServerError } from '../admin-form-parts';

/** 가입한 회원을 이메일로 찾아 운영자로 */
export function OperatorAddForm() {
  const { add } = useOperatorMutations();
  const { register, handleSubmit, reset, setError, getValues, formState } = useForm<OperatorCreateBody>({
    resolver: zodResolver(OperatorCreateBodySchema),
    defaultValues: { email: '', adminRole: 'SUPPORT' },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await add.mutateAsync(values);
      reset();
    } catch (error) {
      // 없는 회원·이미 운영자인 계정은 이메일 칸을 짚어 온다: 그 칸 아래에. 나머지(권한 등)는 전처럼 단추 위에
      setServerError(showServerError(error, { setError, getValues }));
    }
  });
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="운영자 추가">
      <TextField label="회원 이메일" type="email" autoComplete="off" error={formState.errors.email?.message} {...register('email')} />
      <SelectField label="등급" error={formState.errors.adminRole?.message} {...register('adminRole')}>
        {ADMIN_ROLES.map((r) => (
          <option key={r} value={r}>
            {ADMIN_ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      {serverError ? <ServerError role="alert">{serverError}</ServerError> : null}
      <Button type="submit" disabled={add.isPending}>
        운영자 추가
      </Button>
    </Form>
  );
}
