import { expect, test } from './fixtures';

test('가입은 만 14세 이상 확인 없이는 까닭을 보이며 멈추고, 동의 칸의 링크는 정책 화면을, 아래쪽은 사업자 정보를 보인다', async ({ page }) => {
  await page.goto('/account/signup');
  await page.getByLabel('이메일', { exact: true }).fill(`e2e-age-${Date.now()}@example.com`);
  await page.getByLabel('비밀번호', { exact: true }).fill('Passw0rd!');
  await page.getByLabel('비밀번호 확인').fill('Passw0rd!');
  await page.getByLabel('이름').fill('나이확인');
  await page.getByLabel('휴대폰 번호').fill('010-1234-5678');
  await page.getByLabel('[필수] 이용약관 동의').check();
  await page.getByLabel('[필수] 개인정보 수집·이용 동의').check();
  await page.getByRole('button', { name: '회원가입' }).click();
  await expect(page.getByText('만 14세 미만은 가입할 수 없습니다.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/signup/);

  // 동의 칸 옆 링크가 그 정책 화면을 연다
  const terms = page.getByRole('link', { name: /보기\s*이용약관 \(새 창\)/ });
  await expect(terms).toHaveAttribute('href', '/policies/terms');

  // 아래쪽: 데모의 (샘플) 사업자 정보와 공정위 사업자정보 확인 링크
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('그로스몰 (샘플)');
  await expect(footer).toContainText('123-45-67891');
  await expect(footer.getByRole('link', { name: /사업자정보 확인/ })).toHaveAttribute('href', 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567891');

  await footer.getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '변경 이력' })).toBeVisible();
});
