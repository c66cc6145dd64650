import { SignJWT } from 'jose';

// jsdom 의 TextEncoder 결과는 jose 가 보는 Uint8Array 와 realm 이 달라 거부된다: WebCrypto 키로 건넨다.
const secret = crypto.subtle.importKey(
  'raw',
  Uint8Array.from('test-secret-for-web-tests-only', (c) => c.charCodeAt(0)),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['sign'],
);

/** 진짜 서명된 JWT: isTokenExpired 가 실제로 exp 를 읽게 한다. 음수 초면 이미 만료. */
export async function makeToken(expiresInSeconds: number, claims: Record<string, unknown> = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ memberId: 7, role: 'MEMBER', typ: 'access', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.memberId ?? 7))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now + expiresInSeconds)
    .sign(await secret);
}
