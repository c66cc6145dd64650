import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_MEMBER, expectSignedIn, orderFromCart, signIn, signInAsOperator, uniqueTarget } from './support';

/** 데모 회원의 휴대폰(server/db/seed.ts): 발송함 목록은 가운데를 가려 보인다 */
const MEMBER_PHONE = '010-1234-5678';
const MASKED_PHONE = '010-****-5678';

/** 회원: 장바구니에서 주문서로 가 무통장입금으로 주문한다. 완료 화면의 주문번호 */
async function placeBankTransferOrder(page: Page): Promise<string> {
  await page.goto('/account/signin');
  await signIn(page, DEMO_MEMBER);
  await expectSignedIn(page);
  await orderFromCart(page, uniqueTarget('e2enotify'));

  await page.getByRole('radio', { name: '무통장입금' }).check();
  await page.getByLabel('[필수] 주문 내용을 확인했으며 결제에 동의합니다.').check();
  await page.getByLabel('입금자명').fill('김알림');
  await page.getByRole('button', { name: '52,250원 결제하기' }).click();

  await expect(page).toHaveURL(/\/checkout\/complete\?purchaseId=\d+$/);
  await expect(page.getByRole('heading', { name: '주문이 접수되었습니다' })).toBeVisible();
  const orderNo = (await page.getByRole('region', { name: '입금 안내' }).locator('dt:text-is("주문번호") + dd').textContent())?.trim() ?? '';
  expect(orderNo).toMatch(/\S/);
  return orderNo;
}

/** 발송함 표에서 그 제목의 가장 최근 줄(최신순이라 첫 줄) */
const newestRow = (table: Locator, title: string) => table.getByRole('row').filter({ has: table.page().getByRole('link', { name: title, exact: true }) }).first();

/**
 * 줄이 알림 일꾼에게 발송될 때까지 다시 읽는다(일꾼은 몇 초마다 돈다: 그 사이에는 대기).
 * 그 알림의 상세를 열어 이 주문의 문구인지 확인하고 목록으로 돌아온다.
 */
async function expectSentToMember(page: Page, title: string, orderNo: string, texts: string[]) {
  const table = page.getByRole('table', { name: '발송 목록' });
  await expect(async () => {
    await page.reload();
    const row = newestRow(table, title);
    await expect(row.getByRole('cell', { name: '발송', exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const row = newestRow(table, title);
  await expect(row.getByRole('cell').nth(1)).toHaveText('알림톡');
  await expect(row.getByRole('cell').nth(2)).toHaveText(MASKED_PHONE);

  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/notifications\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.locator('dt:text-is("받는 사람") + dd')).toHaveText(MEMBER_PHONE);
  await expect(page.locator('dt:text-is("상태") + dd')).toContainText('발송');
  const body = page.getByRole('region', { name: '보낸 본문' });
  await expect(body).toContainText(orderNo);
  for (const text of texts) await expect(body).toContainText(text);
  await page.goBack();
  await expect(table).toBeVisible();
}

test('무통장입금 주문을 운영자가 입금 확인하면, 발송함에 회원 번호로 간 주문 접수·결제 완료 알림톡이 보인다', async ({ page, browser }) => {
  const orderNo = await placeBankTransferOrder(page);

  // 운영자: 책상 앞(넓은 화면)에서 입금 대기열의 그 주문을 확인한다. 한 번 더 묻는 단계(ConfirmStep)까지
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const operatorContext = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1280, height: 900 } });
  try {
    const admin = await operatorContext.newPage();
    await admin.goto('/admin/deposits');
    await signInAsOperator(admin);
    const card = admin.getByRole('listitem', { name: `${orderNo} 입금 대기` });
    await expect(card).toContainText('입금자 김알림');
    await card.getByRole('button', { name: '입금 확인' }).click();
    await expect(card.getByRole('alertdialog', { name: `${orderNo} 입금 확인` })).toContainText('입금자 김알림');
    await card.getByRole('button', { name: '입금 확인하기' }).click();
    await expect(admin.getByRole('status').filter({ hasText: orderNo })).toContainText('입금을 확인했습니다.');

    // 발송함: 메뉴에서 열고, 회원이 불러 준 번호로 찾는다(조건은 주소에 남는다)
    await admin.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '발송함' }).click();
    await expect(admin.getByRole('heading', { level: 2, name: '발송함' })).toBeVisible();
    await admin.getByLabel('받는 사람(휴대폰 번호·이메일)').fill(MEMBER_PHONE);
    await admin.getByRole('button', { name: '검색' }).click();
    await expect(admin).toHaveURL(/\/admin\/notifications\?recipient=010-1234-5678$/);
    await expect(admin.getByRole('table', { name: '발송 목록' })).toBeVisible();

    await expectSentToMember(admin, '주문 접수(입금 안내)', orderNo, ['김알림', '52,250원']);
    await expectSentToMember(admin, '결제 완료', orderNo, ['무통장입금', '52,250원']);

    // 알림톡만 거르면 두 줄이 그대로, 메일만 거르면 이 번호로 간 것은 없다
    await admin.getByLabel('경로').selectOption({ label: '알림톡' });
    await expect(admin).toHaveURL(/channel=KAKAO/);
    await expect(newestRow(admin.getByRole('table', { name: '발송 목록' }), '결제 완료')).toBeVisible();
    await admin.getByLabel('경로').selectOption({ label: '메일' });
    await expect(admin.getByText('조건에 맞는 발송 내역이 없습니다.')).toBeVisible();
  } finally {
    await operatorContext.close();
  }
});
