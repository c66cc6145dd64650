'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormFooter, ServerError } from '@/components/account/form-layout';
import { serverErrorMessage, showServerError } from '@/components/account/server-error-message';
import { SectionHeading } from '@/components/layout/section-heading';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { requestPasswordResetMail, resetPassword, verifyPasswordResetToken } from '@/lib/api/password-reset';
import { NewPasswordFormSchema, PasswordResetMailQuerySchema } from '@/lib/schemas/member-info';

/** 토큰 없이: 이메일을 받아 재설정 링크를 보낸다. 가입 여부와 상관없이 같은 안내 */
function ResetMailForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, getValues, formState } = useForm({
    resolver: zodResolver(PasswordResetMailQuerySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      setSent((await requestPasswordResetMail(email)).message);
    } catch (error) {
      setServerError(showServerError(error, { setError, getValues }));
    }
  });
  return (
    <Form onSubmit={onSubmit} noValidate>
      <p>가입한 이메일을 입력하면 비밀번호를 다시 정할 수 있는 링크를 보내 드립니다.</p>
      <TextField label="이메일" type="email" inputMode="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      {sent && <p role="status">{sent}</p>}
      <Button type="submit" block disabled={formState.isSubmitting}>
        재설정 링크 보내기
      </Button>
    </Form>
  );
}

/** 메일의 링크로 왔을 때: 링크를 확인하고 새 비밀번호를 받는다. 성공하면 로그인 화면으로 */
function NewPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const verify = useQuery({ queryKey: ['password-reset', token], queryFn: () => verifyPasswordResetToken(token), retry: false });
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, getValues, formState } = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await resetPassword({ token, password });
      router.push('/account/signin');
    } catch (error) {
      setServerError(showServerError(error, { setError, getValues }));
    }
  });

  if (verify.isPending) return <p>링크를 확인하는 중…</p>;
  if (verify.error)
    return (
      <>
        <ServerError role="alert">{serverErrorMessage(verify.error)}</ServerError>
        <FormFooter>
          <Link href="/account/reset-password">재설정 링크 다시 받기</Link>
        </FormFooter>
      </>
    );
  return (
    <Form onSubmit={onSubmit} noValidate>
      <p>{verify.data.email} 계정의 새 비밀번호를 입력해주세요.</p>
      <TextField label="새 비밀번호" type="password" autoComplete="new-password" error={formState.errors.password?.message} {...register('password')} />
      <TextField
        label="새 비밀번호 확인"
        type="password"
        autoComplete="new-password"
        error={formState.errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Button type="submit" block disabled={formState.isSubmitting}>
        비밀번호 변경
      </Button>
    </Form>
  );
}

export function ResetPasswordView({ token }: { token: string | null }) {
  return (
    <>
      <SectionHeading as="h1">비밀번호 찾기</SectionHeading>
      {token ? <NewPasswordForm token={token} /> : <ResetMailForm />}
      <FormFooter>
        비밀번호가 생각나셨나요?
        <Link href="/account/signin">로그인</Link>
      </FormFooter>
    </>
  );
}
