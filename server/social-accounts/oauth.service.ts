import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDER_SLUGS, type OAuthCallbackBody, type OAuthPurpose, type SocialProvider } from '../../lib/schemas/social-accounts';
import type { AppDeps, AuthContext } from '../lib/context';
import { fail } from '../lib/errors';
import { sha256Hex } from '../lib/hash';
import { MINUTE_MS } from '../lib/time';
import { identityProviderOf, IdentityProviderError, type SocialProfile } from '../providers/identity';
import { pkceChallenge, randomUrlToken } from '../providers/identity/pkce';
import * as states from './oauth-states.repository';
import { listIdentitiesOfMember } from './social-accounts.repository';

/** 제공자 화면에 머물 수 있는 시간. 브라우저 묶음 쿠키(oauth_binding)도 같이 산다 */
export const OAUTH_STATE_TTL_MS = 10 * MINUTE_MS;
/** 쿠키 값의 모양(randomUrlToken 32바이트): 모양이 다르면 새로 만든다 */
const BINDING = /^[\w-]{43}$/;

export const providerLabel = (provider: SocialProvider) => SOCIAL_PROVIDER_LABELS[provider];

/** 제공자에 등록하는 redirect URI: 웹의 /account/social/{slug} */
export function providerRedirectUri(config: AppDeps['config'], provider: SocialProvider): string {
  return `${config.WEB_PUBLIC_URL.replace(/\/$/, '')}/account/social/${SOCIAL_PROVIDER_SLUGS[provider]}`;
}

/**
 * 제공자로 보낼 주소를 만든다. state·PKCE verifier·nonce 를 새로 만들어 DB 에 두고, state 는 이 브라우저의
 * 쿠키(binding)에 묶는다: 남의 브라우저에서 시작한 로그인의 code 를 이 브라우저로 끌고 와도(로그인 CSRF) 쓰지 못한다.
 * 브라우저에 이미 쿠키가 있으면 그대로 쓴다: 탭 두 개로 시작한 로그인이 서로의 쿠키를 덮지 않게.
 */
export async function startAuthorization(
  deps: AppDeps,
  p: { provider: SocialProvider; purpose: OAuthPurpose; redirectPath: string | null; auth: AuthContext | null; binding: string | undefined },
) {
  const idp = identityProviderOf(deps, p.provider);
  if (!idp) throw fail('SOCIAL_PROVIDER_DISABLED', null, { provider: providerLabel(p.provider) });
  if (p.purpose !== 'LOGIN') {
    if (!p.auth) throw fail('UNAUTHORIZED');
    // 돌아와서 실패하기 전에 미리 알린다(돌아온 요청도 같은 것을 다시 검사한다)
    const linked = (await listIdentitiesOfMember(deps.db, p.auth.memberId)).some((i) => i.provider === p.provider);
    const vars = { provider: providerLabel(p.provider) };
    if (p.purpose === 'LINK' && linked) throw fail('SOCIAL_PROVIDER_ALREADY_LINKED', null, vars);
    if (p.purpose === 'REAUTH' && !linked) throw fail('SOCIAL_ACCOUNT_NOT_LINKED', null, vars);
  }
  const now = deps.now();
  const state = randomUrlToken();
  const codeVerifier = randomUrlToken();
  const nonce = randomUrlToken(16);
  const binding = p.binding && BINDING.test(p.binding) ? p.binding : randomUrlToken();
  const expiresAt = new Date(now.getTime() + OAUTH_STATE_TTL_MS);
  await states.insertState(deps.db, {
    stateHash: sha256Hex(state),
    provider: p.provider,
    purpose: p.purpose,
    bindingHash: sha256Hex(binding),
    codeVerifier,
    nonce,
    redirectPath: p.redirectPath,
    memberId: p.purpose === 'LOGIN' ? null : p.auth!.memberId,
    sessionId: p.purpose === 'LOGIN' ? null : p.auth!.sessionId,
    createdAt: now,
    expiresAt,
  });
  const authorizeUrl = idp.authorizeUrl({
    state,
    codeChallenge: pkceChallenge(codeVerifier),
    nonce,
    redirectUri: providerRedirectUri(deps.config, p.provider),
    reauthenticate: p.purpose === 'REAUTH',
  });
  return { authorizeUrl, expiresAt, binding };
}

