import { expect, test } from './fixtures';
import { API_URL, DEMO_MEMBER, cookieValue, expectSignedIn, orderFromCart, signIn } from './support';

/** 실행마다 다른 대상: 같은 DB 를 쓰는 다른 테스트의 장바구니 줄과 섞이지 않게 */
const target = `e2eva${Date.now() % 1_000_000}`;

test('가상계좌로 주문하고 테스트 결제사에서 입금하기를 누르면, 운영자 없이 결제 완료되고 서비스가 시작된다', async ({ page, context, request }) => {
  await page.goto('/account/signin');
  await signIn(page, DEMO_MEMBER);
  await expectSignedIn(page);

  await orderFromCart(page, target);
  await expect(page).toHaveURL(/\/checkout\?purchaseId=\d+$/);

  // 결제 수단 가상계좌, 은행을 고르고 결제하기
  await page.getByRole('radio', { name: '가상계좌' }).check();
  await page.getByRole('combobox', { name: '입금할 은행' }).selectOption({ label: '신한은행' });
  await page.getByLabel('[필수] 주문 내용을 확인했으며 결제에 동의합니다.').check();
  await page.getByRole('button', { name: '52,250원 결제하기' }).click();

  await expect(page).toHaveURL(/\/checkout\/complete\?purchaseId=\d+$/);
  await expect(page.getByRole('heading', { name: '가상계좌가 발급되었습니다' })).toBeVisible();
  await expect(page.getByText(/신한은행/)).toBeVisible();
  await expect(page.getByTestId('deposit-amount')).toHaveText('52,250원');
  const purchaseId = Number(new URL(page.url()).searchParams.get('purchaseId'));

  const token = (await cookieValue(context, 'token'))!;
  const headers = { Authorization: `Bearer ${token}` };
  const memberId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).memberId as number;
  const waiting = await (await request.get(`${API_URL}/v1/my-page/${memberId}/purchases/${purchaseId}`, { headers })).json();
  expect(waiting).toMatchObject({ status: 'WAITING_PAYMENT', method: 'VIRTUAL_ACCOUNT', statusLabel: '입금 대기' });

  // 테스트 결제사의 가상계좌 페이지에서 입금하기: 결제사가 하듯 api 의 웹훅으로 알린다
  await page.getByRole('link', { name: '테스트 입금하기' }).click();
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/test-gateway/virtual-accounts/`));
  await expect(page.getByText('52,250원')).toBeVisible();
  await page.getByRole('button', { name: '입금하기' }).click();
  await expect(page.getByRole('status')).toHaveText('입금 완료');

  await page.getByRole('link', { name: '상점으로 돌아가기' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-page/purchases/${purchaseId}$`));
  await expect(page.getByText('결제 완료').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '서비스 1건' })).toBeVisible();

  // 시뮬레이터 패널이 몇 초 안에 시작한다: 새로 고치면 시작 전이 아니다
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: '서비스 1건' }).getByText(/진행 중|완료/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const paid = await (await request.get(`${API_URL}/v1/my-page/${memberId}/purchases/${purchaseId}`, { headers })).json();
  expect(paid).toMatchObject({ status: 'PAID', method: 'VIRTUAL_ACCOUNT', totalAmount: 52_250 });
});
