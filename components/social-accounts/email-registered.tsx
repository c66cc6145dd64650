'use client';

import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Form, ServerError } from '@/components/account/form-layout';
import { showServerError } from '@/components/account/server-error-message';
import { useLoginComplete } from '@/components/account/use-login-complete';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { loginWithEmail } from '@/lib/api/members';
import { EmailLoginBodySchema } from '@/lib/schemas/members';
import { SOCIAL_PROVIDER_LABELS, type SocialEmailRegisteredMetaSchema, type SocialProvider } from '@/lib/schemas/social-accounts';
import { SOCIAL_WITH } from './brands';
import { ButtonLink, Lead, Stack } from './parts';
import { MEMBER_INFO_PATH } from './paths';
import { SocialButtons } from './social-buttons';

type Meta = z.infer<typeof SocialEmailRegisteredMetaSchema>;

/**
 * 제공자 계정의 이메일이 이미 가입된 회원의 것일 때(409 SOCIAL_EMAIL_REGISTERED). 조용히 합치지 않는다:
 * 기존 방법으로 로그인해 본인임을 보이면 그때 연결한다. 이메일로 가입한 회원은 이 자리에서 연결권과 함께 로그인한다.
 */
export function EmailRegistered({ message, meta, redirectUri }: { message: string; meta: Meta; redirectUri: string | null }) {
  const otherProviders = meta.signInMethods.filter((m): m is SocialProvider => m !== 'EMAIL');
  return (
    <Stack>
      <h2>이미 가입된 이메일입니다</h2>
      <Lead>
        <Email>{meta.maskedEmail}</Email>
      </Lead>
      <ServerError role="alert">{message}</ServerError>
      {meta.signInMethods.includes('EMAIL') && <LinkWithEmailForm meta={meta} redirectUri={redirectUri} />}
      {otherProviders.length > 0 && (
        <Stack>
          <Lead>
            {otherProviders.map((p) => SOCIAL_PROVIDER_LABELS[p]).join(' 또는 ')} 계정으로 로그인한 뒤 회원 정보의 &apos;로그인 연결&apos;에서{' '}
            {SOCIAL_PROVIDER_LABELS[meta.provider]} 계정을 연결할 수 있습니다.
          </Lead>
          <SocialButtons providers={otherProviders} redirectUri={MEMBER_INFO_PATH} action="로그인" />
        </Stack>
      )}
      <ButtonLink href="/account/signin">로그인으로 돌아가기</ButtonLink>
    </Stack>
  );
}

function LinkWithEmailForm({ meta, redirectUri }: { meta: Meta; redirectUri: string | null }) {
  const router = useRouter();
  const complete = useLoginComplete();
  const [serverError, setServerError] = useState<string | null>(null);
  const [linkedTo, setLinkedTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(EmailLoginBodySchema), defaultValues: { email: '', password: '' } });
  const label = SOCIAL_PROVIDER_LABELS[meta.provider];

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const tokens = await loginWithEmail(body, { linkTicket: meta.linkTicket });
      // 연결되었다는 말을 먼저 보여 주고, 회원이 누르면 원래 가려던 곳으로 간다
      setLinkedTo(await complete(tokens, { redirectUri, navigate: false }));
    } catch (error) {
      setServerError(showServerError(error, { setError, getValues }));
    }
  });

  if (linkedTo !== null) {
    return (
      <Stack>
        <Done role="status">
          {label} 계정을 연결했습니다. 이제 {SOCIAL_WITH[meta.provider]}도 로그인할 수 있습니다.
        </Done>
        <Button type="button" block onClick={() => router.replace(linkedTo)}>
          계속하기
        </Button>
      </Stack>
    );
  }
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={`이메일로 로그인하고 ${label} 계정 연결`}>
      <Lead>가입한 이메일과 비밀번호로 로그인하면 {label} 계정이 함께 연결됩니다.</Lead>
      <TextField label="이메일" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <TextField label="비밀번호" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Button type="submit" block disabled={isSubmitting}>
        로그인하고 연결하기
      </Button>
    </Form>
  );
}

const Email = styled.strong(({ theme }) => ({ fontWeight: theme.typography.weight.bold }));

const Done = styled.p(({ theme }) => ({
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.palette.mint[50],
  color: theme.palette.mint[900],
  fontSize: theme.typography.size.sm,
}));
