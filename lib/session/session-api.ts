import { serverApiUrl } from '../env';
import { TokenPairSchema, type TokenPair } from '../schemas/members';

/*
 * 웹 서버가 리프레시 토큰으로 부르는 api 두 곳(app/api/sessions 가 쓴다). 계약은 docs/product.md, Sessions and cookies 그대로:
 * POST /v1/members/refresh-token, POST /v1/members/logout.
 */

const TIMEOUT_MS = 5000;

export type ApiFailure = { status: number; body: unknown };
export type RotateResult = { ok: true; pair: TokenPair } | { ok: false; failure: ApiFailure | null };

/** 회전. api 가 오류 본문으로 답하면 그대로 넘기고(정지 회원 403 등), 닿지 못했거나 모양이 틀리면 failure 는 null */
export async function rotateRefreshToken(refreshToken: string): Promise<RotateResult> {
  try {
    const response = await fetch(`${serverApiUrl()}/v1/members/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return { ok: false, failure: response.status >= 400 && response.status < 500 ? { status: response.status, body } : null };
    const pair = TokenPairSchema.safeParse(body);
    return pair.success ? { ok: true, pair: pair.data } : { ok: false, failure: null };
  } catch {
    return { ok: false, failure: null };
  }
}

/** 세션(토큰 패밀리) 폐기. 실패해도 브라우저 쪽 로그아웃은 그대로 끝난다: 쿠키는 이미 지웠다 */
export async function closeSessionAtApi(token: string | null, refreshToken: string | null): Promise<void> {
  if (!token && !refreshToken) return;
  try {
    await fetch(`${serverApiUrl()}/v1/members/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(refreshToken ? { refreshToken } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch {
    // 이미 만료된 세션이거나 api 에 닿지 못했다: 다음 갱신은 쿠키가 없어 일어나지 않는다
  }
}
