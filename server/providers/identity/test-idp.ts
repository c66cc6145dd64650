import { SOCIAL_PROVIDER_SLUGS, type SocialProvider } from '../../../lib/schemas/social-accounts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sha256Hex } from '../../lib/hash';
import { MINUTE_MS } from '../../lib/time';
import { pkceChallenge, randomUrlToken } from './pkce';
import * as repo from './test-idp.repository';
import { findTestPersona, testProfileOf, type TestPersona } from './test-idp-personas';
import { IdentityProviderError, type AuthorizeParams, type ExchangeParams, type IdentityProvider, type SocialProfile } from './types';

export const TEST_IDP_CLIENT_ID = 'growth-store-test';
/** 실제 제공자처럼 code 는 짧게 산다 */
const CODE_TTL_MS = 5 * MINUTE_MS;

type TestIdpConfig = Pick<Config, 'API_PUBLIC_URL' | 'WEB_PUBLIC_URL'>;

/** 테스트 제공자의 동의 화면에 온 요청(쿼리 또는 폼) */
export type TestAuthorizeRequest = {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  nonce: string;
  reauthenticate: boolean;
};

const TOKEN = /^[\w-]+$/;
const within = (value: string | undefined, min: number, max: number) =>
  value !== undefined && value.length >= min && value.length <= max && TOKEN.test(value);

/** 돌아갈 주소는 웹의 /account/social/ 아래만: 테스트 제공자가 열린 리다이렉트가 되지 않게 */
export function isAllowedRedirectUri(raw: string, webPublicUrl: string): boolean {
  try {
    const url = new URL(raw);
    const web = new URL(webPublicUrl);
    const base = web.pathname.replace(/\/$/, '');
    return url.origin === web.origin && url.pathname.startsWith(`${base}/account/social/`) && url.hash === '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** 실제 제공자처럼 client_id·redirect_uri·PKCE 를 검사한다. 틀리면 null(화면은 400) */
export function parseTestAuthorizeRequest(q: Record<string, string | undefined>, config: TestIdpConfig): TestAuthorizeRequest | null {
  if (q.response_type !== 'code' || q.client_id !== TEST_IDP_CLIENT_ID || q.code_challenge_method !== 'S256') return null;
  if (!q.redirect_uri || !isAllowedRedirectUri(q.redirect_uri, config.WEB_PUBLIC_URL)) return null;
  if (!within(q.state, 16, 256) || !within(q.code_challenge, 43, 128) || !within(q.nonce, 8, 128)) return null;
  return { redirectUri: q.redirect_uri, state: q.state!, codeChallenge: q.code_challenge!, nonce: q.nonce!, reauthenticate: q.prompt === 'login' };
}

/**
 * 내장 테스트 제공자: api 가 직접 띄우는 동의 화면(test-idp.routes.ts)에서 가상 회원을 고르면 code 를 내주고,
 * exchange 는 실제 제공자의 토큰 엔드포인트처럼 code 를 한 번만 받아 redirect_uri·PKCE verifier 를 맞춰 본다.
 * 네트워크 없이 같은 프로세스 안에서 돈다(테스트 결제사처럼 장부는 같은 DB).
 */
export class TestIdentityProvider implements IdentityProvider {
  readonly isTest = true;
  /** 실제 제공자 중 연결 끊기 호출이 있는 곳은 카카오뿐: 테스트 제공자도 같은 모양이라 탈퇴 흐름을 그대로 밟는다 */
  readonly unlink?: (providerUserId: string) => Promise<void>;

  constructor(
    readonly provider: SocialProvider,
    private readonly db: Db,
    private readonly config: TestIdpConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    // 테스트 제공자 쪽에는 끊을 연결이 없다: 실제 카카오가 이미 끊긴 연결에 그렇듯 조용히 끝난다
    if (provider === 'KAKAO') this.unlink = async () => {};
  }

  get slug(): string {
    return SOCIAL_PROVIDER_SLUGS[this.provider];
  }

  authorizeUrl(p: AuthorizeParams): string {
    const url = new URL(`${this.config.API_PUBLIC_URL.replace(/\/$/, '')}/v1/test-idp/${this.slug}/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: TEST_IDP_CLIENT_ID,
      redirect_uri: p.redirectUri,
      state: p.state,
      code_challenge: p.codeChallenge,
      code_challenge_method: 'S256',
      nonce: p.nonce,
      ...(p.reauthenticate ? { prompt: 'login' } : {}),
    }).toString();
    return url.toString();
  }

  /** 동의 화면에서 가상 회원을 골랐다: code 를 만들어 두고 원문을 돌려준다 */
  async issueCode(p: { persona: TestPersona; request: TestAuthorizeRequest }): Promise<string> {
    const code = randomUrlToken();
    const now = this.now();
    await repo.insertCode(this.db, {
      codeHash: sha256Hex(code),
      provider: this.provider,
      persona: p.persona.id,
      redirectUri: p.request.redirectUri,
      codeChallenge: p.request.codeChallenge,
      nonce: p.request.nonce,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return code;
  }

  async exchange(p: ExchangeParams): Promise<SocialProfile> {
    const invalidGrant = (detail: string) => new IdentityProviderError('INVALID_GRANT', this.provider, detail);
    // code 는 맞춰 보기 전에 쓴 것으로 한다: 틀린 verifier 로 한 번 시도한 code 도 다시 쓸 수 없다(실제 제공자와 같다)
    const row = await repo.consumeCode(this.db, { codeHash: sha256Hex(p.code), provider: this.provider, now: this.now() });
    if (!row) throw invalidGrant('code is unknown, expired or already used');
    if (row.redirectUri !== p.redirectUri) throw invalidGrant('redirect_uri does not match');
    if (pkceChallenge(p.codeVerifier) !== row.codeChallenge) throw invalidGrant('code_verifier does not match');
    if (row.nonce !== p.nonce) throw new IdentityProviderError('INVALID_RESPONSE', this.provider, 'nonce does not match');
    const persona = findTestPersona(row.persona);
    if (!persona) throw new IdentityProviderError('INVALID_RESPONSE', this.provider, `unknown persona ${row.persona}`);
    return testProfileOf(this.provider, persona);
  }
}
