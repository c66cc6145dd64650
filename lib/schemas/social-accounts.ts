import { z } from 'zod';
import { CellPhoneSchema, type RegistrationType, SignupConsentFields, TokenPairSchema } from './members';

/**
 * 소셜 로그인(카카오·네이버·구글·페이스북)의 계약. 흐름은 api 가 한다(docs/decisions.md "Social sign-in"):
 *  1) 웹이 POST /v1/members/oauth/authorize 로 주소를 받는다. api 는 state·PKCE 를 만들어 DB 에 두고
 *     브라우저에 묶는 HttpOnly 쿠키(oauth_binding)를 같은 응답으로 심는다(withCredentials).
 *  2) 제공자가 웹의 /account/social/{provider} 로 code·state 를 돌려준다.
 *  3) 웹이 목적에 맞는 호출로 code·state 를 넘긴다: 로그인·가입은 POST /v1/members/login/social,
 *     연결은 POST /v1/my-page/{memberId}/social-accounts, 본인 확인은 POST .../member-info/check-social.
 * 제공자의 토큰은 api 밖으로 나가지 않는다. 가입이 필요하면 짧게 사는 서명된 가입권(signupTicket)만 준다.
 */

export const SOCIAL_PROVIDERS = ['KAKAO', 'NAVER', 'GOOGLE', 'FACEBOOK'] as const satisfies readonly RegistrationType[];
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS, { error: '지원하지 않는 로그인 방법입니다.' });
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = { KAKAO: '카카오', NAVER: '네이버', GOOGLE: 'Google', FACEBOOK: 'Facebook' };
/** 주소에 쓰는 이름(/account/social/kakao): 제공자에 등록하는 redirect URI 도 이것으로 끝난다 */
export const SOCIAL_PROVIDER_SLUGS: Record<SocialProvider, string> = { KAKAO: 'kakao', NAVER: 'naver', GOOGLE: 'google', FACEBOOK: 'facebook' };

/** LOGIN: 로그인·가입, LINK: 로그인한 회원에 연결, REAUTH: 내 정보 수정 전 본인 확인(myInfoSession) */
export const OAUTH_PURPOSES = ['LOGIN', 'LINK', 'REAUTH'] as const;
export const OAuthPurposeSchema = z.enum(OAUTH_PURPOSES);
export type OAuthPurpose = z.infer<typeof OAuthPurposeSchema>;

/** 로그인 뒤 돌아갈 웹 안의 경로만 받는다: 바깥 주소로 보내는 열린 리다이렉트를 막는다 */
export const RedirectPathSchema = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\s]*$/, { error: '돌아갈 주소가 올바르지 않습니다.' });

export const OAuthAuthorizeBodySchema = z.object({
  provider: SocialProviderSchema,
  purpose: OAuthPurposeSchema.default('LOGIN'),
  redirectUri: RedirectPathSchema.optional(),
});
export type OAuthAuthorizeBody = z.input<typeof OAuthAuthorizeBodySchema>;
export const OAuthAuthorizeResponseSchema = z.object({ authorizeUrl: z.url(), expiresAt: z.string() });
export type OAuthAuthorizeResponse = z.infer<typeof OAuthAuthorizeResponseSchema>;

/** 제공자가 돌려준 값 그대로. error 는 회원이 제공자 화면에서 취소했을 때(access_denied 등) */
export const OAuthCallbackBodySchema = z.object({
  provider: SocialProviderSchema,
  state: z.string({ error: '로그인 요청 정보가 없습니다. 처음부터 다시 시도해주세요.' }).min(16).max(256),
  code: z.string().min(1).max(2048).optional(),
  error: z.string().max(200).optional(),
});
export type OAuthCallbackBody = z.input<typeof OAuthCallbackBodySchema>;

/** 가입에 쓸 제공자 정보(화면에 보여 줄 만큼만) */
export const SocialProfilePreviewSchema = z.object({
  provider: SocialProviderSchema,
  email: z.string(),
  name: z.string().nullable(),
  /** 제공자가 휴대폰 번호를 주었으면 true: 가입 화면이 번호 칸을 묻지 않는다 */
  hasCellPhone: z.boolean(),
});

/** POST /v1/members/login/social: 연결된 계정이면 토큰 쌍, 아니면 가입권 */
export const SocialLoginResponseSchema = z.discriminatedUnion('result', [
  TokenPairSchema.extend({ result: z.literal('LOGGED_IN'), memberId: z.number().int(), redirectUri: z.string().nullable() }),
  z.object({
    result: z.literal('SIGNUP_REQUIRED'),
    signupTicket: z.string(),
    expiresAt: z.string(),
    profile: SocialProfilePreviewSchema,
    redirectUri: z.string().nullable(),
  }),
]);
export type SocialLoginResponse = z.infer<typeof SocialLoginResponseSchema>;

export const SocialSignupBodySchema = z.object({
  signupTicket: z.string({ error: '가입 정보가 만료되었습니다. 처음부터 다시 시도해주세요.' }).min(16).max(4096),
  /** 제공자가 번호를 주지 않았을 때만 필요하다 */
  cellPhone: CellPhoneSchema.optional(),
  ...SignupConsentFields,
});
export type SocialSignupBody = z.input<typeof SocialSignupBodySchema>;

/**
 * 제공자 계정의 이메일이 이미 가입된 회원의 것이면 조용히 합치지 않는다: 409 SOCIAL_EMAIL_REGISTERED 의 meta 에
 * 연결권(linkTicket)을 주고, 회원이 기존 방법(비밀번호)으로 로그인하며 이것을 함께 내면 그때 연결한다.
 */
export const SocialEmailRegisteredMetaSchema = z.object({
  provider: SocialProviderSchema,
  maskedEmail: z.string(),
  linkTicket: z.string(),
  /** 기존 회원이 로그인할 수 있는 방법 */
  signInMethods: z.array(z.enum(['EMAIL', ...SOCIAL_PROVIDERS])),
});

export const SocialAccountSchema = z.object({
  provider: SocialProviderSchema,
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export const SocialAccountListSchema = z.object({
  items: z.array(SocialAccountSchema),
  /** 비밀번호로도 로그인할 수 있는지: 마지막 로그인 방법은 끊을 수 없다 */
  hasPassword: z.boolean(),
});
export type SocialAccount = z.infer<typeof SocialAccountSchema>;
export type SocialAccountList = z.infer<typeof SocialAccountListSchema>;

/** 콜백을 받은 웹이 어느 호출을 할지 기억해 두는 곳(sessionStorage 키) */
export const OAUTH_PENDING_STORAGE_KEY = 'oauthPending';
