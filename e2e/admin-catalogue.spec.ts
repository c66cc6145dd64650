import { expect, test } from './fixtures';
import { signInAsOperator } from './support';

test('관리자가 콘솔에서 판매 중 단건 상품을 만들면 스토어의 상품 유형 화면에 보인다', async ({ page }) => {
  const name = `e2e 한국인 팔로워 ${Date.now()}`;

  // 보호된 화면 → 로그인 → 다시 돌아온다
  await page.goto('/admin/products/new');
  await signInAsOperator(page);
  const form = page.getByRole('form', { name: '상품 등록' });
  await expect(form).toBeVisible();

  await form.getByLabel('채널').selectOption({ label: '인스타그램' });
  await form.getByLabel('상품 유형').selectOption({ label: '팔로워' });
  const channelId = await form.getByLabel('채널').inputValue();
  const productTypeId = await form.getByLabel('상품 유형').inputValue();
  await form.getByLabel('상품 종류').selectOption({ label: '단건 상품' });
  await form.getByLabel('계정 유형').selectOption({ label: '한국인' });
  await form.getByLabel('상품 이름').fill(name);
  await form.getByLabel('최소 수량').fill('10');
  await form.getByLabel('기본 수량').fill('100');
  await form.getByLabel('최대 수량').fill('10000');
  await form.getByLabel('단가 (원)').fill('25');
  await form.getByLabel('주문 대상').selectOption({ label: '인스타그램 아이디' });
  await form.getByLabel('판매 상태').selectOption({ label: '판매 중' });
  await form.getByRole('button', { name: '저장' }).click();

  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByLabel('상품 이름 검색').fill(name);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // 스토어는 태그로 캐시를 비운다: 반영될 때까지 몇 번 다시 불러 본다
  await page.goto(`/channels/${channelId}/${productTypeId}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});
