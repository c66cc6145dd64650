import type { NextResponse } from 'next/server';
import { COOKIE, cookieAttributes, isLocalNetworkHost } from './cookies';
import { decodeToken } from './token';

/*
 * 리프레시 토큰은 웹 서버만 다룬다: HttpOnly 쿠키로, 갱신·로그아웃 라우트(app/api/sessions)의 경로에만 간다.
 * 화면 스크립트는 읽지 못하고(document.cookie 에 없다), 화면 요청에도 실리지 않는다. 운영에서는 Secure,
 * SameSite 는 Lax: Strict 면 결제창·메일 링크처럼 다른 사이트에서 시작한 이동의 갱신(proxy → GET 갱신)에 쿠키가 실리지 않는다.
 * 이름은 docs/product.md, Sessions and cookies 그대로 refreshToken. 예전 빌드가 경로 / 에 남긴 읽을 수 있는 쿠키(같은 이름)는 지워 가며 옮긴다.
 * 같은 이름의 쿠키 둘(경로 /api/sessions 와 /)을 한 응답에서 다루므로 NextResponse.cookies(이름마다 하나) 대신
 * Set-Cookie 줄을 직접 붙인다: 호출하는 쪽은 response.cookies 를 다 쓴 뒤에 부른다(그 API 는 Set-Cookie 를 다시 쓴다).
 */

/** 리프레시 쿠키가 실리는 유일한 경로 */
export const SESSION_ROUTE_PATH = '/api/sessions';

type SetCookieAttributes = { path: string; httpOnly: boolean; secure: boolean; sameSite: 'Lax' | 'None'; maxAge: number };

function serialize(name: string, value: string, a: SetCookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${a.path}`, `Max-Age=${a.maxAge}`];
  if (a.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (a.httpOnly) parts.push('HttpOnly');
  if (a.secure) parts.push('Secure');
  parts.push(`SameSite=${a.sameSite}`);
  return parts.join('; ');
}

/** 리프레시 쿠키의 속성. 수명은 토큰의 exp 까지: 브라우저가 죽은 토큰을 들고 다니지 않게 */
export function refreshCookieAttributes(hostname: string, refreshToken: string, nowMs = Date.now()): SetCookieAttributes {
  const exp = decodeToken(refreshToken)?.exp;
  const maxAge = typeof exp === 'number' ? Math.max(0, Math.floor(exp - nowMs / 1000)) : 0;
  return { path: SESSION_ROUTE_PATH, httpOnly: true, secure: !isLocalNetworkHost(hostname), sameSite: 'Lax', maxAge };
}

/** 새 리프레시 쿠키를 심고 예전의 읽을 수 있는 쿠키(경로 /)는 지운다 */
export function appendRefreshCookie(response: NextResponse, hostname: string, refreshToken: string, nowMs = Date.now()): void {
  response.headers.append('set-cookie', serialize(COOKIE.refreshToken, refreshToken, refreshCookieAttributes(hostname, refreshToken, nowMs)));
  appendLegacyRefreshDeletion(response, hostname);
}

/** 리프레시 쿠키를 둘 다(새 경로, 예전 경로 /) 지운다 */
export function appendRefreshCookieDeletion(response: NextResponse, hostname: string): void {
  const secure = !isLocalNetworkHost(hostname);
  response.headers.append('set-cookie', serialize(COOKIE.refreshToken, '', { path: SESSION_ROUTE_PATH, httpOnly: true, secure, sameSite: 'Lax', maxAge: 0 }));
  appendLegacyRefreshDeletion(response, hostname);
}

function appendLegacyRefreshDeletion(response: NextResponse, hostname: string): void {
  const legacy = cookieAttributes(hostname);
  response.headers.append(
    'set-cookie',
    serialize(COOKIE.refreshToken, '', { path: '/', httpOnly: false, secure: legacy.secure, sameSite: legacy.sameSite === 'none' ? 'None' : 'Lax', maxAge: 0 }),
  );
}

/**
 * 요청의 refreshToken 쿠키 값들. 브라우저는 경로가 긴 쿠키를 먼저 보내므로(RFC 6265 5.4) HttpOnly 쿠키가 앞,
 * 예전 쿠키(경로 /)가 뒤다. 둘 다 있으면 앞의 것만 쓴다: 예전 것은 옮길 때 이미 쓴 토큰이다.
 */
export function refreshTokenFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== COOKIE.refreshToken) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) continue;
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}
