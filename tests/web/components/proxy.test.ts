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
    expect(res.cookies.get('refreshToken')?.value).toBe('');
  });

  it('검사 결과가 무효면 토큰 쿠키를 지우고 로그인으로 보낸다(까닭: 세션이 끝남)', async () => {
    answer({ isValid: false, isRenew: false, token: null, refreshToken: null });
    const res = await proxy(request('/cart', { token: 'old', refreshToken: 'old-r' }));
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/account/signin');
    expect(location.searchParams.get('reason')).toBe('expired');
    expect(res.cookies.get('token')?.value).toBe('');
    expect(res.cookies.get('redirectUri')?.value).toBe('/cart');
  });

  it('검사 호출이 네트워크 오류로 실패해도 무효로 본다', async () => {
    server.use(http.post(VALIDATE, () => HttpResponse.error()));
    const res = await proxy(request('/inquiry', { token: 't', refreshToken: 'r' }));
    expect(new URL(res.headers.get('location')!).pathname).toBe('/account/signin');
  });

  it('유효하면 그대로 통과시킨다', async () => {
    const token = await makeToken(3600);
    answer({ isValid: true, isRenew: false, token, refreshToken: 'r' });
    const res = await proxy(request('/my-page', { token, refreshToken: 'r' }));
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.cookies.get('token')).toBeUndefined();
  });

  it('갱신되면 새 토큰 쌍을 응답 쿠키(httpOnly 아님)와 전달되는 요청 쿠키 모두에 싣는다', async () => {
    const renewed = await makeToken(3600);
    let sent: unknown;
    server.use(
      http.post(VALIDATE, async ({ request: req }) => {
        sent = await req.json();
        return HttpResponse.json({ isValid: true, isRenew: true, token: renewed, refreshToken: 'r2' });
      }),
    );
    const res = await proxy(request('/checkout', { token: 'expired', refreshToken: 'r1' }));
    expect(sent).toEqual({ token: 'expired', refreshToken: 'r1' });
    expect(res.cookies.get('token')).toMatchObject({ value: renewed, path: '/', sameSite: 'lax' });
    expect(res.cookies.get('token')?.httpOnly).toBeFalsy();
    expect(res.cookies.get('refreshToken')?.value).toBe('r2');
    // NextResponse.next({ request }) 가 바뀐 요청 헤더를 x-middleware-request-* 로 넘긴다.
    expect(res.headers.get('x-middleware-request-cookie')).toContain(`token=${renewed}`);
    expect(res.headers.get('x-middleware-request-cookie')).toContain('refreshToken=r2');
  });

  it('/admin 은 ADMIN 역할이 아니면 첫 화면으로, ADMIN 이면 통과', async () => {
    const member = await makeToken(3600, { role: 'MEMBER' });
    answer({ isValid: true, isRenew: false, token: member, refreshToken: 'r' });
    const denied = await proxy(request('/admin', { token: member, refreshToken: 'r' }));
    expect(new URL(denied.headers.get('location')!).pathname).toBe('/');

    const admin = await makeToken(3600, { role: 'ADMIN', memberId: 1 });
    answer({ isValid: true, isRenew: false, token: admin, refreshToken: 'r' });
    const allowed = await proxy(request('/admin/tasks', { token: admin, refreshToken: 'r' }));
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
      const revoked = await proxy(request('/review', { token: await makeToken(3600), refreshToken: 'r' }, prefetch));
      expect(revoked.status).toBe(204);
      expect(revoked.cookies.getAll()).toEqual([]);
    });

    it('화면 이동(RSC) 요청의 _rsc 는 돌아올 경로에 남기지 않는다', async () => {
      const res = await proxy(request('/my-page/purchases?page=2&_rsc=abc123', {}, { rsc: '1' }));
      expect(res.cookies.get('redirectUri')?.value).toBe('/my-page/purchases?page=2');
    });

    it('살아 있는 토큰이면 평소처럼 검사하고 통과시킨다', async () => {
      const token = await makeToken(3600);
      answer({ isValid: true, isRenew: false, token, refreshToken: 'r' });
      const res = await proxy(request('/my-page', { token, refreshToken: 'r' }, prefetch));
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
    });
  });
});
