import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { decodeJwt } from 'jose';
import {
  API_URL,
  DEMO_MEMBER,
  cookieValue,
  expectPaidInPurchaseHistory,
  expectSignedIn,
  orderFromCart,
  payByCardAtTestGateway,
  uniqueTarget,
} from './support';

/*
 * 소셜 로그인: api 에 내장된 테스트 제공자(/v1/test-idp/{provider}/authorize)의 가상 회원으로 끝까지 간다.
 * 가상 회원의 제공자 회원 번호는 늘 같으므로 시나리오마다 (제공자, 가상 회원) 짝을 따로 쓴다:
 * 한 시나리오가 만든 회원·연결이 다른 시나리오의 결과를 바꾸지 않는다.
 *   카카오·박서준(이메일만)  가입 → 카드 결제 → 다시 로그인
 *   카카오·취소              취소 안내
 *   네이버·김데모            이미 가입된 이메일 → 비밀번호로 연결 → 해제
 *   카카오·이준호(이메일 없음) 가입 거절(회원을 만들지 않는다)
 *   Facebook·김민지          같은 콜백을 다시 열면(code 두 번) 거절 — 가입은 끝내지 않는다
 */

type UserInfo = { memberId: number; registrationType: string };

async function userInfoOf(context: BrowserContext): Promise<UserInfo | null> {
  const raw = await cookieValue(context, 'userInfo');
  return raw ? (JSON.parse(decodeURIComponent(raw)) as UserInfo) : null;
}

/** 이 탭의 주 프레임이 거쳐 간 주소(라우터의 replace 도 담긴다) */
function trackNavigations(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return visited;
}

const pathOf = (url: string) => new URL(url).pathname;

