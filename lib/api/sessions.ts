import { saveAccessToken } from '../session/client';
import { ApiError } from './api-error';

/*
 * 웹 서버의 세션 라우트(app/api/sessions, 같은 출처). 리프레시 토큰은 그쪽이 HttpOnly 쿠키로 들고 있어
 * 이 파일은 그 값을 보지 못한다: 받는 것은 새 액세스 토큰뿐이다. 맨 fetch 를 쓴다: axios 인스턴스(http)의
 * 인터셉터가 다시 갱신을 부르거나 실패를 기록하지 않게.
 */

const TIMEOUT_MS = 5000;
const route = (path: string) => `${window.location.origin}/api/sessions${path}`;

type Answer = { status: number; body: unknown };

async function send(path: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(route(path), { ...init, credentials: 'same-origin', cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  return { status: response.status, body };
}

function accessTokenOf(answer: Answer): string | null {
  const token = (answer.body as { accessToken?: unknown } | null)?.accessToken;
  return answer.status === 200 && typeof token === 'string' && token ? token : null;
}

/**
 * POST /api/sessions – 로그인·가입이 받은 리프레시 토큰을 웹 서버에 넘긴다. 서버는 그것을 곧바로 회전해
 * HttpOnly 쿠키로 두고 새 액세스 토큰을 돌려준다. 실패하면 api 의 오류 그대로 던진다(화면이 문구를 보인다).
 */
export async function beginSession(refreshToken: string): Promise<string> {
  let answer: Answer;
  try {
    answer = await send('', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken }) });
  } catch {
    throw ApiError.fromResponse(null, null);
  }
  const token = accessTokenOf(answer);
  if (!token) throw ApiError.fromResponse(answer.status, answer.body);
  saveAccessToken(token);
  return token;
}

/** POST /api/sessions/refresh – 새 액세스 토큰. 갱신하지 못하면 null(닿지 못한 것도) */
export async function refreshSession(): Promise<string | null> {
  try {
    const token = accessTokenOf(await send('/refresh', { method: 'POST' }));
    if (token) saveAccessToken(token);
    return token;
  } catch {
    return null;
  }
}

/** DELETE /api/sessions – 서버가 리프레시 쿠키를 지우고 api 의 세션을 닫는다. 실패해도 던지지 않는다 */
export async function endSession(token: string | undefined): Promise<void> {
  try {
    await send('', { method: 'DELETE', keepalive: true, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    // 네트워크 오류: 브라우저 쪽 로그아웃은 이미 끝났다. 남은 HttpOnly 쿠키는 다음 로그인이 덮어쓴다
  }
}
