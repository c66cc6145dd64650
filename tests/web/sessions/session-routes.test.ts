// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETE, POST as handOver } from '@/app/api/sessions/route';
import { GET as refreshOnNavigation, POST as refresh } from '@/app/api/sessions/refresh/route';
import { ROTATION_GRACE_MS, forgetRotations, rotateCookieToken } from '@/lib/session/rotation-grace';
import { makeToken } from '../support/jwt';

const API = 'http://localhost:4000/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let rotations: unknown[];
let logouts: { authorization: string | null; body: unknown }[];
let pair: { accessToken: string; refreshToken: string };

beforeEach(async () => {
  forgetRotations();
  rotations = [];
  logouts = [];
  pair = { accessToken: await makeToken(1800, { jti: 'a2' }), refreshToken: await makeToken(14 * 86400, { jti: 'r2', typ: 'refresh' }) };
  server.use(
    http.post(`${API}/members/refresh-token`, async ({ request }) => {
      rotations.push(await request.json());
      return HttpResponse.json(pair);
    }),
    http.post(`${API}/members/logout`, async ({ request }) => {
      logouts.push({ authorization: request.headers.get('authorization'), body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

type Init = { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string>; origin?: string };

/** 브라우저가 같은 출처에서 보낸 것처럼: Sec-Fetch-Site 와 Origin 을 싣는다 */
function request(path: string, { method = 'POST', cookie, body, headers = {}, origin = 'http://localhost:3000' }: Init = {}) {
  const base = origin === 'https://shop.example' ? 'https://shop.example' : 'http://localhost:3000';
  return new NextRequest(`${base}${path}`, {
    method,
    headers: {
      'sec-fetch-site': 'same-origin',
      origin,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Set-Cookie 줄 하나를 이름·값·속성으로 */
function parse(line: string) {
  const [first, ...attrs] = line.split('; ');
  const eq = first!.indexOf('=');
  const map = new Map(attrs.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=').slice(1).join('=')] as const));
  return { name: first!.slice(0, eq), value: decodeURIComponent(first!.slice(eq + 1)), attrs: map };
}
const cookiesOf = (res: Response) => res.headers.getSetCookie().map(parse);
const cookie = (res: Response, name: string, path: string) => cookiesOf(res).find((c) => c.name === name && c.attrs.get('path') === path);

describe('POST /api/sessions – 로그인이 받은 리프레시 토큰을 웹 서버에 맡긴다', () => {
  it('곧바로 한 번 회전하고, 새 리프레시 토큰은 HttpOnly·SameSite=Lax·Path=/api/sessions 쿠키로, 답에는 새 액세스 토큰만', async () => {
    const res = await handOver(request('/api/sessions', { body: { refreshToken: 'from-login' } }));
    expect(res.status).toBe(200);
    expect(rotations).toEqual([{ refreshToken: 'from-login' }]);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ accessToken: pair.accessToken });
    expect(JSON.stringify(body)).not.toContain(pair.refreshToken);

    const refreshCookie = cookie(res, 'refreshToken', '/api/sessions')!;
    expect(refreshCookie.value).toBe(pair.refreshToken);
    expect(refreshCookie.attrs.has('httponly')).toBe(true);
    expect(refreshCookie.attrs.get('samesite')).toBe('Lax');
    // 로컬 호스트에는 https 가 없다: Secure 없이
    expect(refreshCookie.attrs.has('secure')).toBe(false);
    // 수명은 토큰의 exp 까지(14일)
    expect(Number(refreshCookie.attrs.get('max-age'))).toBeGreaterThan(14 * 86400 - 60);
    expect(Number(refreshCookie.attrs.get('max-age'))).toBeLessThanOrEqual(14 * 86400);
    // 예전 빌드의 읽을 수 있는 쿠키(경로 /)는 지운다
    expect(cookie(res, 'refreshToken', '/')).toMatchObject({ value: '', attrs: expect.any(Map) });
    expect(cookie(res, 'refreshToken', '/')!.attrs.get('max-age')).toBe('0');
    // 액세스 토큰은 예전처럼 화면이 읽는 쿠키
    const token = cookie(res, 'token', '/')!;
    expect(token.value).toBe(pair.accessToken);
    expect(token.attrs.has('httponly')).toBe(false);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('운영 호스트에서는 두 쿠키 모두 Secure: 리프레시는 SameSite=Lax, 액세스 토큰은 docs/product.md, Sessions and cookies 대로 SameSite=None', async () => {
    const res = await handOver(request('/api/sessions', { body: { refreshToken: 'from-login' }, origin: 'https://shop.example' }));
    expect(res.status).toBe(200);
    const refreshCookie = cookie(res, 'refreshToken', '/api/sessions')!;
    expect(refreshCookie.attrs.has('secure')).toBe(true);
    expect(refreshCookie.attrs.has('httponly')).toBe(true);
    expect(refreshCookie.attrs.get('samesite')).toBe('Lax');
    const token = cookie(res, 'token', '/')!;
    expect(token.attrs.has('secure')).toBe(true);
    expect(token.attrs.get('samesite')?.toLowerCase()).toBe('none');
  });

  it('api 가 거절하면(재사용·만료) 그 오류 그대로, 쿠키는 심지 않는다', async () => {
    server.use(
      http.post(`${API}/members/refresh-token`, () =>
        HttpResponse.json({ code: 'REFRESH_TOKEN_REUSED', message: '로그인이 만료되었습니다. 다시 로그인해주세요.', meta: null }, { status: 401 }),
      ),
    );
    const res = await handOver(request('/api/sessions', { body: { refreshToken: 'spent' } }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'REFRESH_TOKEN_REUSED', message: '로그인이 만료되었습니다. 다시 로그인해주세요.' });
    expect(cookiesOf(res)).toEqual([]);
  });

  it('다른 사이트에서 온 요청은 403(남의 토큰으로 로그인시키기 방지), 본문이 틀리면 400 한국어', async () => {
    const cross = await handOver(request('/api/sessions', { body: { refreshToken: 'x' }, headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(cross.status).toBe(403);
    expect(await cross.json()).toEqual({ code: 'FORBIDDEN', message: '접근 권한이 없습니다.', meta: null });
    const foreignOrigin = await handOver(
      new NextRequest('http://localhost:3000/api/sessions', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{"refreshToken":"x"}' }),
    );
    expect(foreignOrigin.status).toBe(403);

    const missing = await handOver(request('/api/sessions', { body: {} }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: '요청 값이 올바르지 않습니다.' });
    const broken = await handOver(request('/api/sessions', { body: '{not json' }));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'MALFORMED_BODY' });
    const huge = await handOver(request('/api/sessions', { body: { refreshToken: 'x'.repeat(17 * 1024) } }));
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ code: 'MALFORMED_BODY' });
    expect(rotations).toEqual([]);
  });
});

describe('POST /api/sessions/refresh – 화면의 갱신', () => {
  it('HttpOnly 쿠키의 토큰을 회전해 두 쿠키를 새로 심고 새 액세스 토큰만 돌려준다', async () => {
    const res = await refresh(request('/api/sessions/refresh', { cookie: 'refreshToken=r1; token=old' }));
    expect(res.status).toBe(200);
    expect(rotations).toEqual([{ refreshToken: 'r1' }]);
    expect(await res.json()).toEqual({ accessToken: pair.accessToken });
    expect(cookie(res, 'refreshToken', '/api/sessions')?.value).toBe(pair.refreshToken);
    expect(cookie(res, 'token', '/')?.value).toBe(pair.accessToken);
  });

  it('두 쿠키가 다 오면(경로가 긴 HttpOnly 쿠키가 앞) 앞의 것을 쓴다', async () => {
    await refresh(request('/api/sessions/refresh', { cookie: 'refreshToken=httponly-r; token=t; refreshToken=legacy-r' }));
    expect(rotations).toEqual([{ refreshToken: 'httponly-r' }]);
  });

  it('예전 빌드의 쿠키만 있으면 그것을 한 번 회전해 HttpOnly 로 옮기고 예전 것은 지운다', async () => {
    const res = await refresh(request('/api/sessions/refresh', { cookie: 'token=t; refreshToken=legacy-r' }));
    expect(rotations).toEqual([{ refreshToken: 'legacy-r' }]);
    expect(cookie(res, 'refreshToken', '/api/sessions')?.value).toBe(pair.refreshToken);
    expect(cookie(res, 'refreshToken', '/')?.attrs.get('max-age')).toBe('0');
  });

  it('쿠키가 없으면 api 를 부르지 않고 401 한국어', async () => {
    const res = await refresh(request('/api/sessions/refresh', { cookie: 'token=t' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'REFRESH_TOKEN_INVALID', message: '로그인이 만료되었습니다. 다시 로그인해주세요.', meta: null });
    expect(rotations).toEqual([]);
  });

  it('api 가 재사용으로 거절하면(세션 전체가 폐기됨) 리프레시 쿠키를 지우고 token 쿠키는 남긴다', async () => {
    server.use(
      http.post(`${API}/members/refresh-token`, () =>
        HttpResponse.json({ code: 'REFRESH_TOKEN_REUSED', message: '로그인이 만료되었습니다. 다시 로그인해주세요.', meta: null }, { status: 401 }),
      ),
    );
    const res = await refresh(request('/api/sessions/refresh', { cookie: 'refreshToken=spent' }));
    expect(res.status).toBe(401);
    expect(cookie(res, 'refreshToken', '/api/sessions')?.attrs.get('max-age')).toBe('0');
    expect(cookie(res, 'token', '/')).toBeUndefined();
  });

  it('api 에 닿지 못하면 쿠키를 그대로 두고 오류로 답한다(다음에 다시 시도할 수 있게)', async () => {
    server.use(http.post(`${API}/members/refresh-token`, () => HttpResponse.error()));
    const res = await refresh(request('/api/sessions/refresh', { cookie: 'refreshToken=r1' }));
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(cookiesOf(res)).toEqual([]);
  });

  it('다른 사이트에서 온 요청은 회전하지 않는다', async () => {
    const res = await refresh(request('/api/sessions/refresh', { cookie: 'refreshToken=r1', headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(res.status).toBe(403);
    expect(rotations).toEqual([]);
  });
});

describe('방금 회전한 쿠키 토큰이 다시 올 때(응답을 잃은 새로 고침, 동시에 옮기는 두 탭)', () => {
  it('회전 중이거나 방금 회전한 같은 토큰은 api 에 다시 보내지 않고 같은 새 쌍을 준다: 재사용으로 세션이 끊기지 않는다', async () => {
    const [a, b] = await Promise.all([
      refresh(request('/api/sessions/refresh', { cookie: 'refreshToken=r1' })),
      refreshOnNavigation(request('/api/sessions/refresh?next=/my-page', { method: 'GET', cookie: 'refreshToken=r1' })),
    ]);
    // 앞 응답이 브라우저에 닿지 못해 옛 쿠키로 다시 왔다
    const again = await refresh(request('/api/sessions/refresh', { cookie: 'refreshToken=r1' }));
    expect(rotations).toEqual([{ refreshToken: 'r1' }]);
    for (const res of [a, b, again]) expect(cookie(res, 'refreshToken', '/api/sessions')?.value).toBe(pair.refreshToken);
    expect(await again.json()).toEqual({ accessToken: pair.accessToken });
  });

  it('기억은 잠깐뿐이다: 그 뒤에 옛 토큰이 오면 api 로 보내고(재사용 감지) 그 답을 따른다', async () => {
    let clock = 1_000_000;
    await rotateCookieToken('r1', () => clock);
    clock += ROTATION_GRACE_MS + 1;
    server.use(
      http.post(`${API}/members/refresh-token`, async ({ request: req }) => {
        rotations.push(await req.json());
        return HttpResponse.json({ code: 'REFRESH_TOKEN_REUSED', message: '로그인이 만료되었습니다. 다시 로그인해주세요.', meta: null }, { status: 401 });
      }),
    );
    const late = await rotateCookieToken('r1', () => clock);
    expect(rotations).toHaveLength(2);
    expect(late).toMatchObject({ ok: false, failure: { status: 401 } });
  });

  it('로그인이 넘겨준 토큰(POST /api/sessions)에는 쓰지 않는다: 화면을 지나온 값의 두 번째 사용은 api 가 판단한다', async () => {
    await handOver(request('/api/sessions', { body: { refreshToken: 'handed' } }));
    await handOver(request('/api/sessions', { body: { refreshToken: 'handed' } }));
    expect(rotations).toEqual([{ refreshToken: 'handed' }, { refreshToken: 'handed' }]);
  });
});

describe('GET /api/sessions/refresh?next= – 화면 이동 중의 갱신(proxy.ts 가 보낸다)', () => {
  it('갱신하면 쿠키를 새로 심고 next 로 돌려보낸다', async () => {
    const res = await refreshOnNavigation(request('/api/sessions/refresh?next=%2Fmy-page%3Ftab%3Dinfo', { method: 'GET', cookie: 'refreshToken=r1' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:3000/my-page?tab=info');
    expect(rotations).toEqual([{ refreshToken: 'r1' }]);
    expect(cookie(res, 'token', '/')?.value).toBe(pair.accessToken);
    expect(cookie(res, 'refreshToken', '/api/sessions')?.value).toBe(pair.refreshToken);
  });

  it('갱신하지 못하면 docs/product.md, Sessions and cookies 대로: 토큰 쿠키를 지우고 redirectUri 에 next 를 남겨 로그인 화면(까닭: 세션이 끝남)으로', async () => {
    server.use(
      http.post(`${API}/members/refresh-token`, () => HttpResponse.json({ code: 'SESSION_REVOKED', message: '로그인이 만료되었습니다. 다시 로그인해주세요.', meta: null }, { status: 401 })),
    );
    const res = await refreshOnNavigation(request('/api/sessions/refresh?next=/cart', { method: 'GET', cookie: 'refreshToken=r1' }));
    expect(res.headers.get('location')).toBe('http://localhost:3000/account/signin?reason=expired');
    expect(cookie(res, 'token', '/')?.value).toBe('');
    expect(cookie(res, 'redirectUri', '/')?.value).toBe('/cart');
    expect(cookie(res, 'refreshToken', '/api/sessions')?.attrs.get('max-age')).toBe('0');
    expect(cookie(res, 'refreshToken', '/')?.attrs.get('max-age')).toBe('0');
  });

  it('쿠키가 없어도 로그인으로, 다른 사이트 주소의 next 는 첫 화면으로 바꾼다(열린 리다이렉트 방지)', async () => {
    const none = await refreshOnNavigation(request('/api/sessions/refresh?next=/my-page', { method: 'GET' }));
    expect(new URL(none.headers.get('location')!).pathname).toBe('/account/signin');
    expect(rotations).toEqual([]);

    const evil = await refreshOnNavigation(request('/api/sessions/refresh?next=//evil.example/x', { method: 'GET', cookie: 'refreshToken=r1' }));
    expect(evil.headers.get('location')).toBe('http://localhost:3000/');
  });
});

describe('DELETE /api/sessions – 로그아웃', () => {
  it('api 의 세션을 닫고(액세스·리프레시 토큰 모두 넘긴다) docs/product.md, Sessions and cookies 의 쿠키 넷을 서버에서 지운다', async () => {
    const token = await makeToken(3600);
    const res = await DELETE(
      request('/api/sessions', { method: 'DELETE', cookie: 'refreshToken=r1; myInfoSession=s', headers: { authorization: `Bearer ${token}` } }),
    );
    expect(res.status).toBe(204);
    expect(logouts).toEqual([{ authorization: `Bearer ${token}`, body: { refreshToken: 'r1' } }]);
    for (const name of ['token', 'myInfoSession', 'redirectUri']) expect(cookie(res, name, '/')?.value, name).toBe('');
    const refreshCookie = cookie(res, 'refreshToken', '/api/sessions')!;
    expect(refreshCookie.attrs.get('max-age')).toBe('0');
    expect(refreshCookie.attrs.has('httponly')).toBe(true);
    expect(cookie(res, 'refreshToken', '/')?.attrs.get('max-age')).toBe('0');
  });

  it('로그아웃한 뒤에는 회전을 기억하지 않는다: 방금 회전한 옛 토큰이 다시 오면 api 로 보낸다', async () => {
    await refresh(request('/api/sessions/refresh', { cookie: 'refreshToken=r1' }));
    await DELETE(request('/api/sessions', { method: 'DELETE', cookie: `refreshToken=${pair.refreshToken}` }));
    await refresh(request('/api/sessions/refresh', { cookie: 'refreshToken=r1' }));
    expect(rotations).toEqual([{ refreshToken: 'r1' }, { refreshToken: 'r1' }]);
  });

  it('api 에 닿지 못해도 쿠키는 지운다', async () => {
    server.use(http.post(`${API}/members/logout`, () => HttpResponse.error()));
    const res = await DELETE(request('/api/sessions', { method: 'DELETE', cookie: 'refreshToken=r1' }));
    expect(res.status).toBe(204);
    expect(cookie(res, 'refreshToken', '/api/sessions')?.attrs.get('max-age')).toBe('0');
  });

  it('다른 사이트에서 온 로그아웃은 받지 않는다', async () => {
    const res = await DELETE(request('/api/sessions', { method: 'DELETE', cookie: 'refreshToken=r1', headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(res.status).toBe(403);
    expect(logouts).toEqual([]);
  });
});
