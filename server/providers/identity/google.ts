import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { errorCodeOf, failureOf, nonEmpty, normalizeEmail, postAuthorizationCode, readBody, withQuery } from './http';
import { IdentityProviderError, type AuthorizeParams, type ExchangeParams, type IdentityProvider, type SocialProfile } from './types';

export type GoogleOptions = {
  clientId: string;
  clientSecret: string;
  /** https://accounts.google.com/o/oauth2/v2/auth */
  authUrl: string;
  /** https://oauth2.googleapis.com/token */
  tokenUrl: string;
  /** https://www.googleapis.com/oauth2/v3/certs */
  jwksUrl: string;
  timeoutMs: number;
};

/** 구글의 id token 발급자는 두 가지로 온다(문서가 둘 다 받으라고 한다) */
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

const CLOCK_TOLERANCE_SECONDS = 30;

const TokenSchema = z.object({ id_token: z.string().min(1) });

const ClaimsSchema = z.object({
  sub: z.string().min(1),
  nonce: z.string().optional(),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
});

/**
 * 구글 OpenID Connect(인가 코드 + PKCE + nonce). 프로필은 userinfo 를 부르지 않고
 * 토큰 끝점이 준 id token 을 공개키(JWKS)로 검증해서 읽는다.
 */
export class GoogleIdentityProvider implements IdentityProvider {
  readonly provider = 'GOOGLE' as const;
  readonly isTest = false;
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly options: GoogleOptions) {
    // 공개키 묶음은 인스턴스가 들고 있다가 모르는 kid 가 오면 다시 받는다(jose 의 캐시)
    this.jwks = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: options.timeoutMs });
  }

  authorizeUrl(p: AuthorizeParams): string {
    return withQuery(this.options.authUrl, {
      response_type: 'code',
      client_id: this.options.clientId,
      redirect_uri: p.redirectUri,
      scope: 'openid email profile',
      state: p.state,
      nonce: p.nonce,
      code_challenge: p.codeChallenge,
      code_challenge_method: 'S256',
      // 구글은 prompt=login 을 받지 않는다(none·consent·select_account 만): 계정을 다시 고르게 하고 max_age=0 으로 새 인증을 요구한다
      prompt: p.reauthenticate ? 'select_account' : undefined,
      max_age: p.reauthenticate ? '0' : undefined,
    });
  }

  async exchange(p: ExchangeParams): Promise<SocialProfile> {
    const o = this.options;
    const token = await postAuthorizationCode(this.provider, new URL(o.tokenUrl), o, p);
    if (token.status !== 200) {
      const error = errorCodeOf(token.body);
      throw failureOf(this.provider, token, '토큰', error, error === 'invalid_grant');
    }
    const { id_token } = readBody(this.provider, TokenSchema, token.body, '토큰 응답');
    const claims = readBody(this.provider, ClaimsSchema, await this.verify(id_token), 'id token');
    // nonce 는 이 로그인 요청에서 만든 값이어야 한다: 다른 요청의 id token 을 끼워 넣는 재생을 막는다
    if (!claims.nonce || claims.nonce !== p.nonce) throw new IdentityProviderError('INVALID_RESPONSE', this.provider, 'id token 의 nonce 가 다릅니다');
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    return {
      provider: this.provider,
      providerUserId: claims.sub,
      email: verified ? normalizeEmail(claims.email) : null,
      emailVerified: verified,
      name: nonEmpty(claims.name),
      cellPhone: null,
    };
  }

  /** 서명·발급자·대상(client id)·만료를 본다. 공개키를 못 받은 것은 검증 실패가 아니라 제공자 쪽 장애다 */
  private async verify(idToken: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(idToken, this.jwks, {
        issuer: ISSUERS,
        audience: this.options.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        // 우리 서버와 구글의 시계가 조금 어긋나도 막 발급된 토큰을 버리지 않게
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      return payload;
    } catch (e) {
      if (e instanceof errors.JWKSTimeout) throw new IdentityProviderError('TIMEOUT', this.provider, '공개키를 제한 시간 안에 받지 못했습니다');
      if (e instanceof errors.JOSEError && e.code !== 'ERR_JOSE_GENERIC') {
        throw new IdentityProviderError('INVALID_RESPONSE', this.provider, `id token 검증 실패(${e.code})`);
      }
      // 공개키 응답이 200 이 아니거나 JSON 이 아님(ERR_JOSE_GENERIC), 연결 실패(TypeError)
      throw new IdentityProviderError('UNAVAILABLE', this.provider, `공개키를 받지 못했습니다(${e instanceof Error ? e.name : 'unknown'})`);
    }
  }
}
