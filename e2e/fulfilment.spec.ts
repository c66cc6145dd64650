import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, expectSignedIn, signIn } from './support';

/** 실행마다 다른 인스타그램 아이디: 데모 회원의 다른 서비스와 섞이지 않게 */
const uniqueTarget = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

/** checkout.spec.ts 와 같은 길: 상품 화면에서 장바구니에 담고, 그 줄만 카드로 결제한다(내장 테스트 결제창) */
async function buyWithCard(page: Page, target: string) {
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
  const all = page.getByRole('checkbox', { name: /전체 선택/ });
  if (await all.isChecked()) await all.uncheck();
  await line.getByRole('checkbox').check();
  await page.getByRole('button', { name: '선택 상품 주문하기' }).click();

  await expect(page).toHaveURL(/\/checkout\?purchaseId=\d+$/);
  await page.getByLabel('[필수] 주문 내용을 확인했으며 결제에 동의합니다.').check();
  await page.getByRole('button', { name: '52,250원 결제하기' }).click();
  await page.getByRole('link', { name: '승인' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?paymentKey=/);
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
}

test('카드로 산 서비스가 시뮬레이터에서 완료되면 재충전을 요청하고, 상세의 진행 내역에 재충전이 보인다', async ({ page }) => {
  test.setTimeout(120_000);
  const target = uniqueTarget('e2efulfil');
  await page.goto('/account/signin');
  await signIn(page, DEMO_MEMBER);
  await expectSignedIn(page);
  await buyWithCard(page, target);

  await page.goto('/my-page/services');
  await expect(page.getByRole('heading', { level: 1, name: '서비스 내역' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: target });

  // 일꾼이 보내고(1초 간격) 시뮬레이터가 6초 만에 끝낸다: 새로 읽으며 완료와 재충전 버튼을 기다린다
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('완료', { exact: true })).toBeVisible({ timeout: 2_000 });
    await expect(card.getByRole('button', { name: '재충전 요청' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  // 진행률은 채운 수량(주문 − 남은 수량)에서 나온다: 완료 상태라서 100 이 아니라 다 채워서 100
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(card).toContainText('남은 수량 0');

  // 요청이 받아들여지면 목록을 다시 읽는다. 재충전은 곧 일꾼이 보내고 끝낼 수 있어 진행 중 표시는 기다리지 않는다
  const refill = page.waitForResponse((res) => res.url().endsWith('/services/refill') && res.request().method() === 'POST');
  await card.getByRole('button', { name: '재충전 요청' }).click();
  expect((await refill).status()).toBe(201);

  await card.getByRole('link', { name: '인스타그램 한국인 팔로워' }).click();
  await expect(page).toHaveURL(/\/my-page\/services\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '서비스 상세' })).toBeVisible();
  const timeline = page.getByRole('list', { name: '작업 흐름' });
  await expect(timeline.getByRole('listitem').filter({ hasText: '주문' }).first()).toBeVisible();
  const refillStep = timeline.getByRole('listitem').filter({ hasText: '재충전' });
  await expect(refillStep).toHaveCount(1);
  // 재충전은 원래 패널 주문에 거는 패널의 재충전: 줄어든 만큼을 패널이 잰다
  await expect(refillStep).toContainText('줄어든 수량만큼 다시 채움');
  await expect(page.getByText(target)).toBeVisible();
});