/** 제공자 호출의 실패를 회원이 읽을 오류로 */
function providerFailure(err: IdentityProviderError) {
  const vars = { provider: providerLabel(err.provider) };
  switch (err.kind) {
    case 'INVALID_GRANT':
      return fail('SOCIAL_CODE_INVALID');
    case 'TIMEOUT':
      return fail('SOCIAL_PROVIDER_TIMEOUT', null, vars);
    case 'UNAVAILABLE':
      return fail('SOCIAL_PROVIDER_UNAVAILABLE', null, vars);
    case 'INVALID_RESPONSE':
      return fail('SOCIAL_PROVIDER_INVALID_RESPONSE', null, vars);
  }
}

export type CallbackExpectation = { purpose: 'LOGIN' } | { purpose: 'LINK' | 'REAUTH'; auth: AuthContext };
export type CallbackResult = { profile: SocialProfile; redirectPath: string | null; stateHash: string };

/**
 * 제공자에서 돌아온 code·state 를 확인하고 프로필을 받는다. state 는 제공자를 부르기 전에 따로 커밋해 쓴 것으로 한다:
 * 부르는 도중 프로세스가 죽어도 같은 state 로 다시 들어올 수 없다.
 */
export async function completeCallback(
  deps: AppDeps,
  body: OAuthCallbackBody,
  binding: string | undefined,
  expect: CallbackExpectation,
): Promise<CallbackResult> {
  const auth = expect.purpose === 'LOGIN' ? null : expect.auth;
  const stateHash = sha256Hex(body.state);
  const consume = () =>
    binding && BINDING.test(binding)
      ? states.consumeState(deps.db, {
          stateHash,
          provider: body.provider,
          purpose: expect.purpose,
          bindingHash: sha256Hex(binding),
          memberId: auth?.memberId ?? null,
          sessionId: auth?.sessionId ?? null,
          now: deps.now(),
        })
      : Promise.resolve(null);

  if (body.error !== undefined) {
    // 회원이 제공자 화면에서 멈췄다: 그 요청은 끝났으므로 태우고(맞는 브라우저일 때만) 까닭을 알린다
    const started = await consume();
    if (body.error === 'access_denied') throw fail('SOCIAL_LOGIN_CANCELLED');
    // 제공자의 실패(5xx)로 믿을 수 있는 것은 이 브라우저가 시작한 로그인에서 돌아온 것뿐: 아니면 아무나 보낸 값이다
    if (!started) throw fail('SOCIAL_STATE_INVALID');
    deps.logger.warn({ provider: body.provider, error: body.error }, 'identity provider returned an error');
    const vars = { provider: providerLabel(body.provider) };
    throw body.error === 'temporarily_unavailable' || body.error === 'server_error'
      ? fail('SOCIAL_PROVIDER_UNAVAILABLE', null, vars)
      : fail('SOCIAL_PROVIDER_INVALID_RESPONSE', null, vars);
  }
  if (!body.code) throw fail('SOCIAL_CODE_INVALID');
  const state = await consume();
  if (!state) {
    // 이 브라우저가 이미 쓴 state 면 콜백 화면을 새로고침한 것이다: 회원이 잘못 보낸 요청이 아니라 한 번 쓴 로그인 정보다.
    // 쿠키가 맞아야만 알려 주므로 다른 브라우저에는 여전히 '올바르지 않다'고만 답한다
    const spent = !!binding && BINDING.test(binding) && (await states.isStateSpent(deps.db, { stateHash, provider: body.provider, bindingHash: sha256Hex(binding) }));
    throw fail(spent ? 'SOCIAL_CODE_INVALID' : 'SOCIAL_STATE_INVALID');
  }

  // 시작한 뒤 설정이 바뀌어 그 제공자가 꺼졌을 수 있다
  const idp = identityProviderOf(deps, body.provider);
  if (!idp) throw fail('SOCIAL_PROVIDER_DISABLED', null, { provider: providerLabel(body.provider) });
  let profile: SocialProfile;
  try {
    profile = await idp.exchange({
      code: body.code,
      state: body.state,
      codeVerifier: state.codeVerifier,
      nonce: state.nonce,
      redirectUri: providerRedirectUri(deps.config, body.provider),
    });
  } catch (err) {
    if (err instanceof IdentityProviderError) {
      deps.logger.warn({ provider: err.provider, kind: err.kind, err: err.message }, 'identity provider exchange failed');
      throw providerFailure(err);
    }
    throw err;
  }
  if (profile.provider !== body.provider) throw fail('SOCIAL_PROVIDER_INVALID_RESPONSE', null, { provider: providerLabel(body.provider) });
  return { profile, redirectPath: state.redirectPath, stateHash };
}
