import { NextResponse, type NextRequest } from 'next/server';
import { ERRORS, errorCode, errorMessage } from '../schemas/errors';
import type { TokenPair } from '../schemas/members';
import { COOKIE, cookieAttributes } from './cookies';
import { appendRefreshCookie, appendRefreshCookieDeletion } from './refresh-cookie';

/* app/api/sessions 의 라우트들이 함께 쓰는 응답 조각: 출처 검사, 오류 본문, 세션 쿠키 심기·지우기 */

/**
 * 같은 출처의 요청인가. 세션 라우트는 쿠키로 움직이므로 다른 사이트의 폼·스크립트가 부르면 안 된다
 * (남의 토큰을 넘겨 그 계정으로 로그인시키기 등). 브라우저가 보내는 Sec-Fetch-Site 를 먼저 보고, 없으면 Origin 의 호스트를 본다.
 * 둘 다 없으면(브라우저가 아닌 호출) 쿠키를 빌려 쓸 일이 없으니 통과시킨다.
 */
export function isSameOrigin(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin) return true;
  try {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host;
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** 세션 라우트가 스스로 내는 오류(목록의 문장 그대로). api 가 답한 오류는 그 본문을 그대로 넘긴다 */
export type SessionErrorName = 'FORBIDDEN' | 'VALIDATION_FAILED' | 'MALFORMED_BODY' | 'REFRESH_TOKEN_INVALID' | 'INTERNAL_ERROR';

export function jsonError(name: SessionErrorName): NextResponse {
  return NextResponse.json({ code: errorCode(name), message: errorMessage(name), meta: null }, { status: ERRORS[name].status, headers: noStore });
}

/** 액세스 토큰은 예전처럼 화면이 읽는 쿠키로(docs/product.md, Sessions and cookies 의 속성), 리프레시 토큰은 HttpOnly 쿠키로 */
export function setSessionCookies(response: NextResponse, hostname: string, pair: TokenPair): NextResponse {
  response.cookies.set(COOKIE.token, pair.accessToken, cookieAttributes(hostname));
  appendRefreshCookie(response, hostname, pair.refreshToken);
  return response;
}

/** 세션 쿠키를 지운다. names 는 화면이 읽는 쪽 쿠키들(리프레시 쿠키는 언제나 지운다) */
export function clearSessionCookies(response: NextResponse, hostname: string, names: readonly string[]): NextResponse {
  const attrs = cookieAttributes(hostname);
  for (const name of names) response.cookies.delete({ name, ...attrs });
  appendRefreshCookieDeletion(response, hostname);
  return response;
}

export const noStore = { 'cache-control': 'no-store' } as const;
