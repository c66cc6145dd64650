import { z } from 'zod';
import { callProvider, errorCodeOf, failureOf, joinUrl, nonEmpty, normalizeCellPhone, normalizeEmail, postAuthorizationCode, readBody, withQuery } from './http';
import type { AuthorizeParams, ExchangeParams, IdentityProvider, SocialProfile } from './types';

export type KakaoOptions = {
  /** REST API 키 */
  clientId: string;
  /** 콘솔에서 클라이언트 시크릿을 켰을 때만 */
  clientSecret?: string;
  /** 있으면 탈퇴할 때 연결 끊기(unlink)를 부른다 */
  adminKey?: string;
  /** https://kauth.kakao.com */
  authUrl: string;
  /** https://kapi.kakao.com */
  apiUrl: string;
  timeoutMs: number;
};

const TokenSchema = z.object({ access_token: z.string().min(1) });

const UserSchema = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]),
  kakao_account: z
    .object({
      email: z.string().nullish(),
      is_email_valid: z.boolean().nullish(),
      is_email_verified: z.boolean().nullish(),
      name: z.string().nullish(),
      phone_number: z.string().nullish(),
      profile: z.object({ nickname: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

/** 이미 앱과 연결이 끊긴 회원(-101): 끊기를 다시 불러도 할 일이 없다 */
const NOT_LINKED = '-101';

/** 카카오 로그인 REST API(인가 코드 + PKCE). 토큰은 프로필을 읽는 데만 쓰고 버린다 */
export class KakaoIdentityProvider implements IdentityProvider {
  readonly provider = 'KAKAO' as const;
  readonly isTest = false;
  readonly unlink?: (providerUserId: string) => Promise<void>;

  constructor(private readonly options: KakaoOptions) {
    const adminKey = options.adminKey;
    if (adminKey) this.unlink = (providerUserId) => this.unlinkUser(providerUserId, adminKey);
  }

  authorizeUrl(p: AuthorizeParams): string {
    return withQuery(joinUrl(this.options.authUrl, '/oauth/authorize').toString(), {
      response_type: 'code',
      client_id: this.options.clientId,
      redirect_uri: p.redirectUri,
      state: p.state,
      code_challenge: p.codeChallenge,
      code_challenge_method: 'S256',
      prompt: p.reauthenticate ? 'login' : undefined,
    });
  }

  async exchange(p: ExchangeParams): Promise<SocialProfile> {
    const o = this.options;
    const token = await postAuthorizationCode(this.provider, joinUrl(o.authUrl, '/oauth/token'), o, p);
    if (token.status !== 200) {
      const error = errorCodeOf(token.body);
      const koe = errorCodeOf(token.body, 'error_code');
      // KOE320: 이미 쓴 code·만료된 code·verifier 가 다를 때
      throw failureOf(this.provider, token, '토큰', koe ?? error, error === 'invalid_grant' || koe === 'KOE320');
    }
    const { access_token } = readBody(this.provider, TokenSchema, token.body, '토큰 응답');

    const me = await callProvider(this.provider, joinUrl(o.apiUrl, '/v2/user/me'), { headers: { authorization: `Bearer ${access_token}` } }, o.timeoutMs);
    if (me.status !== 200) throw failureOf(this.provider, me, '사용자 정보', errorCodeOf(me.body, 'code'));
    const user = readBody(this.provider, UserSchema, me.body, '사용자 정보');
    const account = user.kakao_account;
    // 유효하고 인증된 이메일만 믿는다: 남의 이메일로 기존 회원에 붙는 것을 막는다
    const verified = account?.is_email_valid === true && account.is_email_verified === true;
    return {
      provider: this.provider,
      providerUserId: String(user.id),
      email: verified ? normalizeEmail(account.email) : null,
      emailVerified: verified,
      name: nonEmpty(account?.name) ?? nonEmpty(account?.profile?.nickname),
      cellPhone: normalizeCellPhone(account?.phone_number),
    };
  }

  /** 어드민 키로 회원 번호의 연결을 끊는다(access token 이 남아 있지 않은 탈퇴 시점에 부르기 때문) */
  private async unlinkUser(providerUserId: string, adminKey: string): Promise<void> {
    const answer = await callProvider(
      this.provider,
      joinUrl(this.options.apiUrl, '/v1/user/unlink'),
      { method: 'POST', headers: { authorization: `KakaoAK ${adminKey}` }, form: { target_id_type: 'user_id', target_id: providerUserId } },
      this.options.timeoutMs,
    );
    if (answer.status === 200) return;
    const code = errorCodeOf(answer.body, 'code');
    if (code === NOT_LINKED) return;
    throw failureOf(this.provider, answer, '연결 끊기', code);
  }
}
