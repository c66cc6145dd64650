import { expect, test } from './fixtures';
import { API_URL, DEMO_ADMIN, freshTotpCode, untilHydrated } from './support';

const PAGE_SIZE = 10;

/**
 * 목록의 ?page= 는 next.config 의 rewrites 가 따로 캐시되는 쪽 화면(/notices/pages/2)으로 보낸다.
 * 데모 공지는 한 쪽뿐이라, 운영자 api 로 두 쪽이 되게 채운 뒤 회원처럼 다음·이전을 눌러 본다
 */
test('공지가 두 쪽이 되면 다음·이전으로 넘기고, 주소의 ?page=2 를 새로 열어도 그 쪽이다', async ({ page, request }) => {
  const login = await request.post(`${API_URL}/v1/members/login/email`, { data: DEMO_ADMIN });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  expect((await request.post(`${API_URL}/v1/admin/mfa/verify`, { headers, data: { code: await freshTotpCode() } })).status()).toBe(200);

  const { total } = (await (await request.get(`${API_URL}/v1/notices`, { params: { page: 1, size: PAGE_SIZE } })).json()) as { total: number };
  for (let n = total; n <= PAGE_SIZE; n++) {
    const created = await request.post(`${API_URL}/v1/admin/notices`, {
      headers,
      data: { title: `쪽 넘김 확인 공지 ${n + 1}`, content: '목록의 두 번째 쪽을 만들기 위한 공지입니다.' },
    });
    expect(created.status()).toBe(201);
  }
  const { total: now } = (await (await request.get(`${API_URL}/v1/notices`, { params: { page: 2, size: PAGE_SIZE } })).json()) as { total: number };
  const lastPage = Math.ceil(now / PAGE_SIZE);
  expect(lastPage).toBeGreaterThanOrEqual(2);

  // 운영자의 쓰기는 웹의 contents 태그를 비운다: 캐시된 1쪽이 곧 두 쪽을 안다
  await expect(async () => {
    await page.goto('/notices');
    await expect(page.getByText(`1 / ${lastPage}`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const firstPageTitles = await page.getByRole('main').getByRole('link').allTextContents();

  await untilHydrated(
    () => page.getByRole('link', { name: '다음' }).click(),
    () => expect(page).toHaveURL(/\/notices\?page=2$/, { timeout: 2_000 }),
  );
  await expect(page.getByText(`2 / ${lastPage}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  await expect(page).toHaveTitle(/공지사항/);
  const secondPageTitles = await page.getByRole('main').getByRole('link').allTextContents();
  expect(secondPageTitles.filter((t) => !['이전', '다음'].includes(t)).some((t) => !firstPageTitles.includes(t))).toBe(true);

  await page.getByRole('link', { name: '이전' }).click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page.getByText(`1 / ${lastPage}`)).toBeVisible();

  // 주소로 바로 연 2쪽은 서버가 그 쪽을 그린 HTML 이다(브라우저가 받아 그리는 것이 아니다)
  const direct = await page.goto('/notices?page=2');
  expect(direct?.status()).toBe(200);
  expect(await direct?.text()).toContain(`2 / ${lastPage}`);
  await expect(page.getByText(`2 / ${lastPage}`)).toBeVisible();
});
