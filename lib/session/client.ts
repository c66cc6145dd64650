import Cookies from 'js-cookie';
import type { PublicUserInfo, RegistrationType } from '../schemas/members';
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

/*
 * userInfo 쿠키의 모양 검사. 모든 화면의 헤더가 이 파일을 부르므로 zod(PublicUserInfoSchema)를
 * 가져오지 않고 같은 규칙을 손으로 적는다. 가입 경로 목록이 스키마와 어긋나면 아래 타입 검사가 깨진다.
 */
const REGISTRATION_TYPES = ['EMAIL', 'KAKAO', 'NAVER', 'GOOGLE', 'FACEBOOK'] as const satisfies readonly RegistrationType[];
const _allRegistrationTypesListed: Exclude<RegistrationType, (typeof REGISTRATION_TYPES)[number]> extends never ? true : never = true;

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

/** PublicUserInfoSchema.safeParse 와 같다: 공개 필드 넷만 골라 담고 reviewCount 가 없으면 0. */
function pickPublicUserInfo(value: unknown): PublicUserInfo | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const reviewCount = v.reviewCount === undefined ? 0 : v.reviewCount;
  if (!isInt(v.memberId) || !isInt(v.point) || !isInt(reviewCount)) return null;
  if (!(REGISTRATION_TYPES as readonly unknown[]).includes(v.registrationType)) return null;
  return { memberId: v.memberId, point: v.point, registrationType: v.registrationType as RegistrationType, reviewCount };
}

function remove(...names: string[]): void {
  const attrs = attributes();
  for (const name of names) Cookies.remove(name, attrs);
}

/**
 * 액세스 토큰만 화면이 다룬다(memberId 를 읽고 Authorization 에 싣는다). 리프레시 토큰은 웹 서버가 HttpOnly 쿠키로
 * 심고 지운다(app/api/sessions): 이 파일은 그 값을 읽지도 쓰지도 못한다. 서버도 같은 token 쿠키를 심지만
 * 여기서 한 번 더 적는다: 구독자에게 바로 알리고, 응답의 Set-Cookie 를 기다리지 않게.
 */
export function saveAccessToken(accessToken: string): void {
  Cookies.set(COOKIE.token, accessToken, attributes());
  notifySessionChange();
}

export function getAccessToken(): string | undefined {
  return Cookies.get(COOKIE.token);
}

/** 예전 빌드가 남긴, 스크립트가 읽을 수 있는 refreshToken 쿠키가 아직 있나(있으면 다음 요청 전에 서버로 옮긴다) */
export function hasLegacyRefreshCookie(): boolean {
  return Cookies.get(COOKIE.refreshToken) !== undefined;
}

/**
 * docs/product.md, Sessions and cookies 의 로그아웃: 이 넷만 지운다. userInfo·cartCount 는 clearUserInfoCookies 몫.
 * HttpOnly 리프레시 쿠키는 여기서 지울 수 없다: endSession(DELETE /api/sessions)이 서버에서 지운다. 여기서 지우는
 * refreshToken 은 예전 빌드가 남긴 읽을 수 있는 쿠키다.
 */
export function clearSessionCookies(): void {
  remove(COOKIE.token, COOKIE.myInfoSession, COOKIE.refreshToken, COOKIE.redirectUri);
  notifySessionChange();
}

export function saveUserInfoCookie(publicInfo: PublicUserInfo): void {
  // 골라 담는다: 호출자가 MemberInfo 를 통째로 넘겨도 연락처는 쿠키에 가지 않는다.
  const picked = pickPublicUserInfo(publicInfo);
  if (!picked) throw new TypeError('userInfo 쿠키에 담을 회원 정보의 모양이 틀렸습니다.');
  Cookies.set(COOKIE.userInfo, JSON.stringify(picked), attributes());
  notifySessionChange();
}

export function readUserInfoCookie(): PublicUserInfo | null {
  const raw = Cookies.get(COOKIE.userInfo);
  if (!raw) return null;
  try {
    return pickPublicUserInfo(JSON.parse(raw));
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

/** 지우지 않고 읽는다: 소셜 로그인은 제공자에 다녀온 뒤(takeRedirectUri 때) 쓰므로, 떠날 때는 보기만 한다. */
export function peekRedirectUri(): string | null {
  const path = safeRedirectPath(Cookies.get(COOKIE.redirectUri), '');
  return path === '' ? null : path;
}

export function setCartCount(count: number): void {
  Cookies.set(COOKIE.cartCount, String(Math.max(0, Math.trunc(count))), attributes());
  notifySessionChange();
}
