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

const request = (path: string, cookie = '') => new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });

/** 응답의 정책들(기본 정책, 스크립트 정책)과 Next 에 넘긴 요청 머리글의 정책 */
function policies(res: Response) {
  const [scripts, base] = (res.headers.get('content-security-policy') ?? '').split(', ');
  return { base, scripts, forwarded: res.headers.get('x-middleware-request-content-security-policy') };
}
const nonceOf = (policy: string | null | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('proxy.ts – 요청마다 그리는 화면의 nonce 정책', () => {
  it('통과한 회원 화면은 기본 정책과 nonce 정책을 받고, 같은 nonce 가 Next 에 넘어간다', async () => {
    const token = await makeToken(3600);
    server.use(http.post(VALIDATE, () => HttpResponse.json({ isValid: true, isRenew: false, token, refreshToken: 'r' })));
    const res = await proxy(request('/cart', `token=${token}`));
    const { base, scripts, forwarded } = policies(res);
    expect(base).toContain("object-src 'none'");
    expect(base).toContain("frame-ancestors 'none'");
    expect(scripts).toMatch(/^script-src 'nonce-[A-Za-z0-9+/]{22}==' 'self'( 'unsafe-eval')?$/);
    expect(forwarded).toBe(scripts);
    expect(nonceOf(scripts)).toBeTruthy();
  });

  it('Next 는 응답 머리글이 덮어쓴 요청 머리글에서도 nonce 를 읽는다(첫 script-src 의 첫 nonce)', async () => {
    const { getScriptNonceFromHeader } = await import('next/dist/server/app-render/get-script-nonce-from-header');
    const res = await proxy(request('/account/reset-password?token=x'));
    const combined = res.headers.get('content-security-policy')!;
    expect(getScriptNonceFromHeader(combined)).toBe(nonceOf(policies(res).scripts));
  });

  it('nonce 는 요청마다 다르다', async () => {
    const a = nonceOf(policies(await proxy(request('/account/reset-password?token=x'))).scripts);
    const b = nonceOf(policies(await proxy(request('/account/reset-password?token=x'))).scripts);
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it('토큰을 주소로 받는 계정 화면은 세션 검사 없이 nonce 정책만 받는다', async () => {
    // 검사 호출이 있으면 msw 가 오류로 끝낸다(onUnhandledRequest: error)
    const res = await proxy(request('/account/verify-email?token=x'));
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(nonceOf(policies(res).scripts)).toBeTruthy();
    expect(config.matcher).toEqual(expect.arrayContaining(['/account/reset-password', '/account/verify-email', '/account/social/:provider']));
  });

  it('결제 화면만 토스 결제창 SDK 를 스크립트 정책에 둔다', async () => {
    const token = await makeToken(3600);
    server.use(http.post(VALIDATE, () => HttpResponse.json({ isValid: true, isRenew: false, token, refreshToken: 'r' })));
    const checkout = policies(await proxy(request('/checkout?purchaseId=1', `token=${token}`)));
    expect(checkout.scripts).toContain('https://js.tosspayments.com');
    expect(checkout.base).toContain('frame-src https://*.tosspayments.com');
    const reset = policies(await proxy(request('/account/reset-password?token=x')));
    expect(reset.scripts).not.toContain('tosspayments');
    expect(reset.base).toContain("frame-src 'none'");
  });
});
