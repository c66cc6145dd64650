import { ValidateTokenResponseSchema, type ValidateTokenResponse } from '../schemas/members';

const TIMEOUT_MS = 5000;
const INVALID: ValidateTokenResponse = { isValid: false, isRenew: false, token: null, refreshToken: null };

/**
 * POST {api}/v1/members/validate-token – 페이지 이동마다 토큰 검사. 리프레시 토큰은 보내지 않는다(웹 서버의
 * HttpOnly 쿠키라 화면 요청에 실리지 않는다): 만료된 토큰은 proxy.ts 가 갱신 라우트로 먼저 보낸다.
 * proxy.ts 가 부른다(서버 쪽이라 axios 인스턴스 대신 fetch). 네트워크 오류·시간 초과·
 * 이상한 응답은 모두 "유효하지 않음": docs/product.md, Sessions and cookies 의 "검사가 실패하면" 과 같은 처리.
 */
export async function validateSession(apiUrl: string, token: string): Promise<ValidateTokenResponse> {
  try {
    const response = await fetch(`${apiUrl}/v1/members/validate-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) return INVALID;
    const parsed = ValidateTokenResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : INVALID;
  } catch {
    return INVALID;
  }
}
