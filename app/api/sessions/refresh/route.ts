import { NextResponse, type NextRequest } from 'next/server';
import { COOKIE, cookieAttributes, safeRedirectPath } from '@/lib/session/cookies';
import { refreshTokenFrom } from '@/lib/session/refresh-cookie';
import { rotateCookieToken } from '@/lib/session/rotation-grace';
import { clearSessionCookies, isSameOrigin, jsonError, noStore, setSessionCookies } from '@/lib/session/session-responses';
import { signinPath } from '@/lib/session/signin-reason';

export const runtime = 'nodejs';

/**
 * POST /api/sessions/refresh – 화면의 axios 가 액세스 토큰이 만료됐을 때 부른다(lib/api/refresh.ts).
 * HttpOnly 쿠키의 리프레시 토큰을 회전해 두 쿠키를 새로 심고, 답에는 새 액세스 토큰만 싣는다.
 * api 가 토큰을 거절하면(만료·재사용·폐기) 리프레시 쿠키를 지운다: 다시 보내 봐야 같은 답이다. token 쿠키는 그대로
 * 둔다(docs/product.md, Sessions and cookies: 갱신하지 못하면 요청은 옛 토큰으로 나가고 api 가 401 로 답한다). 닿지 못했으면 아무것도 지우지 않는다.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!isSameOrigin(request)) return jsonError('FORBIDDEN');
  const refreshToken = refreshTokenFrom(request.headers.get('cookie'));
  const hostname = request.nextUrl.hostname;
  if (!refreshToken) return jsonError('REFRESH_TOKEN_INVALID');
  const rotated = await rotateCookieToken(refreshToken);
  if (rotated.ok) return setSessionCookies(NextResponse.json({ accessToken: rotated.pair.accessToken }, { headers: noStore }), hostname, rotated.pair);
  if (!rotated.failure) return jsonError('INTERNAL_ERROR');
  const response = NextResponse.json(rotated.failure.body, { status: rotated.failure.status, headers: noStore });
  return clearSessionCookies(response, hostname, []);
}

/**
 * GET /api/sessions/refresh?next=/경로 – 화면 이동 중의 갱신. 리프레시 쿠키는 이 경로에만 실리므로 proxy.ts 는
 * 만료된 토큰을 보면 여기로 보낸다. 갱신되면 next 로 돌려보내고, 아니면 docs/product.md, Sessions and cookies 대로 토큰 쿠키를 지우고
 * redirectUri 에 next 를 남겨 로그인 화면으로 보낸다. next 는 같은 사이트의 경로만 받는다.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const next = safeRedirectPath(request.nextUrl.searchParams.get('next'), '/');
  const hostname = request.nextUrl.hostname;
  const refreshToken = refreshTokenFrom(request.headers.get('cookie'));
  const rotated = refreshToken ? await rotateCookieToken(refreshToken) : null;
  if (rotated?.ok) return setSessionCookies(redirect(request, next), hostname, rotated.pair);

  const response = redirect(request, signinPath('expired'));
  response.cookies.set(COOKIE.redirectUri, next, cookieAttributes(hostname));
  return clearSessionCookies(response, hostname, [COOKIE.token]);
}

function redirect(request: NextRequest, path: string): NextResponse {
  const response = NextResponse.redirect(new URL(path, request.url), 303);
  response.headers.set('cache-control', 'no-store');
  return response;
}
