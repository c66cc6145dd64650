import Cookies from 'js-cookie';
import { PublicUserInfoSchema, type PublicUserInfo, type TokenPair } from '../schemas/members';
import { COOKIE, cookieAttributes, safeRedirectPath } from './cookies';

/*
 * 브라우저 쪽 세션 쿠키. 서버(proxy.ts)는 next/headers 로 같은 이름을 다룬다.
 * 값을 바꾼 뒤에는 notifySessionChange() 로 user-store 구독자에게 알린다:
 * 쿠키에는 변경 이벤트가 없기 때문이다.
 */

type Listener = () => void;
const listeners = new Set<Listener>();

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

const attributes = () => cookieAttributes(window.location.hostname);

function remove(...names: string[]): void {
  const attrs = attributes();
  for (const name of names) Cookies.remove(name, attrs);
}

export function saveTokens({ accessToken, refreshToken }: TokenPair): void {
  const attrs = attributes();
  Cookies.set(COOKIE.token, accessToken, attrs);
  Cookies.set(COOKIE.refreshToken, refreshToken, attrs);
  notifySessionChange();
}

export function getTokens(): { token?: string; refreshToken?: string } {
  return { token: Cookies.get(COOKIE.token), refreshToken: Cookies.get(COOKIE.refreshToken) };
}

/** SPEC.md 4절 로그아웃: 이 넷만 지운다. userInfo·cartCount 는 clearUserInfoCookies 몫. */
export function clearSessionCookies(): void {
  remove(COOKIE.token, COOKIE.myInfoSession, COOKIE.refreshToken, COOKIE.redirectUri);
  notifySessionChange();
}

export function saveUserInfoCookie(publicInfo: PublicUserInfo): void {
  // parse 로 골라 담는다: 호출자가 MemberInfo 를 통째로 넘겨도 연락처는 쿠키에 가지 않는다.
  const picked = PublicUserInfoSchema.parse(publicInfo);
  Cookies.set(COOKIE.userInfo, JSON.stringify(picked), attributes());
  notifySessionChange();
}

export function readUserInfoCookie(): PublicUserInfo | null {
  const raw = Cookies.get(COOKIE.userInfo);
  if (!raw) return null;
  try {
    const parsed = PublicUserInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearUserInfoCookies(): void {
  remove(COOKIE.userInfo, COOKIE.cartCount);
  notifySessionChange();
}

/** 로그인 후 한 번만 쓰는 값이라 읽으면서 지운다. */
export function takeRedirectUri(): string | null {
  const raw = Cookies.get(COOKIE.redirectUri);
  if (raw === undefined) return null;
  remove(COOKIE.redirectUri);
  const path = safeRedirectPath(raw, '');
  return path === '' ? null : path;
}

export function setCartCount(count: number): void {
  Cookies.set(COOKIE.cartCount, String(Math.max(0, Math.trunc(count))), attributes());
  notifySessionChange();
}
