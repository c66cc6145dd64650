import { type BrowserContext, type Locator, type Page, expect } from '@playwright/test';
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
  await page.getByLabel('이메일', { exact: true }).fill(account.email);
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
/** 데모 운영자의 인증 앱 코드: 다른 시험이 아직 쓰지 않은 30초 칸의 것 */
export async function freshTotpCode(): Promise<string> {
  const step = await freshTotpStep();
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(DEMO_TOTP_SECRET), timestamp: step * TOTP_PERIOD_MS + 1000 });
}

export async function enterTotp(page: Page) {
  await expect(page.getByRole('heading', { name: '2단계 인증' })).toBeVisible();
  const code = await freshTotpCode();
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

/** 인스타그램 아이디로 쓸 수 있는, 실행마다 다른 대상: 같은 DB 를 쓰는 다른 테스트의 장바구니 줄과 섞이지 않게 */
/** 하이드레이션 전에 누르거나 채운 것은 React 가 받지 못한다: 반응이 보일 때까지 되풀이한다 */
export async function untilHydrated(act: () => Promise<void>, check: () => Promise<void>) {
  await expect(async () => {
    await act();
    await check();
  }).toPass({ timeout: 20_000 });
}

export const fillQuantity = (input: Locator, value: string, total: Locator, expected: string) =>
  untilHydrated(
    () => input.fill(value),
    () => expect(total).toHaveText(expected, { timeout: 1_000 }),
  );

export const uniqueTarget = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

/** 로그인한 회원이 상품 화면에서 대상을 넣어 장바구니에 담은 뒤, 그 줄만 골라 주문서로 간다(1,000개 52,250원) */
export async function orderFromCart(page: Page, target: string) {
  await page.goto('/products/1');
  await expect(page.getByRole('heading', { level: 1, name: '인스타그램 한국인 팔로워' })).toBeVisible();
  // 하이드레이션 전에 채운 값은 React 가 받지 못한다: 버튼이 켜질 때까지 다시 채운다
  await expect(async () => {
    await page.getByLabel('인스타그램 아이디').fill(`@${target}`);
    await expect(page.getByRole('button', { name: '장바구니' })).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: '장바구니' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem').filter({ hasText: target });
  await expect(line).toBeVisible();
  await expect(line.getByText('한국인')).toBeVisible();
  await expect.poll(async () => Number(await cookieValue(page.context(), 'cartCount'))).toBeGreaterThan(0);
  await expect(page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: /^장바구니 \d+개$/ })).toBeVisible();

  // 다른 테스트가 남긴 줄은 빼고 이 줄만 주문한다
  const all = page.getByRole('checkbox', { name: /전체 선택/ });
  if (await all.isChecked()) await all.uncheck();
  await line.getByRole('checkbox').check();
  await page.getByRole('button', { name: '선택 상품 주문하기' }).click();

  await expect(page).toHaveURL(/\/checkout\?purchaseId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '주문·결제' })).toBeVisible();
  await expect(page.getByRole('region', { name: '주문 상품' }).getByText(`${target} · 1,000개`)).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('52,250원'); // 55원 x 1,000개 - 5%
  await expect(page.getByRole('navigation', { name: '회원 메뉴' })).toHaveCount(0); // 결제 화면에는 메뉴가 없다
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0); // 탭 바도
}

/** 주문서(orderFromCart)에서 카드로 결제하고 테스트 결제창에서 승인한다: 결제 완료 화면이 가리키는 구매 번호 */
export async function payByCardAtTestGateway(page: Page): Promise<number> {
  await page.getByLabel('[필수] 주문 내용을 확인했으며 결제에 동의합니다.').check();
  await page.getByRole('button', { name: '52,250원 결제하기' }).click();

  await expect(page).toHaveURL(new RegExp(`^${API_URL}/test-gateway/pay\\?`));
  await page.getByRole('link', { name: '승인' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?paymentKey=/);
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  await expect(page.getByText('52,250원')).toBeVisible();
  const detailHref = await page.getByRole('link', { name: '구매 내역 보기' }).getAttribute('href');
  const purchaseId = Number(/\/my-page\/purchases\/(\d+)$/.exec(detailHref ?? '')?.[1]);
  expect(purchaseId).toBeGreaterThan(0);
  return purchaseId;
}

/** 결제 완료 화면에서 구매 내역으로 가 결제 완료를 본다 */
export async function expectPaidInPurchaseHistory(page: Page, purchaseId: number) {
  await page.getByRole('link', { name: '구매 내역 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-page/purchases/${purchaseId}$`));
  await expect(page.getByText('결제 완료').first()).toBeVisible();
}
