import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { MemberInfoSchema, type MemberInfo, type RegistrationType } from '@/lib/schemas/members';
import type { SocialLoginResponse } from '@/lib/schemas/social-accounts';
import { clearAllCookies } from '../support/cookies';

export const API = 'http://localhost:4000/v1';
export const MEMBER_ID = 7;
/** 계약의 state 는 16자 이상 */
export const STATE = 'state-0123456789abcdef';

/** 회원 정보(useUser)와 실패 기록만 미리 답한다. 처리기 없는 요청은 실패로 본다 */
/** GET /v1/my-page/{memberId} 의 답: 계약(MemberInfoSchema)으로 만들어 계약이 바뀌면 여기서 깨진다 */
export function memberInfo(over: Partial<MemberInfo> = {}): MemberInfo {
  return MemberInfoSchema.parse({ memberId: MEMBER_ID, point: 0, registrationType: 'EMAIL', reviewCount: 0, cellPhone: '01000000000', email: 'demo@example.com', emailVerified: true, ...over });
}

export function socialServer(registrationType: RegistrationType = 'EMAIL') {
  return setupServer(
    http.get(`${API}/my-page/:memberId`, ({ params }) => HttpResponse.json(memberInfo({ memberId: Number(params.memberId), registrationType }))),
    http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
  );
}

/**
 * 테스트 파일 하나의 준비: msw 서버, 깨끗한 쿠키·sessionStorage, 가로챈 location.assign.
 * jsdom 은 다른 주소로 떠나지 못한다: assign 만 바꿔 끼워 어디로 가려 했는지 본다.
 */
export function setUpSocialTests(server: ReturnType<typeof setupServer>) {
  const assign = vi.fn();
  const realLocation = window.location;
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, origin: realLocation.origin, assign } });
  });
  beforeEach(() => {
    clearAllCookies();
    sessionStorage.clear();
  });
  afterEach(() => {
    server.resetHandlers();
    vi.clearAllMocks();
  });
  afterAll(() => {
    server.close();
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  });
  return { assign };
}

export function signupRequired(overrides: Partial<Extract<SocialLoginResponse, { result: 'SIGNUP_REQUIRED' }>> = {}) {
  return {
    result: 'SIGNUP_REQUIRED' as const,
    signupTicket: 'ticket-0123456789abcdefghijklmnop',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    profile: { provider: 'KAKAO' as const, email: 'kakao.user@example.com', name: '김카카오', hasCellPhone: false },
    redirectUri: '/products/100',
    ...overrides,
  };
}

export const apiError = (status: number, code: string, message: string, meta: Record<string, unknown> | null = null) =>
  HttpResponse.json({ code, message, meta }, { status });
