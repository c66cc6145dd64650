import { describe, expect, it } from 'vitest';
import { cookieAttributes, isLocalNetworkHost, safeRedirectPath } from '@/lib/session/cookies';

describe('isLocalNetworkHost – https 가 없는 로컬·사설망 주소', () => {
  it.each(['localhost', 'shop.localhost', 'my-mac.local', '127.0.0.1', '10.1.2.3', '192.168.0.10', '172.16.0.1', '172.31.255.1', '[::1]', '::1', 'LOCALHOST'])(
    '%s 는 로컬',
    (host) => expect(isLocalNetworkHost(host)).toBe(true),
  );

  it.each(['example.com', 'shop.example.kr', '172.32.0.1', '172.15.0.1', '192.169.0.1', '8.8.8.8', 'localhost.evil.com'])(
    '%s 는 로컬이 아니다',
    (host) => expect(isLocalNetworkHost(host)).toBe(false),
  );
});

describe('cookieAttributes – docs/product.md, Sessions and cookies', () => {
  it('운영 주소는 SameSite=None; Secure', () => {
    expect(cookieAttributes('shop.example.com')).toEqual({ path: '/', sameSite: 'none', secure: true });
  });
  it('로컬 주소는 Lax, Secure 없이', () => {
    expect(cookieAttributes('localhost')).toEqual({ path: '/', sameSite: 'lax', secure: false });
    expect(cookieAttributes('192.168.1.5')).toEqual({ path: '/', sameSite: 'lax', secure: false });
  });
});

describe('safeRedirectPath – 열린 리다이렉트 방지', () => {
  it('같은 사이트의 경로는 그대로 (인코딩은 풀어서)', () => {
    expect(safeRedirectPath('/my-page/services?page=2')).toBe('/my-page/services?page=2');
    expect(safeRedirectPath('%2Fcart')).toBe('/cart');
  });
  it('경로로 온 값의 쿼리 인코딩은 풀지 않는다: 주문 대상이 주소(?·&·: 가 든)여도 값이 쪼개지지 않는다', () => {
    const path = `/checkout?productId=3&${new URLSearchParams({ targetKey: 'https://youtu.be/x?t=1&a=b' })}&days=1`;
    expect(safeRedirectPath(path)).toBe(path);
    expect(new URLSearchParams(safeRedirectPath(path).split('?')[1]).get('targetKey')).toBe('https://youtu.be/x?t=1&a=b');
  });
  it('경로 안에 인코딩해 숨긴 // 나 \\ 도 거부한다', () => {
    expect(safeRedirectPath('/%2Fevil.com')).toBe('/');
    expect(safeRedirectPath('/%5Cevil.com')).toBe('/');
    // 주소 해석기가 지우는 탭·줄바꿈을 끼워 // 를 숨긴 것도
    expect(safeRedirectPath('/\t/evil.com')).toBe('/');
    expect(safeRedirectPath('/%09/evil.com')).toBe('/');
    expect(safeRedirectPath('/\n/evil.com')).toBe('/');
  });
  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', '%2F%2Fevil.com', 'evil.com', 'javascript:alert(1)'])(
    '%s 는 거부하고 기본값',
    (value) => expect(safeRedirectPath(value)).toBe('/'),
  );
  it('로그인 화면으로 되돌아가지 않는다', () => {
    expect(safeRedirectPath('/account/signin?x=1')).toBe('/');
  });
  it('빈 값·깨진 인코딩은 기본값, 기본값은 바꿀 수 있다', () => {
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath(null, '/main')).toBe('/main');
    expect(safeRedirectPath('%E0%A4%A', '/main')).toBe('/main');
  });
});
