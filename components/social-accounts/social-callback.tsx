'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ServerError } from '@/components/account/form-layout';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { useLoginComplete } from '@/components/account/use-login-complete';
import { SectionHeading } from '@/components/layout/section-heading';
import { ApiError, isApiError } from '@/lib/api/http';
import { checkSocial, linkSocialAccount, loginWithSocial, socialAccountKeys } from '@/lib/api/social-accounts';
import { errorMessage } from '@/lib/schemas/errors';
import { safeRedirectPath } from '@/lib/session/cookies';
import {
  OAuthCallbackBodySchema,
  SOCIAL_PROVIDER_LABELS,
  SocialEmailRegisteredMetaSchema,
  type OAuthCallbackBody,
  type OAuthPurpose,
  type SocialProvider,
} from '@/lib/schemas/social-accounts';
import { getAccessToken } from '@/lib/session/client';
import { memberIdOf } from '@/lib/session/token';
import { EmailRegistered } from './email-registered';
import { clearPending, readPending, saveSignupTicket, type OAuthPending } from './oauth-storage';
import { Busy, ButtonLink, Stack } from './parts';
import { MEMBER_INFO_PATH, SOCIAL_SIGNUP_PATH } from './paths';

type Outcome =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'registered'; message: string; meta: z.infer<typeof SocialEmailRegisteredMetaSchema> };

const TITLES: Record<OAuthPurpose, (label: string) => string> = {
  LOGIN: (label) => `${label} 로그인`,
  LINK: (label) => `${label} 계정 연결`,
  REAUTH: () => '본인 확인',
};

const WAITING: Record<OAuthPurpose, (label: string) => string> = {
  LOGIN: (label) => `${label} 로그인 정보를 확인하고 있습니다. 잠시만 기다려주세요.`,
  LINK: (label) => `${label} 계정을 연결하고 있습니다. 잠시만 기다려주세요.`,
  REAUTH: (label) => `${label} 계정으로 본인 확인을 하고 있습니다. 잠시만 기다려주세요.`,
};

/** 이 탭에서 시작한 같은 제공자의 기록만 믿는다. state 가 다르면 다른 시도의 것이니 기본(로그인)으로 처리한다 */
function matchingPending(provider: SocialProvider, state: string | null): OAuthPending | null {
  const pending = readPending();
  clearPending();
  if (!pending || pending.provider !== provider) return null;
  if (pending.state && state && pending.state !== state) return null;
  return pending;
}

/** 실패를 화면의 결과로: 이미 가입된 이메일이면 연결 안내, 나머지는 api(또는 계약 검사)의 문구 */
function failureOf(e: unknown): Outcome {
  if (isApiError(e) && e.code === 'SOCIAL_EMAIL_REGISTERED') {
    const meta = SocialEmailRegisteredMetaSchema.safeParse(e.meta);
    if (meta.success) return { kind: 'registered', message: e.message, meta: meta.data };
  }
  return { kind: 'failed', message: serverErrorMessage(e) };
}

type CallbackProps = { provider: SocialProvider; code: string | null; state: string | null; error: string | null };

/**
 * 제공자가 돌려보낸 화면(/account/social/{provider}). 이 탭에 적어 둔 목적대로 code·state 를 api 에 넘긴다.
 * code 는 한 번만 쓰인다: 개발 모드의 StrictMode 가 효과를 두 번 돌려도 요청은 한 번만 간다(ref).
 */
export function SocialCallback({ provider, code, state, error }: CallbackProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const complete = useLoginComplete();
  const started = useRef(false);
  const [purpose, setPurpose] = useState<OAuthPurpose>('LOGIN');
  const [pendingRedirect, setPendingRedirect] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  const label = SOCIAL_PROVIDER_LABELS[provider];

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const run = async (pending: OAuthPending | null) => {
      const purposeNow = pending?.purpose ?? 'LOGIN';
      setPurpose(purposeNow);
      setPendingRedirect(pending?.redirectUri ?? null);
      // state 가 없으면 계약이 정한 문구로 바로 알린다: 보내 봐야 api 가 같은 말로 거절한다
      const parsed = OAuthCallbackBodySchema.safeParse({ provider, state: state ?? undefined, code: code ?? undefined, error: error ?? undefined });
      if (!parsed.success) throw new ApiError(400, 'VALIDATION_FAILED', parsed.error.issues[0]?.message ?? errorMessage('BAD_REQUEST'));
      const body: OAuthCallbackBody = parsed.data;

      if (purposeNow === 'LOGIN') {
        const answer = await loginWithSocial(body);
        const redirectUri = answer.redirectUri ?? pending?.redirectUri ?? null;
        if (answer.result === 'LOGGED_IN') {
          await complete({ accessToken: answer.accessToken, refreshToken: answer.refreshToken }, { redirectUri });
        } else {
          saveSignupTicket({ ...answer, redirectUri });
          router.replace(SOCIAL_SIGNUP_PATH);
        }
        return;
      }
      // 연결·본인 확인은 로그인한 회원의 일이다: 렌더 때의 값이 아니라 지금 쿠키의 토큰으로 회원을 안다
      const memberId = memberIdOf(getAccessToken());
      if (memberId == null) throw new ApiError(401, 'UNAUTHORIZED', errorMessage('UNAUTHORIZED'));
      if (purposeNow === 'LINK') {
        await linkSocialAccount(memberId, body);
        await queryClient.invalidateQueries({ queryKey: socialAccountKeys.list(memberId) });
      } else {
        await checkSocial(memberId, body);
      }
      // sessionStorage 의 값도 웹 안의 경로만 따른다
      router.replace(safeRedirectPath(pending?.redirectUri, MEMBER_INFO_PATH));
    };

    run(matchingPending(provider, state)).catch((e: unknown) => setOutcome(failureOf(e)));
    // 처음 한 번만(ref): 주소의 code 는 한 번 쓰면 끝이다
  }, [code, complete, error, provider, queryClient, router, state]);

  const backToMemberInfo = purpose !== 'LOGIN';
  return (
    // aria-busy 는 두지 않는다: 바쁜 영역 안의 상태 글자는 화면 읽기 프로그램이 바쁨이 끝날 때까지(글자가 사라질 때까지) 미룬다
    <section>
      <SectionHeading as="h1">{TITLES[purpose](label)}</SectionHeading>
      {outcome.kind === 'loading' && <Busy>{WAITING[purpose](label)}</Busy>}
      {outcome.kind === 'failed' && (
        <Stack>
          <ServerError role="alert">{outcome.message}</ServerError>
          {backToMemberInfo ? (
            <ButtonLink href={MEMBER_INFO_PATH}>회원 정보로 돌아가기</ButtonLink>
          ) : (
            <ButtonLink href="/account/signin">로그인으로 돌아가기</ButtonLink>
          )}
        </Stack>
      )}
      {outcome.kind === 'registered' && <EmailRegistered message={outcome.message} meta={outcome.meta} redirectUri={pendingRedirect} />}
    </section>
  );
}
