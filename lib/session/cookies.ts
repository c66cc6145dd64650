/** 쿠키 이름은 docs/product.md, Sessions and cookies 그대로 — proxy.ts 와 브라우저 코드가 같이 쓴다. */
export const COOKIE = {
  token: 'token',
  refreshToken: 'refreshToken',
  userInfo: 'userInfo',
  redirectUri: 'redirectUri',
  cartCount: 'cartCount',
  myInfoSession: 'myInfoSession',
} as const;

/** localhost 와 사설망 주소: 여기서는 https 가 없으니 SameSite=Lax, Secure 없이 둔다. */
export function isLocalNetworkHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h === '::1') return true;
  const m = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(h);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}

export type CookieAttributes = { path: '/'; sameSite: 'none' | 'lax'; secure: boolean };

/** 토큰 쿠키 속성: 운영은 SameSite=None; Secure, 로컬은 Lax (docs/product.md, Sessions and cookies) */
export function cookieAttributes(hostname: string): CookieAttributes {
  return isLocalNetworkHost(hostname)
    ? { path: '/', sameSite: 'lax', secure: false }
    : { path: '/', sameSite: 'none', secure: true };
}

/** 로그인 후 돌아갈 주소: 같은 사이트의 경로만 받는다(열린 리다이렉트 방지). */
export function safeRedirectPath(value: string | undefined | null, fallback = '/'): string {
  if (!value) return fallback;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\')) return fallback;
  // 제어 문자·역슬래시는 받지 않는다: 주소 해석기는 탭·줄바꿈을 지우고 \ 를 / 로 읽어 '/\t/evil.com' 이 '//evil.com' 이 된다
  if (/[\u0000-\u001F\u007F\\]/.test(decoded)) return fallback;
  if (decoded.startsWith('/account/signin')) return fallback;
  // 이미 경로로 온 값은 그대로 쓴다: 한 번 더 풀면 쿼리 값 안의 %26·%3F(주문 대상 주소 같은)가 풀려 값이 쪼개진다.
  // 통째로 인코딩되어 온 값('%2Fcart')만 푼 것을 쓴다. 검사는 어느 쪽이든 푼 모양으로 한다
  return value.startsWith('/') ? value : decoded;
}
