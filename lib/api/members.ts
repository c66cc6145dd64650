import { queryOptions } from '@tanstack/react-query';
import {
  MemberInfoSchema,
  SignupResponseSchema,
  TokenPairSchema,
  type EmailLoginBody,
  type EmailSignupBody,
  type MemberInfo,
  type TokenPair,
} from '../schemas/members';
import { clearSessionCookies, getTokens } from '../session/client';
import { http } from './http';

export type SignupResponse = { memberId: number; accessToken: string; refreshToken: string };

// POST /v1/members/login/email – 이메일 로그인
export async function loginWithEmail(body: EmailLoginBody): Promise<TokenPair> {
  const { data } = await http.post('/members/login/email', body);
  return TokenPairSchema.parse(data);
}

// POST /v1/members/signup/email – 이메일 회원가입 (가입과 동시에 로그인)
export async function signupWithEmail(body: EmailSignupBody): Promise<SignupResponse> {
  const { data } = await http.post('/members/signup/email', body);
  return SignupResponseSchema.parse(data);
}

// POST /v1/members/logout – 서버 세션 폐기. 실패해도 브라우저 쪽 로그아웃은 끝까지 한다.
export async function logout(): Promise<void> {
  const { refreshToken } = getTokens();
  try {
    await http.post('/members/logout', { refreshToken });
  } catch {
    // 이미 만료된 세션이거나 네트워크 오류: 쿠키를 지우는 것이 사용자에게 중요한 부분이다.
  }
  clearSessionCookies();
}

// GET /v1/my-page/{memberId} – 내 정보
export async function getMemberInfo(memberId: number): Promise<MemberInfo> {
  const { data } = await http.get(`/my-page/${memberId}`);
  return MemberInfoSchema.parse(data);
}

export const memberKeys = {
  all: ['members'] as const,
  info: (memberId: number | null) => ['members', memberId, 'info'] as const,
};

export function memberInfoQuery(memberId: number | null) {
  return queryOptions({
    queryKey: memberKeys.info(memberId),
    queryFn: () => getMemberInfo(memberId as number),
    enabled: memberId != null,
  });
}
