import { expect, test } from './fixtures';
import { API_URL, DEMO_ADMIN, DEMO_MEMBER, cookieValue, expectSignedIn, expiredAccessTokenFrom, signIn, verificationLinkFromOutbox } from './support';

test('가입하고, 메일로 받은 링크로 이메일을 인증하고, 로그아웃하고, 다시 로그인한다', async ({ page, context }) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/account/signup');
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill('Passw0rd!');
  await page.getByLabel('비밀번호 확인').fill('Passw0rd!');
  await page.getByLabel('이름').fill('이투이');
  await page.getByLabel('휴대폰 번호').fill('010-1234-5678');
  await page.getByLabel('[필수] 이용약관 동의').check();
  await page.getByLabel('[필수] 개인정보 수집·이용 동의').check();
  await page.getByLabel('[필수] 만 14세 이상입니다').check();
  await page.getByRole('button', { name: '회원가입' }).click();

  await expectSignedIn(page);
  expect(await cookieValue(context, 'token')).toBeTruthy();
  // 리프레시 토큰은 웹 서버의 HttpOnly 쿠키: 갱신 경로에만 실리고 화면 스크립트는 읽지 못한다
  const refreshCookie = (await context.cookies()).find((c) => c.name === 'refreshToken');
  expect(refreshCookie).toMatchObject({ httpOnly: true, path: '/api/sessions', sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('refreshToken');
  expect(await page.evaluate(() => document.cookie)).toContain('token=');
  // 공개 정보 네 가지만 쿠키에 — 연락처는 메모리에만 있다
  await expect
    .poll(async () => Object.keys(JSON.parse(decodeURIComponent((await cookieValue(context, 'userInfo')) ?? '{}'))).sort())
    .toEqual(['memberId', 'point', 'registrationType', 'reviewCount']);

  // 인증 전: 모든 화면 위에 가입 안내를 겸한 인증 배너
  const banner = page.getByRole('region', { name: '가입을 환영합니다! 이메일을 인증해주세요' });
  await expect(banner).toContainText(`${email}(으)로 인증 메일을 보냈습니다.`);
  // 메일 일꾼이 아웃박스에 쓴 .eml 의 링크를 연다(회원이 메일에서 누르는 것과 같다)
  await expect.poll(async () => (await verificationLinkFromOutbox(email)) ?? '', { timeout: 30_000 }).toMatch(/^\/account\/verify-email\?token=/);
  await page.goto((await verificationLinkFromOutbox(email))!);
  await expect(page.getByRole('status').filter({ hasText: '이메일 인증을 마쳤습니다.' })).toBeVisible();
  await page.getByRole('link', { name: '쇼핑 계속하기' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: /이메일을 인증해주세요|이메일 인증이 필요합니다/ })).toHaveCount(0);

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await cookieValue(context, 'token')).toBeUndefined();
  // HttpOnly 리프레시 쿠키는 웹 서버가 DELETE /api/sessions 의 답으로 지운다: 화면이 로그아웃을 보인 뒤에 올 수 있다
  await expect.poll(async () => cookieValue(context, 'refreshToken')).toBeUndefined();

  await page.goto('/account/signin');
  await signIn(page, { email, password: 'Passw0rd!' });
  await expectSignedIn(page);
});

test('틀린 비밀번호는 한국어 오류를 보여 준다', async ({ page }) => {
  await page.goto('/account/signin');
  await signIn(page, { email: DEMO_MEMBER.email, password: 'wrong-password1!' });
  await expect(page.getByRole('alert').filter({ hasText: '이메일 또는 비밀번호가 올바르지 않습니다.' })).toBeVisible();
});

