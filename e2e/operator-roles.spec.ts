import { expect, test } from './fixtures';
import { API_URL, DEMO_SUPPORT, cookieValue, signIn } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

test('상담원(SUPPORT)은 매출을 열 수 없다: 메뉴에 없고, 주소로 가도 권한 안내, api 는 403', async ({ page, context, request }) => {
  await page.goto('/admin/qnas');
  await signIn(page, DEMO_SUPPORT);
  // 상담원은 2단계 인증이 필수가 아니다: 바로 문의 화면
  const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
  await expect(menu.getByRole('link', { name: '1:1 문의' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '매출' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '구매 관리' })).toHaveCount(0);

  await page.goto('/admin/sales');
  await expect(page.getByRole('heading', { name: '권한이 없습니다' })).toBeVisible();

  const token = await cookieValue(context, 'token');
  const res = await request.get(`${API_URL}/v1/admin/purchases`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  expect((await res.json()).code).toBe('ADMIN_ROLE_FORBIDDEN');
});
