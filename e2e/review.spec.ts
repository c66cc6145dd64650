import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_MEMBER, signIn } from './support';

// 1x1 PNG (올바른 파일: 서버가 내용으로 형식을 확인하고 다시 인코딩한다)
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** 마이페이지의 적립금(원). 처음엔 쿠키에 남은 값이 보이고, 회원 정보를 새로 받으면(이메일이 보이면) 바뀐다 */
async function pointBalance(page: Page): Promise<number> {
  await page.goto('/my-page');
  await expect(page.locator('dt', { hasText: /^이메일$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(DEMO_MEMBER.email);
  const value = page.locator('dt', { hasText: /^적립금$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/원$/);
  return Number((await value.textContent())!.replace(/[^\d]/g, ''));
}

test('완료된 서비스에 세 줄 후기와 사진 두 장을 남기면 /review 에 보이고 적립금이 1,000원 늘어난다', async ({ page }) => {
  const title = `e2e 후기 ${Date.now().toString(36)}`;

  await page.goto('/my-page');
  await signIn(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/my-page$/);
  const before = await pointBalance(page);

  await page.goto('/review');
  await page.getByRole('button', { name: '후기 작성' }).click();
  const modal = page.getByRole('dialog', { name: '후기 작성' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=reviewWrite/);
  await expect(modal.getByRole('slider', { name: '별점' })).toHaveAttribute('aria-valuenow', '5');

  // 데모 회원은 완료된 9,000원 이상 서비스 둘로 시작한다: 아무거나 고른다
  const select = modal.getByRole('combobox', { name: /상품 선택/ });
  await expect(select.locator('option')).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
  await modal.getByRole('textbox', { name: '제목' }).fill(title);
  await modal.getByRole('textbox', { name: '내용' }).fill('주문하고 바로 시작됐어요.\n하루 만에 다 들어왔습니다.\n다음에도 이용할게요!');
  await modal.getByLabel('사진 추가', { exact: true }).setInputFiles([
    { name: 'before.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'after.png', mimeType: 'image/png', buffer: TINY_PNG },
  ]);
  // 목록의 마지막 칸은 '사진 추가' 단추다: 사진이 든 칸만 센다
  const attached = modal.getByRole('list', { name: '첨부한 사진' }).getByRole('listitem').filter({ has: page.getByRole('img') });
  await expect(attached).toHaveCount(2);
  await expect(modal.locator('[aria-busy="true"]')).toHaveCount(0);
  // 올린 뒤에야 생기는 사진 삭제 단추도 손가락 크기(44 x 44)다: 접근성 점검은 빈 모달만 본다
  for (const n of [1, 2]) {
    const box = await modal.getByRole('button', { name: `사진 ${n} 삭제` }).boundingBox();
    expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }

  const submit = modal.getByRole('button', { name: '등록하기' });
  await expect(submit).toBeEnabled();
  await submit.click();
  // 성공은 막는 창이 아니라 화면 아래 알림(role=status)으로
  await expect(page.getByRole('status').filter({ hasText: '등록되었습니다' })).toHaveText(/^등록되었습니다(\. 적립금 1,000원이 적립되었습니다\.)?$/);

  await expect(page).toHaveURL(/\/review$/);
  await expect(modal).toHaveCount(0);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: new RegExp(`^${title} 사진 \\d$`) })).toHaveCount(2);

  // 새로 받은 회원 정보가 쿠키를 고쳐 쓰기까지 잠깐 걸린다
  await expect.poll(() => pointBalance(page), { timeout: 15_000 }).toBe(before + 1000);
});
