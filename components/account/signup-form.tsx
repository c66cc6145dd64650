'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SignupAgreements } from '@/components/policies/signup-agreements';
import { CellPhoneField, TextField } from '@/components/ui/text-field';
import { signupWithEmail } from '@/lib/api/members';
import { EmailSignupFormSchema } from '@/lib/schemas/members';
import { rememberVerificationMailSent } from '@/lib/session/verification-notice';
import { Form, FormFooter, ServerError } from './form-layout';
import { showServerError } from './server-error-message';
import { useLoginComplete } from './use-login-complete';

export function SignupForm() {
  const complete = useLoginComplete();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(EmailSignupFormSchema),
    defaultValues: { email: '', password: '', passwordConfirm: '', name: '', cellPhone: '', agreeMarketingSms: false, agreeMarketingEmail: false },
  });

  const onSubmit = handleSubmit(async ({ passwordConfirm: _confirm, ...body }) => {
    setServerError(null);
    try {
      // 가입 응답에 토큰 쌍이 오므로 로그인과 같은 마무리로 바로 로그인 상태가 된다.
      const { accessToken, refreshToken } = await signupWithEmail(body);
      // 인증 메일을 보냈다는 안내는 넘어간 화면의 인증 배너가 보여 준다
      rememberVerificationMailSent();
      await complete({ accessToken, refreshToken });
    } catch (error) {
      setServerError(showServerError(error, { setError, getValues }));
    }
  });

  return (
    <>
      <Form onSubmit={onSubmit} noValidate>
        <TextField label="이메일" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField label="비밀번호" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <TextField
          label="비밀번호 확인"
          type="password"
          autoComplete="new-password"
          error={errors.passwordConfirm?.message}
          {...register('passwordConfirm')}
        />
        <TextField label="이름" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <CellPhoneField error={errors.cellPhone?.message} {...register('cellPhone')} />
        <SignupAgreements register={register} errors={errors} />
        {serverError && <ServerError role="alert">{serverError}</ServerError>}
        <Button type="submit" block disabled={isSubmitting}>
          회원가입
        </Button>
      </Form>
      <FormFooter>
        이미 회원이신가요?
        <Link href="/account/signin">로그인</Link>
      </FormFooter>
    </>
  );
}
