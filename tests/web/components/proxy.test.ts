// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config, proxy } from '@/proxy';
import { makeToken } from '../support/jwt';

const VALIDATE = 'http://localhost:4000/v1/members/validate-token';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function request(path: string, cookies: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return new NextRequest(`http://localhost:3000${path}`, { headers: { ...extra, ...(cookie ? { cookie } : {}) } });
}

const answer = (body: object) => server.use(http.post(VALIDATE, () => HttpResponse.json(body)));

/** 응답의 Set-Cookie 줄들: refreshToken 은 경로가 다른 둘(/api/sessions 의 HttpOnly, 예전 빌드의 /)을 함께 지운다 */
const setCookies = (res: Response, name: string) => res.headers.getSetCookie().filter((line) => line.startsWith(`${name}=`));

function expectRefreshCookiesCleared(res: Response) {
  const lines = setCookies(res, 'refreshToken');
  expect(lines).toHaveLength(2);
  expect(lines.find((l) => l.includes('Path=/api/sessions'))).toMatch(/^refreshToken=; .*Max-Age=0.*HttpOnly.*SameSite=Lax/);
  expect(lines.find((l) => /Path=\/;/.test(l))).toMatch(/^refreshToken=; .*Max-Age=0/);
}

describe('proxy.ts – 회원·관리자 화면의 세션 검사', () => {
  it('토큰이 없으면 검사 없이 /account/signin?reason=required 로 보내고 redirectUri 에 경로+쿼리를 남긴다', async () => {
    const res = await proxy(request('/my-page/purchases?page=2'));
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/account/signin');
    // 로그인 화면이 왜 왔는지 말하도록 까닭만 싣는다: 돌아갈 곳은 주소가 아니라 쿠키에
    expect(location.search).toBe('?reason=required');
    expect(res.cookies.get('redirectUri')?.value).toBe('/my-page/purchases?page=2');
    expect(res.cookies.get('token')?.value).toBe('');
    expectRefreshCookiesCleared(res);
  });

  it('살아 있는 토큰인데 검사 결과가 무효면(폐기된 세션) 토큰 쿠키를 지우고 로그인으로 보낸다(까닭: 세션이 끝남)', async () => {
    answer({ isValid: false, isRenew: false, token: null, refreshToken: null });
    const res = await proxy(request('/cart', { token: await makeToken(3600) }));
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/account/signin');
    expect(location.searchParams.get('reason')).toBe('expired');
    expect(res.cookies.get('token')?.value).toBe('');
    expectRefreshCookiesCleared(res);
    expect(res.cookies.get('redirectUri')?.value).toBe('/cart');
  });

  it('검사 호출이 네트워크 오류로 실패해도 무효로 본다', async () => {
    server.use(http.post(VALIDATE, () => HttpResponse.error()));
    const res = await proxy(request('/inquiry', { token: await makeToken(3600) }));
    expect(new URL(res.headers.get('location')!).pathname).toBe('/account/signin');
  });

  it('유효하면 그대로 통과시킨다: 검사에는 액세스 토큰만 보낸다(리프레시 쿠키는 화면 요청에 실리지 않는다)', async () => {
    const token = await makeToken(3600);
    let sent: unknown;
    server.use(
      http.post(VALIDATE, async ({ request: req }) => {
        sent = await req.json();
        return HttpResponse.json({ isValid: true, isRenew: false, token, refreshToken: null });
      }),
    );
    const res = await proxy(request('/my-page', { token }));
    expect(sent).toEqual({ token });
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('액세스 토큰이 만료됐으면 검사하지 않고 GET /api/sessions/refresh?next=경로 로 보낸다(그 라우트만 리프레시 쿠키를 받는다)', async () => {
    let validated = 0;
    server.use(
      http.post(VALIDATE, () => {
        validated += 1;
        return HttpResponse.json({ isValid: false, isRenew: false, token: null, refreshToken: null });
      }),
    );
    const res = await proxy(request('/checkout?cartIds=1&step=2&_rsc=xyz', { token: await makeToken(-60) }, { rsc: '1' }));
    expect(validated).toBe(0);
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe('http://localhost:3000');
    expect(location.pathname).toBe('/api/sessions/refresh');
    expect(location.searchParams.get('next')).toBe('/checkout?cartIds=1&step=2');
    // 쿠키는 갱신 라우트가 다룬다: 여기서는 아무것도 지우거나 심지 않는다
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('예전 빌드가 남긴 읽을 수 있는 refreshToken 쿠키가 화면 요청에 보이면, 토큰이 살아 있어도 갱신 라우트로 보내 옮긴다', async () => {
    const res = await proxy(request('/my-page', { token: await makeToken(3600), refreshToken: 'legacy-r' }));
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/api/sessions/refresh');
    expect(location.searchParams.get('next')).toBe('/my-page');
  });

  it('/admin 은 ADMIN 역할이 아니면 첫 화면으로, ADMIN 이면 통과', async () => {
    const member = await makeToken(3600, { role: 'MEMBER' });
    answer({ isValid: true, isRenew: false, token: member, refreshToken: 'r' });
    const denied = await proxy(request('/admin', { token: member }));
    expect(new URL(denied.headers.get('location')!).pathname).toBe('/');

    const admin = await makeToken(3600, { role: 'ADMIN', memberId: 1 });
    answer({ isValid: true, isRenew: false, token: admin, refreshToken: 'r' });
    const allowed = await proxy(request('/admin/tasks', { token: admin }));
    expect(allowed.headers.get('location')).toBeNull();
  });

  it('이메일 변경 확인 링크(/account/email-change)도 검사하고, 로그인 뒤 토큰이 든 링크로 돌아오게 적어 둔다', async () => {
    expect(config.matcher).toContain('/account/email-change');
    const res = await proxy(request('/account/email-change?token=Zk3v9Qe1_abc-def'));
    expect(new URL(res.headers.get('location')!).pathname).toBe('/account/signin');
    expect(res.cookies.get('redirectUri')?.value).toBe('/account/email-change?token=Zk3v9Qe1_abc-def');
  });

  describe('링크 미리 불러오기(next-router-prefetch)', () => {
    const prefetch = { 'next-router-prefetch': '1', rsc: '1' };

    it('토큰이 만료됐으면 갱신하지 않고(리프레시 토큰 재사용 방지) 쿠키도 redirectUri 도 건드리지 않는다', async () => {
      let validated = 0;
      server.use(
        http.post(VALIDATE, () => {
          validated += 1;
          return HttpResponse.json({ isValid: true, isRenew: true, token: 'new', refreshToken: 'r2' });
        }),
      );
      const expired = await makeToken(-60);
      const res = await proxy(request('/my-page/services', { token: expired, refreshToken: 'r1' }, prefetch));
      expect(validated).toBe(0);
      expect(res.status).toBe(204);
      expect(res.cookies.getAll()).toEqual([]);
    });

    it('토큰이 없거나 세션이 끊겼어도 redirectUri 를 미리 불러온 경로로 덮어쓰지 않는다', async () => {
      const none = await proxy(request('/my-page/member-info', {}, prefetch));
      expect(none.status).toBe(204);
      expect(none.cookies.get('redirectUri')).toBeUndefined();

      answer({ isValid: false, isRenew: false, token: null, refreshToken: null });
      const revoked = await proxy(request('/review', { token: await makeToken(3600) }, prefetch));
      expect(revoked.status).toBe(204);
      expect(revoked.cookies.getAll()).toEqual([]);
    });

    it('화면 이동(RSC) 요청의 _rsc 는 돌아올 경로에 남기지 않는다', async () => {
      const res = await proxy(request('/my-page/purchases?page=2&_rsc=abc123', {}, { rsc: '1' }));
      expect(res.cookies.get('redirectUri')?.value).toBe('/my-page/purchases?page=2');
    });

    it('살아 있는 토큰이면 평소처럼 검사하고 통과시킨다(예전 리프레시 쿠키가 있어도 옮기지 않는다: 옮기기는 회전이다)', async () => {
      const token = await makeToken(3600);
      answer({ isValid: true, isRenew: false, token, refreshToken: null });
      const res = await proxy(request('/my-page', { token, refreshToken: 'legacy-r' }, prefetch));
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
    });
  });
});