test('보호된 페이지: 세션이 끝나면 로그인으로 갔다가 다시 돌아온다', async ({ page, context, request }) => {
  await page.goto('/my-page');
  await expect(page).toHaveURL(/\/account\/signin/);
  expect(decodeURIComponent((await cookieValue(context, 'redirectUri')) ?? '')).toBe('/my-page');

  await signIn(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/my-page$/);
  await expect(page.getByRole('heading', { name: '마이페이지' })).toBeVisible();
  await expect(page.getByText(DEMO_MEMBER.email)).toBeVisible();

  expect(await page.evaluate(() => document.cookie)).not.toContain('refreshToken');

  // access token 이 만료되어도 리프레시 토큰이 살아 있으면 조용히 갱신된다: 화면 이동은 proxy 가 갱신 라우트를 거쳐 돌아온다
  const token = (await cookieValue(context, 'token'))!;
  const expired = await expiredAccessTokenFrom(token);
  await context.addCookies([{ name: 'token', value: expired, url: page.url() }]);
  await page.goto('/my-page');
  await expect(page).toHaveURL(/\/my-page$/);
  await expect(page.getByRole('heading', { name: '마이페이지' })).toBeVisible();
  const renewed = await cookieValue(context, 'token');
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(expired);

  // 화면 안의 api 요청도: 공개 화면에서 만료된 토큰으로 내 정보를 부르면 axios 가 POST /api/sessions/refresh 로 한 번 갱신한다
  await context.addCookies([{ name: 'token', value: await expiredAccessTokenFrom(renewed!), url: page.url() }]);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/sessions/refresh') && r.request().method() === 'POST');
  await page.goto('/');
  expect((await refreshed).status()).toBe(200);
  await expectSignedIn(page);
  await expect.poll(async () => cookieValue(context, 'token')).not.toBe(renewed);

  // 다른 곳에서 세션이 폐기되면(로그아웃) 다음 이동에서 로그인으로 간다
  const refreshToken = (await cookieValue(context, 'refreshToken'))!;
  const revoked = await request.post(`${API_URL}/v1/members/logout`, { data: { refreshToken } });
  expect(revoked.status()).toBe(204);
  await page.goto('/my-page?tab=info');
  await expect(page).toHaveURL(/\/account\/signin/);
  expect(await cookieValue(context, 'token')).toBeUndefined();
  expect(decodeURIComponent((await cookieValue(context, 'redirectUri')) ?? '')).toBe('/my-page?tab=info');

  await signIn(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/my-page\?tab=info$/);
});

test('관리자 콘솔은 관리자만 들어간다', async ({ page }) => {
  await page.goto('/account/signin');
  await signIn(page, DEMO_MEMBER);
  await expectSignedIn(page);
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/\/admin/);

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  await page.goto('/account/signin');
  await signIn(page, DEMO_ADMIN);
  await expectSignedIn(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '관리자 콘솔' })).toBeVisible();
});

test('두 탭이 함께 만료된 토큰을 만나도 리프레시 토큰은 한 번만 회전하고(Web Locks) 세션은 이어진다', async ({ page, context }) => {
  await page.goto('/account/signin');
  await signIn(page, DEMO_MEMBER);
  await expectSignedIn(page);
  const second = await context.newPage();
  await second.goto('/');
  await expectSignedIn(second);

  const refreshes: number[] = [];
  context.on('response', (r) => {
    if (r.url().endsWith('/api/sessions/refresh') && r.request().method() === 'POST') refreshes.push(r.status());
  });
  await context.addCookies([{ name: 'token', value: await expiredAccessTokenFrom((await cookieValue(context, 'token'))!), url: page.url() }]);
  // 두 탭이 동시에 다시 열려 각자 내 정보를 부른다: 둘 다 만료를 보지만 갱신은 한 탭만 한다
  await Promise.all([page.reload(), second.reload()]);
  await expectSignedIn(page);
  await expectSignedIn(second);
  await expect.poll(() => refreshes).toEqual([200]);
  // 재사용으로 세션이 끊겼다면 여기서 로그인 화면으로 간다
  await second.goto('/my-page');
  await expect(second.getByRole('heading', { name: '마이페이지' })).toBeVisible();
  await second.close();
});

test('예전 빌드가 남긴 읽을 수 있는 refreshToken 쿠키는 다음 화면 이동에서 HttpOnly 쿠키로 옮겨지고(한 번 회전) 지워진다', async ({ page, context }) => {
  await page.goto('/account/signin');
  await signIn(page, DEMO_MEMBER);
  await expectSignedIn(page);
  // 예전 빌드처럼: 리프레시 토큰이 경로 / 의 읽을 수 있는 쿠키에 있다
  const old = (await context.cookies()).find((c) => c.name === 'refreshToken')!;
  await context.clearCookies({ name: 'refreshToken' });
  await context.addCookies([{ name: 'refreshToken', value: old.value, domain: 'localhost', path: '/' }]);
  expect(await page.evaluate(() => document.cookie)).toContain('refreshToken=');

  await page.goto('/my-page');
  await expect(page.getByRole('heading', { name: '마이페이지' })).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain('refreshToken');
  const moved = (await context.cookies()).filter((c) => c.name === 'refreshToken');
  expect(moved).toHaveLength(1);
  expect(moved[0]).toMatchObject({ httpOnly: true, path: '/api/sessions' });
  // 스크립트가 볼 수 있었던 값은 회전으로 써 버렸다
  expect(moved[0]!.value).not.toBe(old.value);
});
