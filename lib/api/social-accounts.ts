import { queryOptions } from '@tanstack/react-query';
import { MyInfoSessionSchema, type MyInfoSession } from '../schemas/member-info';
import { SignupResponseSchema } from '../schemas/members';
import {
  OAuthAuthorizeResponseSchema,
  SocialAccountListSchema,
  SocialLoginResponseSchema,
  type OAuthAuthorizeBody,
  type OAuthAuthorizeResponse,
  type OAuthCallbackBody,
  type SocialAccountList,
  type SocialLoginResponse,
  type SocialProvider,
  type SocialSignupBody,
} from '../schemas/social-accounts';
import { saveMyInfoSession, withSession } from './member-info';
import type { SignupResponse } from './members';
import { http } from './http';

/*
 * 소셜 로그인. authorize 의 응답이 브라우저에 묶는 HttpOnly 쿠키(oauth_binding)를 심고, 돌아온 뒤의 호출이
 * 그 쿠키를 다시 내야 api 가 state 를 이 브라우저의 것으로 인정한다: 그래서 이 호출들은 withCredentials 로 보낸다.
 */
const withBinding = { withCredentials: true } as const;

// POST /v1/members/oauth/authorize – 제공자의 동의 화면 주소(state·PKCE 는 api 가 만든다)
export async function authorizeSocial(body: OAuthAuthorizeBody): Promise<OAuthAuthorizeResponse> {
  return OAuthAuthorizeResponseSchema.parse((await http.post('/members/oauth/authorize', body, withBinding)).data);
}

// POST /v1/members/login/social – 연결된 계정이면 토큰 쌍, 아니면 가입권
export async function loginWithSocial(body: OAuthCallbackBody): Promise<SocialLoginResponse> {
  return SocialLoginResponseSchema.parse((await http.post('/members/login/social', body, withBinding)).data);
}

// POST /v1/members/signup/social – 가입권으로 회원 만들기(가입과 동시에 로그인)
export async function signupWithSocial(body: SocialSignupBody): Promise<SignupResponse> {
  return SignupResponseSchema.parse((await http.post('/members/signup/social', body, withBinding)).data);
}

const base = (memberId: number) => `/my-page/${memberId}/social-accounts`;

// GET /v1/my-page/{memberId}/social-accounts – 연결된 제공자와 비밀번호 유무
export async function listSocialAccounts(memberId: number): Promise<SocialAccountList> {
  return SocialAccountListSchema.parse((await http.get(base(memberId))).data);
}

// POST /v1/my-page/{memberId}/social-accounts – 제공자에서 돌아온 code·state 로 연결, 연결 뒤의 목록을 돌려받는다.
// 로그인 방법을 바꾸는 일이라 다른 내 정보 수정처럼 본인 확인 세션도 함께 싣는다
export async function linkSocialAccount(memberId: number, body: OAuthCallbackBody): Promise<SocialAccountList> {
  const { headers } = withSession();
  return SocialAccountListSchema.parse((await http.post(base(memberId), body, { ...withBinding, headers })).data);
}

// DELETE /v1/my-page/{memberId}/social-accounts/{provider} – 연결 해제(마지막 로그인 방법이면 api 가 거절한다)
export async function unlinkSocialAccount(memberId: number, provider: SocialProvider): Promise<void> {
  await http.delete(`${base(memberId)}/${provider}`, withSession());
}

// POST /v1/my-page/{memberId}/member-info/check-social – 제공자로 본인 확인, 받은 세션은 check-pwd 와 같은 쿠키에 둔다
export async function checkSocial(memberId: number, body: OAuthCallbackBody): Promise<MyInfoSession> {
  const session = MyInfoSessionSchema.parse((await http.post(`/my-page/${memberId}/member-info/check-social`, body, withBinding)).data);
  saveMyInfoSession(session);
  return session;
}

export const socialAccountKeys = {
  list: (memberId: number | null) => ['social-accounts', memberId] as const,
};

export const socialAccountsQuery = (memberId: number | null) =>
  queryOptions({ queryKey: socialAccountKeys.list(memberId), queryFn: () => listSocialAccounts(memberId!), enabled: memberId != null });
