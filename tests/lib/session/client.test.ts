import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSessionCookies,
  clearUserInfoCookies,
  getAccessToken,
  hasLegacyRefreshCookie,
  readUserInfoCookie,
  saveAccessToken,
  saveUserInfoCookie,
  setCartCount,
  subscribeSession,
  takeRedirectUri,
} from '@/lib/session/client';
import type { PublicUserInfo } from '@/lib/schemas/members';
import { clearAllCookies } from '../../web/support/cookies';

const publicInfo: PublicUserInfo = { memberId: 3, point: 500, registrationType: 'NAVER', reviewCount: 1 };

beforeEach(() => clearAllCookies());

describe('lib/session/client – 브라우저 세션 쿠키', () => {
  it('saveAccessToken / getAccessToken 은 token 쿠키만 쓰고 읽는다: 리프레시 토큰은 화면이 다루지 않는다', () => {
    expect(getAccessToken()).toBeUndefined();
    saveAccessToken('a.b.c');
    expect(Cookies.get('token')).toBe('a.b.c');
    expect(getAccessToken()).toBe('a.b.c');
    expect(Object.keys(Cookies.get())).toEqual(['token']);
  });

  it('hasLegacyRefreshCookie 는 예전 빌드가 남긴 읽을 수 있는 refreshToken 쿠키를 알아본다', () => {
    expect(hasLegacyRefreshCookie()).toBe(false);
    Cookies.set('refreshToken', 'old', { path: '/' });
    expect(hasLegacyRefreshCookie()).toBe(true);
  });

  it('clearSessionCookies 는 로그아웃 넷만 지우고 userInfo·cartCount 는 남긴다', () => {
    for (const name of ['token', 'refreshToken', 'myInfoSession', 'redirectUri', 'userInfo', 'cartCount']) {
      Cookies.set(name, 'v', { path: '/' });
    }
    clearSessionCookies();
    expect(Object.keys(Cookies.get()).sort()).toEqual(['cartCount', 'userInfo']);
  });

  it('saveUserInfoCookie 는 공개 필드 넷만 담는다 (연락처가 섞여 와도)', () => {
    saveUserInfoCookie({ ...publicInfo, cellPhone: '01099998888', email: 'x@y.z' } as PublicUserInfo);
    expect(JSON.parse(Cookies.get('userInfo')!)).toEqual(publicInfo);
    expect(readUserInfoCookie()).toEqual(publicInfo);
  });

  it('readUserInfoCookie 는 깨진 JSON·틀린 모양이면 null', () => {
    expect(readUserInfoCookie()).toBeNull();
    Cookies.set('userInfo', '{not json', { path: '/' });
    expect(readUserInfoCookie()).toBeNull();
    Cookies.set('userInfo', JSON.stringify({ memberId: 'x' }), { path: '/' });
    expect(readUserInfoCookie()).toBeNull();
  });

  it('clearUserInfoCookies 는 userInfo·cartCount 만 지운다', () => {
    saveAccessToken('a');
    saveUserInfoCookie(publicInfo);
    setCartCount(4);
    expect(Cookies.get('cartCount')).toBe('4');
    clearUserInfoCookies();
    expect(Object.keys(Cookies.get()).sort()).toEqual(['token']);
  });

  it('takeRedirectUri 는 읽으면서 지우고, 다른 사이트 주소는 버린다', () => {
    expect(takeRedirectUri()).toBeNull();
    Cookies.set('redirectUri', '/my-page/services', { path: '/' });
    expect(takeRedirectUri()).toBe('/my-page/services');
    expect(Cookies.get('redirectUri')).toBeUndefined();
    Cookies.set('redirectUri', '//evil.com', { path: '/' });
    expect(takeRedirectUri()).toBeNull();
    expect(Cookies.get('redirectUri')).toBeUndefined();
  });

  it('takeRedirectUri 는 적어 둔 주소를 그대로 돌려준다: 쿼리 값 안의 인코딩(주소를 담은 주문 대상)도 깨지지 않는다', () => {
    const path = `/cart?add=3&${new URLSearchParams({ targetKey: 'https://youtu.be/x?t=1&a=b', quantity: '100' })}`;
    Cookies.set('redirectUri', path, { path: '/' });
    expect(takeRedirectUri()).toBe(path);
  });

  it('쿠키를 바꾸면 구독자에게 알린다', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveAccessToken('a');
    clearSessionCookies();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setCartCount(1);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
