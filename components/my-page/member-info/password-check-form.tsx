'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormFooter, ServerError } from '@/components/account/form-layout';
import { showServerError } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { checkPassword } from '@/lib/api/member-info';
import { CheckPasswordBodySchema } from '@/lib/schemas/member-info';
import { Hint } from './parts';

/** 1단계: 비밀번호를 다시 확인하면 잠깐 동안 회원 정보를 바꿀 수 있다 */
export function PasswordCheckForm({ memberId, notice, onChecked }: { memberId: number; notice?: string | null; onChecked: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(CheckPasswordBodySchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await checkPassword(memberId, body);
      onChecked();
    } catch (error) {
      setServerError(showServerError(error, { setError, getValues }));
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="비밀번호 확인">
      <Hint>{notice ?? '회원 정보를 보호하기 위해 비밀번호를 다시 입력해주세요.'}</Hint>
      <TextField label="현재 비밀번호" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Button type="submit" block disabled={isSubmitting}>
        확인
      </Button>
      <FormFooter>
        비밀번호가 생각나지 않으세요?
        <Link href="/account/reset-password">비밀번호 찾기</Link>
      </FormFooter>
    </Form>
  );
}
