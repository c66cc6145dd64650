import { NextResponse, type NextRequest } from 'next/server';
import { serverApiUrl } from '@/lib/env';
import { withNonce } from '@/lib/security/nonce';
import { COOKIE, cookieAttributes } from '@/lib/session/cookies';
import { SESSION_ROUTE_PATH, appendRefreshCookieDeletion } from '@/lib/session/refresh-cookie';
import { type SigninReason, signinPath } from '@/lib/session/signin-reason';
import { isTokenExpired, roleOf } from '@/lib/session/token';
import { validateSession } from '@/lib/session/validate';

/** 토큰을 주소로 받는 계정 화면: 세션 검사는 없고, 요청마다 그리므로 nonce 정책만 단다 */
const NONCE_ONLY = /^\/account\/(reset-password|verify-email|social\/[^/]+)\/?$/;

/** 요청마다 그리는 화면의 스크립트 정책은 요청마다 새 nonce 로(lib/security/nonce.ts) */
export async function proxy(request: NextRequest) {
  if (NONCE_ONLY.test(request.nextUrl.pathname)) return withNonce(request, async () => NextResponse.next({ request: { headers: request.headers } }));
  return withNonce(request, guard);
}

/**
 * 회원·관리자 화면 앞의 세션 검사(docs/product.md, Sessions and cookies). 화면을 빨리 돌려보내려는 것일 뿐,
 * 권한은 언제나 API 가 다시 검사한다.
 */
async function guard(request: NextRequest) {
  const token = request.cookies.get(COOKIE.token)?.value;
  // 화면 요청에 refreshToken 이 보이면 예전 빌드가 남긴 읽을 수 있는 쿠키다(새 쿠키는 /api/sessions 에만 실린다)
  const legacyRefresh = request.cookies.has(COOKIE.refreshToken);
  // 링크 미리 불러오기는 사람이 간 길이 아니다: 토큰을 갱신하지도(동시에 여럿이 같은 리프레시 토큰을 쓰면
  // 재사용으로 세션이 끊긴다), redirectUri 를 덮어쓰지도 않는다. 미리 못 받은 화면은 누를 때 제대로 검사된다
  if (isPrefetch(request) && (!token || isTokenExpired(token))) return prefetchSkipped();
  if (!token) return toSignin(request, 'required');
  // 리프레시 토큰은 HttpOnly 쿠키로 갱신 라우트에만 실린다: 만료됐으면 그 라우트를 거쳐(갱신하고) 이 경로로 돌아온다.
  // 예전 쿠키가 남아 있으면 같은 길로 옮긴다(한 번 회전해 HttpOnly 로 심고 예전 것은 지운다)
  if (isTokenExpired(token) || (legacyRefresh && !isPrefetch(request))) return throughRefresh(request);

  const session = await validateSession(serverApiUrl(), token);
  if (!session.isValid) return toSignin(request, 'expired');

  if (request.nextUrl.pathname.startsWith('/admin') && roleOf(token) !== 'ADMIN') {
    return NextResponse.redirect(new URL('/', request.url));
  }
  return NextResponse.next({ request: { headers: request.headers } });
}

function isPrefetch(request: NextRequest): boolean {
  return request.headers.has('next-router-prefetch') || request.headers.get('purpose') === 'prefetch';
}

/** 미리 불러오기에 내용 없이 답한다: 라우터는 이 응답을 쓰지 않고, 실제로 이동할 때 다시 요청한다 */
function prefetchSkipped() {
  return new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}

/** 돌아올 경로: 화면 이동 요청(RSC)에 붙는 _rsc 는 뺀다(next.config 의 skipProxyUrlNormalize 로 그대로 들어온다) */
function returnPath(request: NextRequest): string {
  const url = request.nextUrl.clone();
  url.searchParams.delete('_rsc');
  return url.pathname + url.search;
}

/** GET /api/sessions/refresh 로 보낸다: 갱신하면 지금 경로로, 못 하면 로그인으로(app/api/sessions/refresh/route.ts) */
function throughRefresh(request: NextRequest) {
  const url = new URL(`${SESSION_ROUTE_PATH}/refresh`, request.url);
  url.searchParams.set('next', returnPath(request));
  return NextResponse.redirect(url);
}

/** 로그인 화면은 까닭(reason)을 보이고, 마친 뒤 redirectUri 로 돌려보낸다 */
function toSignin(request: NextRequest, reason: SigninReason) {
  if (isPrefetch(request)) return prefetchSkipped();
  const response = NextResponse.redirect(new URL(signinPath(reason), request.url));
  const attrs = cookieAttributes(request.nextUrl.hostname);
  response.cookies.delete({ name: COOKIE.token, ...attrs });
  response.cookies.set(COOKIE.redirectUri, returnPath(request), attrs);
  // 리프레시 쿠키(HttpOnly 와 예전 것)는 Set-Cookie 줄로 지운다: 위의 cookies API 를 다 쓴 뒤에
  appendRefreshCookieDeletion(response, request.nextUrl.hostname);
  return response;
}

export const config = {
  // /account/email-change: 새 이메일의 확인 링크는 로그인한 본인만 확정한다. 로그인 뒤 링크(토큰 포함)로 돌아온다
  matcher: ['/account/reset-password', '/account/verify-email', '/account/social/:provider', '/my-page/:path*', '/admin/:path*', '/cart/:path*', '/checkout/:path*', '/inquiry', '/inquiry/:path*', '/account/email-change'],
};
