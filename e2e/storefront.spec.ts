import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillQuantity, untilHydrated } from './support';

const popup = (page: Page) => page.getByRole('dialog', { name: '신규 회원 첫 구매 안내' });

test('메인에서 채널, 상품 유형, 상품으로 내려가 수량에 따라 결제 예정 금액이 바뀐다', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: '배너' }).getByRole('img', { name: '내 계정을 키우는 가장 쉬운 방법' })).toBeVisible();
  await popup(page).getByRole('button', { name: '닫기' }).click();
  await expect(popup(page)).toBeHidden();

  const channels = page.getByRole('navigation', { name: '채널 바로가기' });
  for (const name of ['인스타그램', '유튜브', '틱톡', '페이스북']) await expect(channels.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('list', { name: '인기 상품' }).getByRole('link', { name: /인스타그램 한국인 팔로워/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '공지사항' }).getByRole('link').first()).toBeVisible();

  await channels.getByRole('link', { name: '인스타그램' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '인스타그램' })).toBeVisible();
  await page.getByRole('link', { name: /팔로워/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '인스타그램 팔로워' })).toBeVisible();

  await page.getByRole('tab', { name: '데일리 상품' }).click();
  await expect(page).toHaveURL(/tab=daily/);
  await expect(page.getByRole('link', { name: /인스타그램 한국인 팔로워 데일리/ })).toBeVisible();
  await page.getByRole('tab', { name: '단건 상품' }).click();
  await expect(page.getByRole('tab', { name: '단건 상품' })).toHaveAttribute('aria-selected', 'true');
  const accounts = page.getByRole('navigation', { name: '계정 유형' });
  await accounts.getByRole('link', { name: '외국인' }).click();
  await expect(page).toHaveURL(/accountType=GLOBAL/);
  await expect(page.getByRole('link', { name: /인스타그램 외국인 팔로워/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /인스타그램 한국인 팔로워/ })).toHaveCount(0);
  await accounts.getByRole('link', { name: '전체' }).click();
  await expect(page).not.toHaveURL(/accountType/);

  await page.getByRole('link', { name: /^한국인 인기 인스타그램 한국인 팔로워/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '인스타그램 한국인 팔로워' })).toBeVisible();
  await expect(page.getByText('리필 보장 30일')).toBeVisible();
  await expect(page).toHaveTitle('인스타그램 한국인 팔로워 | 그로스몰');

  const total = page.getByTestId('order-total');
  await expect(total).toHaveText('52,250원'); // 55원 x 1,000개 - 5%
  await fillQuantity(page.getByLabel('수량', { exact: true }), '5000', total, '247,500원');
  await expect(page.getByText('수량 할인 (10%)')).toBeVisible();
  await page.getByLabel('수량', { exact: true }).fill('10');
  await expect(page.getByText('수량은 100개 이상 50,000개 이하로 입력해주세요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '바로 구매' })).toBeDisabled();
});

test("'오늘 하루 보지 않기' 로 닫은 팝업은 새로고침해도 뜨지 않는다", async ({ page }) => {
  await page.goto('/');
  await popup(page).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(popup(page)).toBeHidden();

  await page.reload();
  // 팝업은 하이드레이션 뒤에야 뜬다: 그 전에 '안 보인다' 를 보면 숨김이 안 되어도 통과한다.
  // React 가 깨운 요소에 붙이는 __reactFiber 표지로 탭 바(클라이언트 컴포넌트)가 깨어난 것을 확인하고 본다
  await page.waitForFunction(() => {
    const tabs = document.querySelector('nav[aria-label="주요 메뉴"]');
    return tabs !== null && Object.keys(tabs).some((k) => k.startsWith('__reactFiber'));
  });
  await expect(page.getByRole('button', { name: '닫기' })).toHaveCount(0);
  await expect(popup(page)).toBeHidden();
});

test('공지, 자주 묻는 질문, 아티클을 메인에서 찾아 읽는다', async ({ page }) => {
  await page.goto('/notices');
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  await page.getByRole('link').filter({ hasText: '중요' }).first().click();
  await expect(page.getByRole('link', { name: '목록으로' })).toBeVisible();

  // 마지막 쪽 너머는 찾을 수 없음: 빈 목록을 캐시하지 않고, 목록의 제목도 달지 않는다
  const past = await page.goto('/notices?page=99');
  expect(past?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page).not.toHaveTitle(/공지사항/);
  // 후기 목록도 쪽마다 따로 캐시되는 화면이다: 1쪽은 서버가 그린 목록, 너머는 찾을 수 없음
  await page.goto('/review?page=1');
  await expect(page.getByRole('heading', { level: 1, name: '구매 후기' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const pastReviews = await page.goto('/review?page=99');
  expect(pastReviews?.status()).toBe(404);
  await expect(page).not.toHaveTitle(/구매 후기/);

  await page.goto('/faq');
  const question = page.getByRole('button', { name: /비공개 계정도 되나요/ });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await untilHydrated(
    () => question.click(),
    () => expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 }),
  );
  await page.getByRole('link', { name: '리필', exact: true }).click();
  await expect(page).toHaveURL(/category=REFILL/);
  await expect(page.getByRole('heading', { level: 2, name: '주문·결제' })).toHaveCount(0);
  // 주소로 바로 열어도(서버가 ?category= 를 캐시된 분류 화면으로 넘긴다) 같은 분류만
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '리필', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '주문·결제' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '리필', exact: true })).toHaveAttribute('aria-current', 'true');

  await page.goto('/articles');
  await page.getByRole('link', { name: /틱톡을 처음 시작한다면/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '틱톡을 처음 시작한다면' })).toBeVisible();
});

test('시험용 어댑터를 허용한 운영(e2e 의 api): 화면마다 맨 위에 시험 환경 띠, 결제가 시험용이면 그 문장이 제목', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/channels', '/login', '/faq', '/cart']) {
    await page.goto(path);
    const banner = page.getByRole('complementary', { name: '테스트 환경 안내' });
    await expect(banner, path).toContainText('테스트 결제 환경: 실제로 결제되지 않습니다');
    await expect(banner, path).toContainText('시험용: 소셜 로그인 · 메일 · 알림톡·문자');
    // 서버가 HTML 에 싣는다: 헤더보다 위
    const [bannerBox, headerBox] = await Promise.all([banner.boundingBox(), page.getByRole('banner').first().boundingBox()]);
    expect(bannerBox!.y, path).toBeLessThan(headerBox!.y);
  }
  // 화면이 뜬 뒤 끼어드는 것이 아니라 서버가 그린 HTML 에 들어 있다
  expect(await (await page.request.get('/channels')).text()).toContain('테스트 결제 환경: 실제로 결제되지 않습니다');
  await page.goto('/');
  await page.screenshot({ path: testInfo.outputPath('stand-in-banner-360.png') });
});
