import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { API_URL, DEMO_MEMBER, signIn, signInAsOperator } from './support';

/** 주문 대상 예시: 인기 상품 가운데 이 둘 중 하나를 받는 상품을 고른다 */
const SAMPLE_TARGETS: Record<string, string> = {
  INSTAGRAM_USERNAME: 'growth.demo',
  INSTAGRAM_POST_URL: 'https://www.instagram.com/p/CxYz12345ab/',
};

type PopularProduct = { id: number; status: string; kind: 'SINGLE' | 'DAILY'; targetKind: string; defaultQuantity: number; minDays: number };

/** 결제 화면은 다른 작업에서 만들고 있다: 회원의 무통장입금 주문은 api 로 바로 만든다 */
async function placeBankTransfer(request: APIRequestContext) {
  const login = await request.post(`${API_URL}/v1/members/login/email`, { data: DEMO_MEMBER });
  expect(login.ok()).toBeTruthy();
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };

  const popular = await request.get(`${API_URL}/v1/orders/popular`, { params: { limit: 50 } });
  const items = (await popular.json()).items as PopularProduct[];
  const product = items.find((p) => p.status === 'SALEABLE' && p.targetKind in SAMPLE_TARGETS);
  expect(product, '주문할 수 있는 인기 상품이 있어야 한다').toBeTruthy();
  const p = product!;

  const form = await request.post(`${API_URL}/v1/purchases/payment-information-from-buy-now`, {
    headers,
    data: { productId: p.id, quantity: p.defaultQuantity, targetKey: SAMPLE_TARGETS[p.targetKind], ...(p.kind === 'DAILY' ? { days: p.minDays } : {}) },
  });
  expect(form.ok(), await form.text()).toBeTruthy();
  const purchaseId = (await form.json()).id as number;

  const bank = await request.post(`${API_URL}/v1/purchases/no-deposit`, { headers, data: { purchaseId, depositorName: '김데모' } });
  expect(bank.ok(), await bank.text()).toBeTruthy();
  const answer = await bank.json();
  expect(answer.status).toBe('WAITING_PAYMENT');
  return answer.orderNo as string;
}

test('무통장입금 주문을 관리자가 입금 확인 화면에서 확인하면 회원의 구매 내역에 결제 완료로 보인다', async ({ page, browser, request }) => {
  const orderNo = await placeBankTransfer(request);

  // 관리자: 입금 대기열에서 그 주문을 찾아 입금 확인
  await page.goto('/admin/deposits');
  await signInAsOperator(page);
  const row = page.getByRole('listitem', { name: `${orderNo} 입금 대기` });
  await expect(row).toContainText('입금자 김데모');
  await row.getByRole('button', { name: '입금 확인' }).click();
  // 한 번 더 묻는다: 입금자와 금액을 보고 확정한다
  await expect(row.getByRole('alertdialog', { name: `${orderNo} 입금 확인` })).toContainText('입금자 김데모');
  await row.getByRole('button', { name: '입금 확인하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: orderNo })).toContainText('입금을 확인했습니다.');
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: '입금 확인' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `${orderNo} 입금 대기` })).toHaveCount(0);

  // 회원: 새 브라우저 문맥(쿠키 없음)으로 로그인해 구매 내역을 본다
  const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const member = await browser.newContext({ baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  try {
    const memberPage = await member.newPage();
    await memberPage.goto('/my-page/purchases');
    await signIn(memberPage, DEMO_MEMBER);
    const purchase = memberPage.getByRole('list', { name: '구매 목록' }).getByRole('listitem').filter({ hasText: orderNo });
    await expect(purchase).toContainText('결제 완료');
    await expect(purchase).toContainText('무통장입금');

    await purchase.getByRole('link').click();
    await expect(memberPage.getByRole('heading', { name: '구매 상세' })).toBeVisible();
    await expect(memberPage.getByText(orderNo)).toBeVisible();
    await expect(memberPage.getByRole('region', { name: '입금 안내' })).toHaveCount(0);
  } finally {
    await member.close();
  }
});
