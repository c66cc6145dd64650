import { expect, test } from './fixtures';
import { DEMO_MEMBER, cookieValue, expectSignedIn, signIn, uniqueTarget } from './support';

// 가장 좁은 휴대폰 폭(docs/product.md, Limits and layout: 최소 360px)
test.use({ viewport: { width: 360, height: 740 } });

test('휴대폰에서 초성 ㅍㄹㅇ 으로 찾은 상품을 아래 구매 바로 장바구니에 담으면 탭 바의 개수가 늘어난다', async ({ page, context }) => {
  await page.goto('/account/signin');
  await signIn(page, DEMO_MEMBER);
  await expectSignedIn(page);
  // 개수 쿠키는 로그인 뒤 탭 바가 장바구니를 한 번 읽어 채운다: 앞선 시험이 담아 둔 것이 있을 수 있으니 채워진 뒤에 센다
  await expect.poll(async () => (await cookieValue(context, 'cartCount')) ?? null).not.toBeNull();
  const before = Number(await cookieValue(context, 'cartCount'));

  // 메인의 안내 팝업(아래에서 올라오는 시트)은 탭 바 위에서 멈춘다: 팝업을 닫지 않고도 탭을 누른다
  // (click 은 다른 요소가 탭을 덮고 있으면 누르지 못하고 실패한다)
  await expect(page.getByRole('dialog', { name: '신규 회원 첫 구매 안내' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '주요 메뉴' });
  await expect(tabs).toBeInViewport();
  await tabs.getByRole('link', { name: '검색' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(tabs.getByRole('link', { name: '검색' })).toHaveAttribute('aria-current', 'page');

  const box = page.getByRole('search', { name: '상품 검색' }).getByLabel('검색어');
  // 하이드레이션 전에 친 글자는 React 가 받지 못한다: 결과가 보일 때까지 다시 친다
  const results = page.getByRole('region', { name: /^상품 \d+$/ });
  await expect(async () => {
    await box.fill('ㅍㄹㅇ');
    await expect(results).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\?q=/);
  await results
    .getByRole('link')
    .filter({ has: page.getByText('인스타그램 한국인 팔로워', { exact: true }) })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: '인스타그램 한국인 팔로워' })).toBeVisible();
  // 상품 화면에서는 탭 바 대신 구매 바가 화면 아래에 붙어 있다: 스크롤하지 않고 산다
  await expect(tabs).toHaveCount(0);
  const bar = page.getByRole('group', { name: '구매' });
  await expect(bar).toBeInViewport();
  const box2 = await bar.boundingBox();
  expect(Math.round((box2?.y ?? 0) + (box2?.height ?? 0))).toBe(740);

  const target = uniqueTarget('navbar');
  await expect(async () => {
    await page.getByLabel('인스타그램 아이디').fill(`@${target}`);
    await expect(bar.getByRole('button', { name: '장바구니' })).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByLabel('수량').fill('2000');
  // 55원 x 2,000개 - 5%
  await expect(bar.getByText('104,500원')).toBeVisible();
  await bar.getByRole('button', { name: '장바구니' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('listitem').filter({ hasText: target })).toBeVisible();
  await expect(tabs.getByRole('link', { name: `장바구니 ${before + 1}개` })).toBeVisible();
  await expect(tabs.getByRole('link', { name: /^장바구니/ })).toHaveAttribute('aria-current', 'page');
});
