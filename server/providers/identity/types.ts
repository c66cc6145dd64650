import type { SocialProvider } from '../../../lib/schemas/social-accounts';

/**
 * 소셜 로그인 제공자 하나. 실제 어댑터(카카오·네이버·구글·페이스북)는 .env 의 키가 있을 때,
 * 없으면 api 가 직접 띄우는 내장 테스트 제공자(test-idp)가 같은 OAuth 2.0 규약으로 대신한다.
 * 제공자의 access token 은 이 안에서만 쓰고 버린다: 밖으로는 프로필만 나간다.
 */
export type SocialProfile = {
  provider: SocialProvider;
  /** 제공자 안에서 바뀌지 않는 회원 번호(카카오 id, 네이버 id, 구글 sub, 페이스북 app-scoped id) */
  providerUserId: string;
  /** 이메일(소문자). 없으면 null. 카카오·구글은 제공자가 확인한 것만 준다 */
  email: string | null;
  /** 제공자가 그 이메일의 주인임을 확인했는가(이메일이 없으면 false). 네이버는 연락처 이메일을 확인 없이 주므로 false: 가입 뒤 메일로 인증받는다 */
  emailVerified: boolean;
  name: string | null;
  /** 01012345678 처럼 숫자만. 없으면 null */
  cellPhone: string | null;
};

export type AuthorizeParams = {
  state: string;
  /** PKCE S256 challenge. 네이버처럼 PKCE 가 없는 제공자는 쓰지 않는다 */
  codeChallenge: string;
  /** OpenID Connect nonce(구글): id token 에 그대로 돌아와야 한다 */
  nonce: string;
  /** 제공자에 등록한 redirect URI(웹의 /account/social/{slug}) */
  redirectUri: string;
  /** 본인 확인(REAUTH): 제공자가 지원하면 로그인을 다시 시킨다(카카오 prompt=login, 네이버 auth_type=reauthenticate, 구글 prompt=select_account max_age=0(구글은 prompt=login 이 없다), 페이스북 auth_type=reauthenticate) */
  reauthenticate: boolean;
};

export type ExchangeParams = {
  code: string;
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
};

export interface IdentityProvider {
  readonly provider: SocialProvider;
  /** true 면 내장 테스트 제공자 */
  readonly isTest: boolean;
  /** 브라우저를 보낼 제공자의 동의 화면 주소 */
  authorizeUrl(p: AuthorizeParams): string;
  /** 서버에서 client secret 으로 code 를 토큰으로 바꾸고 프로필을 읽는다. 실패는 IdentityProviderError */
  exchange(p: ExchangeParams): Promise<SocialProfile>;
  /** 탈퇴할 때 제공자 쪽 연결도 끊는다(카카오처럼 그런 호출이 있는 곳만). 이미 끊겨 있으면 조용히 끝난다 */
  unlink?(providerUserId: string): Promise<void>;
}

/**
 * 제공자 호출의 실패를 넷으로 나눈다. 서비스가 이것을 회원에게 보일 오류 코드로 바꾼다.
 *  INVALID_GRANT: code 가 이미 쓰였거나 만료·위조(다시 로그인하면 된다)
 *  TIMEOUT: 제한 시간 안에 답이 없다
 *  UNAVAILABLE: 5xx·연결 실패·한도 초과(잠시 뒤 다시)
 *  INVALID_RESPONSE: 답의 모양이 틀렸거나 id token 검증 실패
 */
export type IdentityProviderErrorKind = 'INVALID_GRANT' | 'TIMEOUT' | 'UNAVAILABLE' | 'INVALID_RESPONSE';

export class IdentityProviderError extends Error {
  constructor(
    readonly kind: IdentityProviderErrorKind,
    readonly provider: SocialProvider,
    detail: string,
  ) {
    super(`${provider} ${kind}: ${detail}`);
    this.name = 'IdentityProviderError';
  }
}
