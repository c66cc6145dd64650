import { z } from 'zod';
import { callProvider, errorCodeOf, failureOf, joinUrl, nonEmpty, normalizeCellPhone, normalizeEmail, readBody, withQuery } from './http';
import { IdentityProviderError, type AuthorizeParams, type ExchangeParams, type IdentityProvider, type SocialProfile } from './types';

export type NaverOptions = {
  clientId: string;
  clientSecret: string;
  /** https://nid.naver.com */
  authUrl: string;
  /** https://openapi.naver.com */
  apiUrl: string;
  timeoutMs: number;
};

const TokenSchema = z.object({ access_token: z.string().min(1) });

const ProfileSchema = z.object({
  resultcode: z.string(),
  response: z
    .object({
      id: z.string().min(1),
      email: z.string().nullish(),
      name: z.string().nullish(),
      nickname: z.string().nullish(),
      mobile: z.string().nullish(),
    })
    .nullish(),
});

/**
 * 네이버는 토큰 끝점의 실패도 200 에 error 로 답한다. 이미 쓴·만료된 code 는 invalid_request
 * ("no valid data in session")로 오므로 invalid_grant 와 함께 code 의 실패로 본다.
 */
const GRANT_ERRORS = new Set(['invalid_grant', 'invalid_request']);
const RETRY_ERRORS = new Set(['server_error', 'temporarily_unavailable']);

/** 네이버 로그인(인가 코드, PKCE 없음: state 가 요청을 묶는다) */
export class NaverIdentityProvider implements IdentityProvider {
  readonly provider = 'NAVER' as const;
  readonly isTest = false;

  constructor(private readonly options: NaverOptions) {}

  authorizeUrl(p: AuthorizeParams): string {
    return withQuery(joinUrl(this.options.authUrl, '/oauth2.0/authorize').toString(), {
      response_type: 'code',
      client_id: this.options.clientId,
      redirect_uri: p.redirectUri,
      state: p.state,
      auth_type: p.reauthenticate ? 'reauthenticate' : undefined,
    });
  }

  async exchange(p: ExchangeParams): Promise<SocialProfile> {
    const o = this.options;
    const token = await callProvider(
      this.provider,
      joinUrl(o.authUrl, '/oauth2.0/token'),
      { method: 'POST', form: { grant_type: 'authorization_code', client_id: o.clientId, client_secret: o.clientSecret, code: p.code, state: p.state } },
      o.timeoutMs,
    );
    const error = errorCodeOf(token.body);
    if (token.status !== 200) throw failureOf(this.provider, token, '토큰', error, error !== null && GRANT_ERRORS.has(error));
    if (error) {
      const kind = GRANT_ERRORS.has(error) ? 'INVALID_GRANT' : RETRY_ERRORS.has(error) ? 'UNAVAILABLE' : 'INVALID_RESPONSE';
      throw new IdentityProviderError(kind, this.provider, `토큰 ${error}`);
    }
    const { access_token } = readBody(this.provider, TokenSchema, token.body, '토큰 응답');

    const me = await callProvider(this.provider, joinUrl(o.apiUrl, '/v1/nid/me'), { headers: { authorization: `Bearer ${access_token}` } }, o.timeoutMs);
    if (me.status !== 200) throw failureOf(this.provider, me, '프로필', errorCodeOf(me.body, 'resultcode'));
    const profile = readBody(this.provider, ProfileSchema, me.body, '프로필');
    if (profile.resultcode !== '00' || !profile.response) {
      throw new IdentityProviderError('INVALID_RESPONSE', this.provider, `프로필 resultcode ${errorCodeOf(profile, 'resultcode') ?? '?'}`);
    }
    const r = profile.response;
    return {
      provider: this.provider,
      providerUserId: r.id,
      // 네이버는 확인 여부를 따로 주지 않고 계정의 연락처 이메일을 준다: 기존 회원에 조용히 붙지 않고(연결권),
      // 이 이메일로 가입하면 이메일 가입처럼 인증 메일을 보내 주인을 확인한다
      email: normalizeEmail(r.email),
      emailVerified: false,
      name: nonEmpty(r.name) ?? nonEmpty(r.nickname),
      cellPhone: normalizeCellPhone(r.mobile),
    };
  }
}
