'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { loginWithEmail } from '@/lib/api/members';
import { EmailLoginBodySchema } from '@/lib/schemas/members';
import { Form, FormFooter, ServerError } from './form-layout';
import { showServerError } from './server-error-message';
import { useLoginComplete } from './use-login-complete';

export function SigninForm() {
  const complete = useLoginComplete();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(EmailLoginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await complete(await loginWithEmail(body));
    } catch (error) {
      setServerError(showServerError(error, { setError, getValues }));
    }
  });

  return (
    <>
      <Form onSubmit={onSubmit} noValidate>
        <TextField label="이메일" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="비밀번호"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {serverError && <ServerError role="alert">{serverError}</ServerError>}
        <Button type="submit" block disabled={isSubmitting}>
          로그인
        </Button>
      </Form>
      <FormFooter>
        비밀번호를 잊으셨나요?
        <Link href="/account/reset-password">비밀번호 찾기</Link>
      </FormFooter>
      <FormFooter>
        아직 회원이 아니신가요?
        <Link href="/account/signup">회원가입</Link>
      </FormFooter>
    </>
  );
}
