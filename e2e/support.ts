import { type BrowserContext, type Page, expect } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';

export const API_URL = 'http://localhost:4010';
export const JWT_SECRET = 'e2e-only-secret-0123456789abcdefghijklmnop';
export const DEMO_MEMBER = { email: 'demo@example.com', password: 'demo1234!' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin1234!' };

export async function cookieValue(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('이메일').fill(account.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인' }).click();
}

/** 같은 세션(sid)으로 이미 만료된 access token 을 만든다: 프록시가 리프레시로 갱신해야 한다 */
export async function expiredAccessTokenFrom(token: string) {
  const claims = decodeJwt(token);
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ memberId: claims.memberId, role: claims.role, sid: claims.sid, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuer('growth-store')
    .setIssuedAt(past - 1800)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(JWT_SECRET));
}

export async function expectSignedIn(page: Page) {
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
}