/** 로그인·가입 화면의 제공자 버튼을 눌러 테스트 제공자의 동의 화면까지 */
async function startWith(page: Page, provider: { button: string; label: string; slug: string }) {
  await page.getByRole('button', { name: provider.button }).click();
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/v1/test-idp/${provider.slug}/authorize\\?`));
  await expect(page.getByRole('heading', { name: `${provider.label} 테스트 로그인` })).toBeVisible();
}

/** 동의 화면에서 가상 회원(이름으로 시작하는 버튼)을 고른다 */
async function choosePersona(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
}

const KAKAO = { button: '카카오로 시작하기', label: '카카오', slug: 'kakao' };
const NAVER = { button: '네이버로 시작하기', label: '네이버', slug: 'naver' };
const FACEBOOK = { button: 'Facebook으로 시작하기', label: 'Facebook', slug: 'facebook' };

/**
 * 테스트 제공자의 동의 화면을 브라우저 없이 지나 돌아온 code·state 를 받는다. request 가 oauth_binding 쿠키를
 * 들고 다니므로 api 에는 브라우저가 온 것과 같다(REAUTH 는 로그인한 회원의 headers 로 시작한다)
 */
async function testIdpCallback(
  request: APIRequestContext,
  p: { provider: 'KAKAO'; persona: string; purpose: 'LOGIN' | 'REAUTH'; headers?: Record<string, string> },
) {
  const started = await request.post(`${API_URL}/v1/members/oauth/authorize`, { headers: p.headers, data: { provider: p.provider, purpose: p.purpose } });
  expect(started.status()).toBe(200);
  const authorize = new URL(((await started.json()) as { authorizeUrl: string }).authorizeUrl);
  const chosen = await request.post(`${authorize.origin}${authorize.pathname}`, {
    form: { ...Object.fromEntries(authorize.searchParams), choice: p.persona },
    maxRedirects: 0,
  });
  const back = new URL(chosen.headers().location ?? '');
  return { provider: p.provider, code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

/**
 * 가상 회원의 카카오 회원 번호는 늘 같고 CI 는 실패한 테스트를 같은 DB 에서 한 번 더 돈다: 앞선 시도가 가입 뒤에
 * 멈췄으면 이번에는 가입 화면 없이 바로 로그인되어 가입을 시험할 수 없다. 그래서 시작 전에 그 카카오 계정으로
 * 로그인해 보고, 이미 회원이면 그 회원의 세션으로 카카오 본인 확인을 거쳐 탈퇴시킨다(탈퇴는 연결을 지우므로 다음은
 * 새 가입이다). 처음 보는 계정이면 받은 가입권은 쓰지 않고 버린다.
 */
async function withdrawKakaoMember(request: APIRequestContext, persona: string) {
  const login = await request.post(`${API_URL}/v1/members/login/social`, { data: await testIdpCallback(request, { provider: 'KAKAO', persona, purpose: 'LOGIN' }) });
  expect(login.status()).toBe(200);
  const result = (await login.json()) as { result: 'LOGGED_IN'; memberId: number; accessToken: string } | { result: 'SIGNUP_REQUIRED' };
  if (result.result !== 'LOGGED_IN') return;
  const headers = { authorization: `Bearer ${result.accessToken}` };
  const checked = await request.post(`${API_URL}/v1/my-page/${result.memberId}/member-info/check-social`, {
    headers,
    data: await testIdpCallback(request, { provider: 'KAKAO', persona, purpose: 'REAUTH', headers }),
  });
  expect(checked.status()).toBe(200);
  const { myInfoSession } = (await checked.json()) as { myInfoSession: string };
  // 결제창에서 멈춘 카드 결제는 결제창이 취소로 돌아온 것처럼 푼다: 결제 대기가 남으면 탈퇴할 수 없다
  const waiting = await request.get(`${API_URL}/v1/my-page/${result.memberId}/purchases?status=WAITING_PAYMENT`, { headers });
  for (const { orderNo } of ((await waiting.json()) as { items: { orderNo: string }[] }).items) {
    const released = await request.post(`${API_URL}/v1/purchases/card/fail`, { headers, data: { orderId: orderNo, code: 'PAY_PROCESS_CANCELED' } });
    expect(released.status()).toBe(200);
  }
  // 결제한 주문이 아직 진행 중이면 탈퇴는 409: e2e 의 시뮬레이터는 몇 초 만에 끝내므로 그때까지 다시 시도한다
  await expect(async () => {
    const withdrawn = await request.delete(`${API_URL}/v1/my-page/${result.memberId}/member-info`, { headers: { ...headers, 'x-my-info-session': myInfoSession } });
    expect(withdrawn.status()).toBe(204);
  }).toPass({ timeout: 30_000 });
}

async function expectSignedOut(page: Page, context: BrowserContext) {
  await expect(page.getByRole('navigation', { name: '회원 메뉴' }).getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await cookieValue(context, 'token')).toBeUndefined();
}

test('카카오로 가입하고(번호만 더 묻는다) 가려던 곳으로 돌아와 카드로 결제하며, 로그아웃 뒤 카카오로 바로 로그인한다', async ({ page, context, request }) => {
  await withdrawKakaoMember(request, 'seojun');

  // 로그인이 필요한 곳에서 시작한다: 제공자를 다녀와 가입까지 마쳐도 이 주소로 돌아와야 한다
  await page.goto('/my-page');
  await expect(page).toHaveURL(/\/account\/signin/);
  await startWith(page, KAKAO);
  await choosePersona(page, '박서준');

  await expect(page).toHaveURL(/\/account\/signup\/social$/);
  await expect(page.getByRole('heading', { name: '간편 가입' })).toBeVisible();
  const profile = page.getByRole('region', { name: '카카오 계정 정보' });
  await expect(profile).toContainText('seojun.kakao@example.com');
  await expect(profile).toContainText('박서준');
  // 제공자가 번호를 주지 않았으므로 번호와 약관 동의를 묻는다
  await page.getByLabel('휴대폰 번호').fill('010-2345-6789');
  await page.getByLabel('[필수] 이용약관 동의').check();
  await page.getByLabel('[필수] 개인정보 수집·이용 동의').check();
  await page.getByLabel('[필수] 만 14세 이상입니다').check();
  await page.getByRole('button', { name: '동의하고 가입하기' }).click();

  await expect(page).toHaveURL(/\/my-page$/);
  await expect(page.getByRole('heading', { name: '마이페이지' })).toBeVisible();
  await expectSignedIn(page);
  await expect.poll(async () => (await userInfoOf(context))?.registrationType).toBe('KAKAO');
  const { memberId } = (await userInfoOf(context))!;

  // 제공자가 이메일을 확인했으니 가입 인증 메일 없이 바로 결제할 수 있다
  await orderFromCart(page, uniqueTarget('e2ekakao'));
  const purchaseId = await payByCardAtTestGateway(page);
  const token = (await cookieValue(context, 'token'))!;
  const bought = await request.get(`${API_URL}/v1/my-page/${memberId}/purchases/${purchaseId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(await bought.json()).toMatchObject({ status: 'PAID', method: 'CARD', totalAmount: 52_250 });
  await expectPaidInPurchaseHistory(page, purchaseId);

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expectSignedOut(page, context);

  // 두 번째는 연결된 계정이라 가입 화면 없이 바로 로그인한다
  const visited = trackNavigations(page);
  await page.goto('/account/signin');
  await startWith(page, KAKAO);
  await choosePersona(page, '박서준');
  await expectSignedIn(page);
  await expect(page).toHaveURL(/localhost:3010\/$/);
  expect(visited.some((url) => pathOf(url) === '/account/social/kakao')).toBe(true);
  expect(visited.some((url) => pathOf(url) === '/account/signup/social')).toBe(false);
  await expect.poll(async () => (await userInfoOf(context))?.memberId).toBe(memberId);
  expect((await userInfoOf(context))?.registrationType).toBe('KAKAO');
  await page.goto('/my-page');
  await expect(page.getByRole('heading', { name: '마이페이지' })).toBeVisible();
});

