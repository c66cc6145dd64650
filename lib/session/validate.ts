import { ValidateTokenResponseSchema, type ValidateTokenResponse } from '../schemas/members';

const TIMEOUT_MS = 5000;
const INVALID: ValidateTokenResponse = { isValid: false, isRenew: false, token: null, refreshToken: null };

/**
 * POST {api}/v1/members/validate-token – 페이지 이동마다 토큰 검사와 갱신.
 * proxy.ts 가 부른다(서버 쪽이라 axios 인스턴스 대신 fetch). 네트워크 오류·시간 초과·
 * 이상한 응답은 모두 "유효하지 않음": SPEC.md 4절 "검사가 실패하면" 과 같은 처리.
 */
export async function validateSession(apiUrl: string, token: string, refreshToken: string): Promise<ValidateTokenResponse> {
  try {
    const response = await fetch(`${apiUrl}/v1/members/validate-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, refreshToken }),
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
