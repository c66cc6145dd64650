import { createHash, randomBytes } from 'node:crypto';

/** URL 에 그대로 실을 수 있는 임의 값(256비트): state, PKCE verifier, 브라우저 묶음 쿠키 */
export const randomUrlToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** PKCE S256: verifier 의 SHA-256 을 base64url 로(RFC 7636) */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
