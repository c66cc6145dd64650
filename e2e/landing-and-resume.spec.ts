import { expect, test } from './fixtures';
import { API_URL, DEMO_MEMBER, DEMO_SUPPORT, orderFromCart, signIn, uniqueTarget } from './support';

test('운영자는 돌아갈 곳 없이 로그인하면 콘솔 홈으로 가고, 스토어 머리에 관리자 콘솔이 있으며 첫 구매 팝업은 뜨지 않는다', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/account/signin');
  await signIn(page, DEMO_SUPPORT);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toBeVisible();
  // 콘솔 안에서는 이미 콘솔이다: 링크가 없다
  await expect(page.getByRole('navigation', { name: '회원 메뉴' }).getByRole('link', { name: '관리자 콘솔' })).toHaveCount(0);

  await page.goto('/');
  const adminLink = page.getByRole('navigation', { name: '회원 메뉴' }).getByRole('link', { name: '관리자 콘솔' });
  await expect(adminLink).toBeVisible();
  await expect(page.getByRole('dialog', { name: '신규 회원 첫 구매 안내' })).toHaveCount(0);
  await adminLink.click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('결제창을 연 채 떠난 카드 결제는 결제 대기로 남되 다시 결제하기·주문 취소가 있고, 다시 결제하기는 새 주문서로 간다', async ({ page }) => {
  await page.goto('/account/signin');
  await signIn(page, DEMO_MEMBER);
  await expect(page).not.toHaveURL(/\/account\/signin/);
  await orderFromCart(page, uniqueTarget('left_gateway_'));
  await page.getByLabel('[필수] 주문 내용을 확인했으며 결제에 동의합니다.').check();
  await page.getByRole('button', { name: '52,250원 결제하기' }).click();
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/test-gateway/pay\\?`));
  // 아무것도 누르지 않고 떠난다
  await page.goto('/my-page/purchases');
  const card = page.getByRole('listitem').filter({ hasText: '결제 대기' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: '주문 취소' })).toBeVisible();
  await card.getByRole('button', { name: '다시 결제하기' }).click();
  await expect(page).toHaveURL(/\/checkout\?purchaseId=\d+$/);
  await expect(page.getByTestId('checkout-total')).toHaveText('52,250원');

  // 떠난 주문은 결제 취소로 풀렸다: 다시 결제하기만 남는다
  await page.goto('/my-page/purchases');
  const released = page.getByRole('listitem').filter({ hasText: '결제 취소' }).first();
  await expect(released.getByRole('button', { name: '다시 결제하기' })).toBeVisible();
  await expect(released.getByRole('button', { name: '주문 취소' })).toHaveCount(0);
});
