import { expect, test } from './fixtures';
import { API_URL, DEMO_MEMBER, signInAsOperator } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

test('운영자가 휴대폰 번호로 데모 회원을 찾아 사유와 함께 3,000원을 지급하면 원장과 회원의 잔액에 한 번만 보인다', async ({ page, request }) => {
  const memberLogin = await request.post(`${API_URL}/v1/members/login/email`, { data: DEMO_MEMBER });
  const { accessToken } = (await memberLogin.json()) as { accessToken: string };
  const memberId = (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { memberId: number }).memberId;
  const pointOf = async () =>
    ((await (await request.get(`${API_URL}/v1/my-page/${memberId}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { point: number }).point;
  const before = await pointOf();

  await page.goto('/admin/members');
  await signInAsOperator(page);
  await page.getByLabel('이메일·이름·휴대폰·회원 번호·주문번호').fill('010-1234-5678');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/q=010-1234-5678/);
  await page.getByRole('table').getByRole('link', { name: '김데모' }).click();

  await expect(page.getByRole('heading', { name: /김데모 · 회원 #/ })).toBeVisible();
  await page.getByRole('button', { name: '적립금 지급·차감' }).click();
  const dialog = page.getByRole('dialog', { name: '적립금 지급·차감' });
  await dialog.getByLabel('금액(원)').fill('3,000');
  await dialog.getByLabel('사유').fill('e2e 이벤트 당첨');
  await dialog.getByRole('button', { name: '적용하기' }).dblclick();

  await expect(page.getByRole('status').filter({ hasText: '3,000원을 지급했습니다.' })).toBeVisible();
  await expect(page.getByRole('table', { name: '적립금 원장' }).getByText('e2e 이벤트 당첨')).toHaveCount(1);
  await expect.poll(pointOf).toBe(before + 3_000);
});
