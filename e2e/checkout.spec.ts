import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  API_URL,
  DEMO_MEMBER,
  cookieValue,
  expectPaidInPurchaseHistory,
  expectSignedIn,
  fillQuantity,
  orderFromCart,
  payByCardAtTestGateway,
  signIn,
  uniqueTarget,
} from './support';

/** 데모 회원으로 로그인하고 주문서까지 */
async function signInAndOrder(page: Page, target: string) {
  await page.goto('/account/signin');
  await signIn(page, DEMO_MEMBER);
  await expectSignedIn(page);
  await orderFromCart(page, target);
}

test('장바구니에서 카드로 결제하고, 테스트 결제창에서 승인하면 구매 내역에 결제 완료로 남는다', async ({ page, context, request }) => {
  const target = uniqueTarget('e2ecard');
  await signInAndOrder(page, target);
  const purchaseId = await payByCardAtTestGateway(page);

  // api 로도 확인: 결제 완료, 금액, 결제한 줄은 장바구니에서 빠졌다
  const token = (await cookieValue(context, 'token'))!;
  const headers = { Authorization: `Bearer ${token}` };
  const memberId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).memberId as number;
  const detail = await (await request.get(`${API_URL}/v1/my-page/${memberId}/purchases/${purchaseId}`, { headers })).json();
  expect(detail).toMatchObject({ status: 'PAID', method: 'CARD', totalAmount: 52_250 });
  const cart = await (await request.get(`${API_URL}/v1/carts`, { headers })).json();
  expect(cart.cartItemList.map((i: { targetKey: string }) => i.targetKey)).not.toContain(target);

  await expectPaidInPurchaseHistory(page, purchaseId);
});

test('무통장입금으로 주문하면 입금 계좌·금액·기한을 안내하고 주문은 입금 대기로 남는다', async ({ page, context, request }) => {
  const target = uniqueTarget('e2ebank');
  await signInAndOrder(page, target);

  await page.getByRole('radio', { name: '무통장입금' }).check();
  // 입금자명은 회원 이름으로 채워 둔다. 비우면 결제하지 않고 알린다
  const depositor = page.getByLabel('입금자명');
  await expect(depositor).toHaveValue('김데모');
  await depositor.fill('');
  await page.getByLabel('[필수] 주문 내용을 확인했으며 결제에 동의합니다.').check();
  await page.getByRole('button', { name: '52,250원 결제하기' }).click();
  await expect(page.getByText('입금자명을 입력해주세요.')).toBeVisible();
  await depositor.fill('이투이');
  await page.getByRole('button', { name: '52,250원 결제하기' }).click();

  await expect(page).toHaveURL(/\/checkout\/complete\?purchaseId=\d+$/);
  await expect(page.getByRole('heading', { name: '주문이 접수되었습니다' })).toBeVisible();
  await expect(page.getByTestId('account-number')).toHaveText(/\d/);
  await expect(page.getByTestId('deposit-amount')).toHaveText('52,250원');
  await expect(page.getByText('이투이')).toBeVisible();
  await expect(page.getByText(/^\d{4}년 \d{1,2}월 \d{1,2}일 23:59$/)).toBeVisible();
  await expect(page.getByText(/입금이 확인되면 주문이 시작됩니다/)).toBeVisible();

  const purchaseId = Number(new URL(page.url()).searchParams.get('purchaseId'));
  const token = (await cookieValue(context, 'token'))!;
  const memberId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).memberId as number;
  const detail = await (await request.get(`${API_URL}/v1/my-page/${memberId}/purchases/${purchaseId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(detail).toMatchObject({ status: 'WAITING_PAYMENT', method: 'NO_DEPOSIT', depositorName: '이투이', totalAmount: 52_250 });
});

test('카드가 결제창에서 거절되면 결제 실패로 끝나고 적립금이 곧바로 돌아온다', async ({ page, context, request }) => {
  const target = uniqueTarget('e2edecline');
  await signInAndOrder(page, target);
  const token = (await cookieValue(context, 'token'))!;
  const headers = { Authorization: `Bearer ${token}` };
  const memberId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).memberId as number;
  const pointOf = async () => ((await (await request.get(`${API_URL}/v1/my-page/${memberId}`, { headers })).json()) as { point: number }).point;
  const before = await pointOf();
  expect(before).toBeGreaterThanOrEqual(1_000);

  await page.getByRole('textbox', { name: '사용할 적립금' }).fill('1000');
  await expect(page.getByTestId('checkout-total')).toHaveText('51,250원');
  await page.getByLabel('[필수] 주문 내용을 확인했으며 결제에 동의합니다.').check();
  await page.getByRole('button', { name: '51,250원 결제하기' }).click();

  await expect(page).toHaveURL(new RegExp(`^${API_URL}/test-gateway/pay\\?`));
  await expect.poll(pointOf).toBe(before - 1_000); // 결제 준비에서 적립금이 잡힌다
  await page.getByRole('link', { name: '거절' }).click();

  await expect(page).toHaveURL(/\/checkout\/fail\?/);
  await expect(page.getByRole('heading', { name: '결제에 실패했습니다' })).toBeVisible();
  // 쿠폰은 쓰지 않았으니 돌려준 적립금만 말한다
  await expect(page.getByText('적립금 1,000원을 돌려드렸습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '장바구니로 돌아가기' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 결제하기' })).toBeVisible();
  expect(await pointOf()).toBe(before); // 만료를 기다리지 않고 바로 돌아온다

  const orderNo = new URL(page.url()).searchParams.get('orderId');
  const list = await (await request.get(`${API_URL}/v1/my-page/${memberId}/purchases?status=PAYMENT_FAILED`, { headers })).json();
  const failed = (list.items as Array<{ id: number; orderNo: string; statusLabel: string }>).find((p) => p.orderNo === orderNo)!;
  expect(failed).toMatchObject({ statusLabel: '결제 실패' });

  await page.goto(`/my-page/purchases/${failed.id}`);
  await expect(page.getByText('결제 실패').first()).toBeVisible();
  await expect(page.getByText('입금 대기')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '다시 결제하기' })).toBeVisible();
});

test('손님이 아이디와 수량을 적고 바로 구매를 누르면, 로그인한 뒤 다시 적지 않고 그 주문서로 이어 간다', async ({ page }) => {
  const target = uniqueTarget('e2eguest');
  await page.goto('/products/1');
  await expect(page.getByRole('heading', { level: 1, name: '인스타그램 한국인 팔로워' })).toBeVisible();
  const total = page.getByTestId('order-total');
  // 하이드레이션 전에 채운 값은 React 가 받지 못한다: 버튼이 켜질 때까지 다시 채운다
  await expect(async () => {
    await page.getByLabel('인스타그램 아이디').fill(`@${target}`);
    await expect(page.getByRole('button', { name: '바로 구매' })).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await fillQuantity(page.getByLabel('수량', { exact: true }), '2000', total, '104,500원');
  await page.getByRole('button', { name: '바로 구매' }).click();

  await expect(page).toHaveURL(/\/account\/signin\?reason=required$/);
  await signIn(page, DEMO_MEMBER);

  await expect(page).toHaveURL(/\/checkout\?purchaseId=\d+$/);
  await expect(page.getByRole('region', { name: '주문 상품' }).getByText(`${target} · 2,000개`)).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('104,500원'); // 55원 x 2,000개 - 5%
});
