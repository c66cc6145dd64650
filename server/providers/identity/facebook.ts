import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { callProvider, failureOf, joinUrl, nonEmpty, normalizeEmail, readBody, withQuery, type ProviderAnswer } from './http';
import type { AuthorizeParams, ExchangeParams, IdentityProvider, SocialProfile } from './types';

export type FacebookOptions = {
  /** 앱 ID */
  clientId: string;
  /** 앱 시크릿 */
  clientSecret: string;
  /** https://www.facebook.com/v21.0/dialog/oauth */
  authUrl: string;
  /** https://graph.facebook.com/v21.0 */
  graphUrl: string;
  timeoutMs: number;
};

const TokenSchema = z.object({ access_token: z.string().min(1) });
const MeSchema = z.object({ id: z.string().min(1), name: z.string().nullish(), email: z.string().nullish() });

/** Graph 오류 본문 {error:{type, code, error_subcode}} 에서 숫자 코드만 */
function graphCodeOf(answer: ProviderAnswer): number | null {
  const error = (answer.body as { error?: { code?: unknown } } | null)?.error;
  return typeof error?.code === 'number' ? error.code : null;
}

/** 토큰을 이 앱의 시크릿으로 서명한 값: 앱 설정의 "Require App Secret" 을 켜 두면 훔친 토큰만으로는 Graph 를 부를 수 없다 */
export function appSecretProof(accessToken: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(accessToken).digest('hex');
}

/** 페이스북 로그인(수동 흐름: 인가 코드 + PKCE). 토큰 교환은 Graph 의 GET /oauth/access_token */
export class FacebookIdentityProvider implements IdentityProvider {
  readonly provider = 'FACEBOOK' as const;
  readonly isTest = false;

  constructor(private readonly options: FacebookOptions) {}

  authorizeUrl(p: AuthorizeParams): string {
    return withQuery(this.options.authUrl, {
      response_type: 'code',
      client_id: this.options.clientId,
      redirect_uri: p.redirectUri,
      state: p.state,
      scope: 'email',
      code_challenge: p.codeChallenge,
      code_challenge_method: 'S256',
      auth_type: p.reauthenticate ? 'reauthenticate' : undefined,
    });
  }

  async exchange(p: ExchangeParams): Promise<SocialProfile> {
    const o = this.options;
    const tokenUrl = joinUrl(o.graphUrl, '/oauth/access_token');
    for (const [k, v] of Object.entries({ client_id: o.clientId, client_secret: o.clientSecret, redirect_uri: p.redirectUri, code: p.code, code_verifier: p.codeVerifier })) {
      tokenUrl.searchParams.set(k, v);
    }
    const token = await callProvider(this.provider, tokenUrl, {}, o.timeoutMs);
    if (token.status !== 200) {
      const code = graphCodeOf(token);
      // code 100(OAuthException): 이미 쓴·만료된 code, verifier·redirect_uri 가 맞지 않을 때
      throw failureOf(this.provider, token, '토큰', code === null ? null : String(code), code === 100);
    }
    const { access_token } = readBody(this.provider, TokenSchema, token.body, '토큰 응답');

    const meUrl = joinUrl(o.graphUrl, '/me');
    meUrl.searchParams.set('fields', 'id,name,email');
    meUrl.searchParams.set('appsecret_proof', appSecretProof(access_token, o.clientSecret));
    const me = await callProvider(this.provider, meUrl, { headers: { authorization: `Bearer ${access_token}` } }, o.timeoutMs);
    if (me.status !== 200) {
      const code = graphCodeOf(me);
      throw failureOf(this.provider, me, '프로필', code === null ? null : String(code));
    }
    const profile = readBody(this.provider, MeSchema, me.body, '프로필');
    return {
      provider: this.provider,
      providerUserId: profile.id,
      // 페이스북은 확인된 주 이메일만 준다. 회원이 거절했거나 이메일 없이(휴대폰으로) 가입했으면 오지 않는다
      email: normalizeEmail(profile.email),
      // 페이스북은 확인된 기본 이메일만 email 로 준다
      emailVerified: normalizeEmail(profile.email) !== null,
      name: nonEmpty(profile.name),
      cellPhone: null,
    };
  }
}
