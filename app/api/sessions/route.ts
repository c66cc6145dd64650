import { NextResponse, type NextRequest } from 'next/server';
import { RefreshTokenBodySchema } from '@/lib/schemas/members';
import { readLimitedText } from '@/lib/request-body';
import { COOKIE } from '@/lib/session/cookies';
import { refreshTokenFrom } from '@/lib/session/refresh-cookie';
import { forgetRotationsOf } from '@/lib/session/rotation-grace';
import { closeSessionAtApi, rotateRefreshToken } from '@/lib/session/session-api';
import { clearSessionCookies, isSameOrigin, jsonError, noStore, setSessionCookies } from '@/lib/session/session-responses';

export const runtime = 'nodejs';

const MAX_BODY_BYTES = 16 * 1024;

/**
 * POST /api/sessions – 로그인·가입이 api 에서 받은 리프레시 토큰을 웹 서버에 맡긴다(docs/decisions.md, Sessions).
 * 받은 토큰은 곧바로 한 번 회전한다: 화면 스크립트를 지나온 값은 이 자리에서 써 버리고, 쿠키에는 스크립트가 본 적
 * 없는 새 토큰만 남긴다. 누가 그 사이 가로채 먼저 썼다면 이 회전이 재사용으로 걸려 세션 전체가 끊긴다.
 * 답은 새 액세스 토큰뿐이다(token 쿠키에도 심는다).
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!isSameOrigin(request)) return jsonError('FORBIDDEN');
  const raw = await readLimitedText(request, MAX_BODY_BYTES);
  if (!raw.ok) return jsonError('MALFORMED_BODY');
  let body: unknown;
  try {
    body = JSON.parse(raw.text);
  } catch {
    return jsonError('MALFORMED_BODY');
  }
  const parsed = RefreshTokenBodySchema.safeParse(body);
  if (!parsed.success) return jsonError('VALIDATION_FAILED');

  const rotated = await rotateRefreshToken(parsed.data.refreshToken);
  if (!rotated.ok) {
    return rotated.failure ? NextResponse.json(rotated.failure.body, { status: rotated.failure.status, headers: noStore }) : jsonError('INTERNAL_ERROR');
  }
  const response = NextResponse.json({ accessToken: rotated.pair.accessToken }, { headers: noStore });
  return setSessionCookies(response, request.nextUrl.hostname, rotated.pair);
}

/**
 * DELETE /api/sessions – 로그아웃. docs/product.md, Sessions and cookies 의 쿠키 넷(token, myInfoSession, refreshToken, redirectUri)을 서버가 지우고
 * api 의 세션(토큰 패밀리)도 닫는다. 화면은 자기 쪽 쿠키를 먼저 지우므로 액세스 토큰은 Authorization 으로 받는다.
 */
export async function DELETE(request: NextRequest): Promise<NextResponse> {
  if (!isSameOrigin(request)) return jsonError('FORBIDDEN');
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
  const token = bearer ?? request.cookies.get(COOKIE.token)?.value ?? null;
  const refreshToken = refreshTokenFrom(request.headers.get('cookie'));
  if (refreshToken) forgetRotationsOf(refreshToken);
  await closeSessionAtApi(token, refreshToken);
  const response = new NextResponse(null, { status: 204, headers: noStore });
  return clearSessionCookies(response, request.nextUrl.hostname, [COOKIE.token, COOKIE.myInfoSession, COOKIE.redirectUri]);
}
