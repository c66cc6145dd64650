// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';
import { makeToken } from '../support/jwt';

const VALIDATE = 'http://localhost:4000/v1/members/validate-token';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function request(path: string, cookies: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
}

const answer = (body: object) => server.use(http.post(VALIDATE, () => HttpResponse.json(body)));

describe('proxy.ts – 회원·관리자 화면의 세션 검사', () => {
  it('토큰이 없으면 검사 없이 /account/signin 으로 보내고 redirectUri 에 경로+쿼리를 남긴다', async () => {
    const res = await proxy(request('/my-page/purchases?page=2'));
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/account/signin');
    expect(res.cookies.get('redirectUri')?.value).toBe('/my-page/purchases?page=2');
    expect(res.cookies.get('token')?.value).toBe('');
    expect(res.cookies.get('refreshToken')?.value).toBe('');
  });

  it('검사 결과가 무효면 토큰 쿠키를 지우고 로그인으로 보낸다', async () => {
    answer({ isValid: false, isRenew: false, token: null, refreshToken: null });
    const res = await proxy(request('/cart', { token: 'old', refreshToken: 'old-r' }));
    expect(new URL(res.headers.get('location')!).pathname).toBe('/account/signin');
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
});
