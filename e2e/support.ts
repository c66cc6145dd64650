import { type BrowserContext, type Page, expect } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import * as OTPAuth from 'otpauth';
import { E2E_OUTBOX_DIR } from '../playwright.config';

export const API_URL = 'http://localhost:4010';
export const JWT_SECRET = 'e2e-only-secret-0123456789abcdefghijklmnop';
export const DEMO_MEMBER = { email: 'demo@example.com', password: 'demo1234!' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin1234!' };
export const DEMO_MANAGER = { email: 'manager@example.com', password: 'manager1234!' };
export const DEMO_SUPPORT = { email: 'support@example.com', password: 'support1234!' };
/** README 의 데모 TOTP 비밀(server/db/seed/operators.ts 와 같다): 데모 OWNER·MANAGER 의 인증 앱 대신 */
export const DEMO_TOTP_SECRET = 'GROWTHMALLDEMOTOTPSECRETKEY23456';
const TOTP_PERIOD_MS = 30_000;
// 같은 30초 칸의 코드는 한 번만 통한다: 스펙 파일(워커)끼리 마지막으로 쓴 칸을 파일로 나눈다
const LAST_STEP_FILE = path.join(os.tmpdir(), 'growth-e2e-last-totp-step');

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

/** 아직 아무도 쓰지 않은 30초 칸(필요하면 다음 칸까지 기다린다) */
async function freshTotpStep(): Promise<number> {
  const last = existsSync(LAST_STEP_FILE) ? Number(readFileSync(LAST_STEP_FILE, 'utf8')) || 0 : 0;
  let step = Math.floor(Date.now() / TOTP_PERIOD_MS);
  if (step <= last) {
    await new Promise((r) => setTimeout(r, (last + 1) * TOTP_PERIOD_MS - Date.now() + 500));
    step = Math.floor(Date.now() / TOTP_PERIOD_MS);
  }
  writeFileSync(LAST_STEP_FILE, String(step));
  return step;
}

/** 콘솔의 2단계 인증 화면에 데모 비밀로 만든 코드를 넣는다 */
export async function enterTotp(page: Page) {
  await expect(page.getByRole('heading', { name: '2단계 인증' })).toBeVisible();
  const step = await freshTotpStep();
  const code = OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(DEMO_TOTP_SECRET), timestamp: step * TOTP_PERIOD_MS + 1000 });
  await page.getByLabel('인증 코드 6자리').fill(code);
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(page.getByRole('heading', { name: '2단계 인증' })).toHaveCount(0);
}

/** 운영자 로그인: 로그인 화면에서 계정을 넣고, 콘솔의 2단계 인증까지(데모 OWNER 가 기본) */
export async function signInAsOperator(page: Page, account: { email: string; password: string } = DEMO_ADMIN) {
  await signIn(page, account);
  await enterTotp(page);
}

/** .eml 한 통의 본문(한 조각짜리 text 메일): 전송 인코딩(base64·quoted-printable)을 풀어 돌려준다 */
function emlBody(eml: string): string {
  const split = eml.indexOf('\r\n\r\n');
  const headers = eml.slice(0, split);
  const body = eml.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * 아웃박스(.eml)에서 이 주소로 간 가입 인증 메일의 링크(경로와 쿼리)를 찾는다. 메일 일꾼이 쓰기 전이면 null:
 * expect.poll 로 기다린다. 회원이 받은 메일의 링크를 그대로 연다(토큰을 DB 에서 꺼내지 않는다)
 */
export async function verificationLinkFromOutbox(email: string): Promise<string | null> {
  const names = (await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort().reverse();
  for (const name of names) {
    const eml = await readFile(path.join(E2E_OUTBOX_DIR, name), 'utf8');
    if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(eml)) continue;
    const link = /\/account\/verify-email\?token=[\w-]+/.exec(emlBody(eml))?.[0];
    if (link) return link;
  }
  return null;
}
