'use client';

import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Form, ServerError } from '@/components/account/form-layout';
import { showServerError } from '@/components/account/server-error-message';
import { useLoginComplete } from '@/components/account/use-login-complete';
import { SectionHeading } from '@/components/layout/section-heading';
import { Button } from '@/components/ui/button';
import { SignupAgreements } from '@/components/policies/signup-agreements';
import { CellPhoneField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api/http';
import { signupWithSocial } from '@/lib/api/social-accounts';
import { SOCIAL_PROVIDER_LABELS, SocialSignupBodySchema } from '@/lib/schemas/social-accounts';
import { BrandMark } from './brands';
import { clearSignupTicket, OAUTH_SIGNUP_STORAGE_KEY, readSignupTicket } from './oauth-storage';
import { ButtonLink, Lead, Stack } from './parts';

/** 가입권을 뺀 나머지가 이 화면의 폼이다. 번호 칸이 없으면 cellPhone 은 undefined 로 남아 선택 항목이 된다 */
const SocialSignupFormSchema = SocialSignupBodySchema.omit({ signupTicket: true });

/** 가입권이 없거나 만료되었을 때의 문구: 계약의 가입권 칸이 내는 말 그대로 */
const TICKET_EXPIRED = SocialSignupBodySchema.shape.signupTicket.safeParse(undefined).error?.issues[0]?.message ?? '';

const subscribeNothing = () => () => {};
const readRaw = () => {
  try {
    return window.sessionStorage.getItem(OAUTH_SIGNUP_STORAGE_KEY);
  } catch {
    return null;
  }
};

/** 가입권을 거절한 답인가(만료·위조·이미 씀): 칸의 잘못이 아니라 처음부터 다시 해야 한다 */
function isTicketRefused(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const fields = error.meta?.fields;
  return /TICKET/.test(error.code) || (typeof fields === 'object' && fields !== null && 'signupTicket' in fields);
}

const isExpired = (expiresAt: string) => new Date(expiresAt).getTime() <= Date.now();

/**
 * 소셜 가입 마무리(/account/signup/social): 콜백이 sessionStorage 에 둔 가입권으로 약관 동의와
 * 제공자가 주지 않은 휴대폰 번호만 묻는다. 끝나면 이메일 가입처럼 바로 로그인한다.
 */
export function SocialSignupForm() {
  // sessionStorage 는 브라우저에만 있다: 서버에서는 undefined(아직 모름)로 그리고 하이드레이션 뒤 읽는다
  const raw = useSyncExternalStore(subscribeNothing, readRaw, () => undefined);
  const ticket = useMemo(() => (raw === undefined ? undefined : readSignupTicket()), [raw]);
  const [refused, setRefused] = useState<string | null>(null);

  if (ticket === undefined) return <SectionHeading as="h1">간편 가입</SectionHeading>;
  if (ticket === null || refused !== null || isExpired(ticket.expiresAt)) {
    return (
      <>
        <SectionHeading as="h1">간편 가입</SectionHeading>
        <Stack>
          <ServerError role="alert">{refused ?? TICKET_EXPIRED}</ServerError>
          <ButtonLink href="/account/signin">로그인 화면에서 다시 시작하기</ButtonLink>
        </Stack>
      </>
    );
  }
  return <SignupWithTicket ticket={ticket} onRefused={setRefused} />;
}

type Ticket = NonNullable<ReturnType<typeof readSignupTicket>>;

function SignupWithTicket({ ticket, onRefused }: { ticket: Ticket; onRefused: (message: string) => void }) {
  const complete = useLoginComplete();
  const [serverError, setServerError] = useState<string | null>(null);
  const { profile } = ticket;
  const needsPhone = !profile.hasCellPhone;
  const label = SOCIAL_PROVIDER_LABELS[profile.provider];
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(SocialSignupFormSchema),
    // 번호 칸이 있을 때만 빈 글자로 시작한다: 비워 두면 형식 안내가 나오고, 칸이 없으면 보내지 않는다
    defaultValues: { cellPhone: needsPhone ? '' : undefined, agreeMarketingSms: false, agreeMarketingEmail: false },
  });

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const { accessToken, refreshToken } = await signupWithSocial({ ...body, signupTicket: ticket.signupTicket });
      clearSignupTicket();
      await complete({ accessToken, refreshToken }, { redirectUri: ticket.redirectUri });
    } catch (error) {
      if (isTicketRefused(error) && isApiError(error)) {
        clearSignupTicket();
        onRefused(error.message);
        return;
      }
      // 칸을 가리킨 거절은 그 칸 아래에, 칸이 아닌 거절은 폼 아래에 보인다
      setServerError(showServerError(error, { setError, getValues }));
    }
  });

  return (
    <>
      <SectionHeading as="h1">간편 가입</SectionHeading>
      <Profile aria-label={`${label} 계정 정보`}>
        <BrandMark provider={profile.provider} size={28} />
        <div>
          <Lead>{label} 계정으로 가입합니다.</Lead>
          <dl>
            <dt>이메일</dt>
            <dd>{profile.email}</dd>
            {profile.name && (
              <>
                <dt>이름</dt>
                <dd>{profile.name}</dd>
              </>
            )}
          </dl>
        </div>
      </Profile>
      <Form onSubmit={onSubmit} noValidate aria-label="간편 가입">
        {needsPhone && (
          <CellPhoneField error={errors.cellPhone?.message} {...register('cellPhone')} />
        )}
        <SignupAgreements register={register} errors={errors} />
        {serverError && <ServerError role="alert">{serverError}</ServerError>}
        <Button type="submit" block disabled={isSubmitting}>
          동의하고 가입하기
        </Button>
      </Form>
    </>
  );
}

const Profile = styled.section(({ theme }) => ({
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  marginBottom: 24,
  padding: 16,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  dl: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', marginTop: 8, fontSize: theme.typography.size.sm },
  dt: { color: theme.color.textMuted },
  dd: { margin: 0, wordBreak: 'break-all' },
}));

