import { expect, test } from './fixtures';
import { DEMO_MEMBER, expectSignedIn, orderFromCart, payByCardAtTestGateway, signIn, uniqueTarget } from './support';

test('카드로 산 서비스가 시뮬레이터에서 완료되면 재충전을 요청하고, 상세의 진행 내역에 재충전이 보인다', async ({ page }) => {
  test.setTimeout(120_000);
  const target = uniqueTarget('e2efulfil');
  await page.goto('/account/signin');
  await signIn(page, DEMO_MEMBER);
  await expectSignedIn(page);
  await orderFromCart(page, target);
  await payByCardAtTestGateway(page);

  await page.goto('/my-page/services');
  await expect(page.getByRole('heading', { level: 1, name: '서비스 내역' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: target });

  // 일꾼이 보내고(1초 간격) 시뮬레이터가 6초 만에 끝낸다: 새로 읽으며 완료와 재충전 버튼을 기다린다
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('완료', { exact: true })).toBeVisible({ timeout: 2_000 });
    await expect(card.getByRole('button', { name: '리필 신청' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  // 진행률은 채운 수량(주문 − 남은 수량)에서 나온다: 완료 상태라서 100 이 아니라 다 채워서 100
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(card).toContainText('남은 수량 0');

  // 요청이 받아들여지면 목록을 다시 읽는다. 재충전은 곧 일꾼이 보내고 끝낼 수 있어 진행 중 표시는 기다리지 않는다
  const refill = page.waitForResponse((res) => res.url().endsWith('/services/refill') && res.request().method() === 'POST');
  await card.getByRole('button', { name: '리필 신청' }).click();
  expect((await refill).status()).toBe(201);

  await card.getByRole('link', { name: '인스타그램 한국인 팔로워' }).click();
  await expect(page).toHaveURL(/\/my-page\/services\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '서비스 상세' })).toBeVisible();
  const timeline = page.getByRole('list', { name: '작업 흐름' });
  await expect(timeline.getByRole('listitem').filter({ hasText: '주문' }).first()).toBeVisible();
  const refillStep = timeline.getByRole('listitem').filter({ hasText: '리필' });
  await expect(refillStep).toHaveCount(1);
  // 재충전은 원래 패널 주문에 거는 패널의 재충전: 줄어든 만큼을 패널이 잰다
  await expect(refillStep).toContainText('줄어든 수량만큼 다시 채움');
  await expect(page.getByText(target)).toBeVisible();
});
