import {
  MemberInfoSchema,
  SignupResponseSchema,
  TokenPairSchema,
  type EmailLoginBody,
  type EmailSignupBody,
  type MemberInfo,
  type TokenPair,
} from '../schemas/members';
import { clearSessionCookies, getAccessToken } from '../session/client';
import { http } from './http';
import { endSession } from './sessions';

export type SignupResponse = { memberId: number; accessToken: string; refreshToken: string };

// POST /v1/members/login/email – 이메일 로그인. linkTicket 은 소셜 로그인이 이미 가입된 이메일을 만났을 때 받은 연결권:
// 비밀번호로 본인임을 보인 이 로그인에서만 api 가 그 제공자 계정을 연결한다
export async function loginWithEmail(body: EmailLoginBody, options: { linkTicket?: string } = {}): Promise<TokenPair> {
  const { data } = await http.post('/members/login/email', options.linkTicket ? { ...body, linkTicket: options.linkTicket } : body);
  return TokenPairSchema.parse(data);
}

// POST /v1/members/signup/email – 이메일 회원가입 (가입과 동시에 로그인)
export async function signupWithEmail(body: EmailSignupBody): Promise<SignupResponse> {
  const { data } = await http.post('/members/signup/email', body);
  return SignupResponseSchema.parse(data);
}

// 로그아웃: DELETE /api/sessions(웹 서버)가 HttpOnly 리프레시 쿠키를 지우고 POST /v1/members/logout 으로 세션을 닫는다.
// 화면 쪽 쿠키는 먼저 지운다: 요청이 끝나기 전에 다른 화면으로 넘어가도(응답을 기다리지 않고 이동해도) 브라우저에는
// 로그인이 남지 않는다. 요청은 keepalive 라 화면을 떠나도 끝까지 간다.
export async function logout(): Promise<void> {
  const token = getAccessToken();
  clearSessionCookies();
  await endSession(token);
}

// GET /v1/my-page/{memberId} – 내 정보
export async function getMemberInfo(memberId: number): Promise<MemberInfo> {
  const { data } = await http.get(`/my-page/${memberId}`);
  return MemberInfoSchema.parse(data);
}