test('제공자 화면에서 취소하면 한국어 안내와 로그인으로 돌아가는 길이 있다', async ({ page, context }) => {
  await page.goto('/account/signin');
  await startWith(page, KAKAO);
  await page.getByRole('button', { name: '취소' }).click();

  await expect(page).toHaveURL(/\/account\/social\/kakao\?/);
  await expect(page.getByRole('heading', { name: '카카오 로그인' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '로그인을 취소했습니다. 다시 로그인하려면 버튼을 눌러주세요.' })).toBeVisible();
  await expectSignedOut(page, context);

  await page.getByRole('link', { name: '로그인으로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/account\/signin$/);
  await expect(page.getByRole('button', { name: KAKAO.button })).toBeEnabled();
});

test('데모 회원과 같은 이메일의 네이버 계정은 합치지 않고, 비밀번호로 로그인하면 연결되며 회원 정보에서 해제한다', async ({ page, context, request }) => {
  // 앞선 시도가 중간에 멈춰 연결이 남았으면 걷어 낸다: 이 시나리오는 연결되지 않은 데모 회원에서 시작한다
  const { accessToken } = (await (await request.post(`${API_URL}/v1/members/login/email`, { data: DEMO_MEMBER })).json()) as { accessToken: string };
  const memberId = decodeJwt(accessToken).memberId as number;
  const headers = { authorization: `Bearer ${accessToken}` };
  const linkedProviders = async () =>
    ((await (await request.get(`${API_URL}/v1/my-page/${memberId}/social-accounts`, { headers })).json()) as { items: { provider: string }[] }).items.map((a) => a.provider);
  if ((await linkedProviders()).includes('NAVER')) {
    // 로그인 방법의 해제는 비밀번호로 연 본인 확인 세션이 있어야 한다
    const checked = await request.post(`${API_URL}/v1/my-page/${memberId}/member-info/check-pwd`, { headers, data: { password: DEMO_MEMBER.password } });
    const { myInfoSession } = (await checked.json()) as { myInfoSession: string };
    const removed = await request.delete(`${API_URL}/v1/my-page/${memberId}/social-accounts/NAVER`, { headers: { ...headers, 'x-my-info-session': myInfoSession } });
    expect(removed.status()).toBe(200);
  }

  await page.goto('/account/signin');
  await startWith(page, NAVER);
  await choosePersona(page, '김데모');

  await expect(page.getByRole('heading', { name: '이미 가입된 이메일입니다' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '이미 가입된 이메일입니다. 기존 방법으로 로그인하면 네이버 계정이 연결됩니다.' })).toBeVisible();
  await expectSignedOut(page, context);
  const form = page.getByRole('form', { name: '이메일로 로그인하고 네이버 계정 연결' });
  await form.getByLabel('이메일', { exact: true }).fill(DEMO_MEMBER.email);
  await form.getByLabel('비밀번호').fill(DEMO_MEMBER.password);
  await form.getByRole('button', { name: '로그인하고 연결하기' }).click();

  await expect(page.getByRole('status').filter({ hasText: '네이버 계정을 연결했습니다. 이제 네이버로도 로그인할 수 있습니다.' })).toBeVisible();
  await page.getByRole('button', { name: '계속하기' }).click();
  await expectSignedIn(page);
  expect((await userInfoOf(context))?.memberId).toBe(memberId);

  // 연결되었으니 네이버로 바로 데모 회원이 된다
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expectSignedOut(page, context);
  await page.goto('/account/signin');
  await startWith(page, NAVER);
  await choosePersona(page, '김데모');
  await expectSignedIn(page);
  await expect.poll(async () => (await userInfoOf(context))?.memberId).toBe(memberId);

  // 회원 정보는 본인 확인(비밀번호) 뒤에 연결 목록을 보여 준다
  await page.goto('/my-page/member-info');
  await page.getByLabel('현재 비밀번호').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  const section = page.getByRole('region', { name: '로그인 연결' });
  const naver = section.getByRole('listitem', { name: '네이버' });
  await expect(naver.getByText('연결됨')).toBeVisible();
  await expect(naver).toContainText(DEMO_MEMBER.email);
  await expect(section.getByRole('listitem', { name: '카카오' }).getByRole('button', { name: '카카오 연결하기' })).toBeVisible();

  await naver.getByRole('button', { name: '네이버 연결 해제' }).click();
  await naver.getByRole('group', { name: '네이버 연결 해제 확인' }).getByRole('button', { name: '해제' }).click();
  await expect(section.getByRole('status').filter({ hasText: '네이버 연결을 해제했습니다.' })).toBeVisible();
  await expect(naver.getByText('연결됨')).toHaveCount(0);
  await expect(naver.getByRole('button', { name: '네이버 연결하기' })).toBeVisible();
  expect(await linkedProviders()).not.toContain('NAVER');
});

test('이메일을 주지 않는 카카오 계정은 가입을 거절하고 회원을 만들지 않는다', async ({ page, context }) => {
  const refusal = '카카오 계정에 이메일이 없어 가입할 수 없습니다. 카카오에서 이메일 제공에 동의하거나 이메일로 가입해주세요.';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.goto('/account/signin');
    await startWith(page, KAKAO);
    await choosePersona(page, '이준호');
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    // 두 번째에도 같은 거절: 첫 시도가 회원(과 연결)을 만들었다면 이번에는 바로 로그인되었을 것이다
    await expectSignedOut(page, context);
    await expect(page.getByRole('link', { name: '로그인으로 돌아가기' })).toBeVisible();
  }
});

test('제공자가 돌려보낸 주소를 다시 열면(code 두 번) 만료되었거나 이미 사용되었다고 알린다', async ({ page, context }) => {
  const visited = trackNavigations(page);
  await page.goto('/account/signin');
  await startWith(page, FACEBOOK);
  await choosePersona(page, '김민지');
  await expect(page).toHaveURL(/\/account\/signup\/social$/);
  const callback = visited.find((url) => pathOf(url) === '/account/social/facebook');
  expect(callback).toMatch(/[?&]code=/);

  await page.goto(callback!);
  await expect(page.getByRole('heading', { name: 'Facebook 로그인' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '로그인 정보가 만료되었거나 이미 사용되었습니다. 처음부터 다시 시도해주세요.' })).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인으로 돌아가기' })).toBeVisible();
  await expectSignedOut(page, context);
});
