import { expect, test } from './fixtures';
import { API_URL, DEMO_MEMBER, cookieValue, expectSignedIn, orderFromCart, signIn, signInAsOperator } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

test('운영자가 데모 회원에게 적립금 3,000원과 쿠폰을 주면, 회원의 주문서에 늘어난 잔액과 그 쿠폰이 보인다', async ({ page, context, request }) => {
  // 다른 스펙도 데모 회원의 잔액을 바꾼다: 지급 전 잔액을 api 로 읽어 두고 차이만 본다
  const memberLogin = await request.post(`${API_URL}/v1/members/login/email`, { data: DEMO_MEMBER });
  const { accessToken } = (await memberLogin.json()) as { accessToken: string };
  const memberId = (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { memberId: number }).memberId;
  const pointOf = async () =>
    ((await (await request.get(`${API_URL}/v1/my-page/${memberId}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { point: number }).point;
  const before = await pointOf();

  // 1) 운영자: 회원 관리에서 휴대폰 번호로 찾아 3,000원 지급
  await page.goto('/admin/members');
  await signInAsOperator(page);
  await page.getByLabel('이메일·이름·휴대폰·회원 번호·주문번호').fill('010-1234-5678');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/q=010-1234-5678/);
  await page.getByRole('table').getByRole('link', { name: '김데모' }).click();
  await expect(page.getByRole('heading', { name: /김데모 · 회원 #/ })).toBeVisible();
  await page.getByRole('button', { name: '적립금 지급·차감' }).click();
  const pointDialog = page.getByRole('dialog', { name: '적립금 지급·차감' });
  await pointDialog.getByLabel('금액(원)').fill('3,000');
  await pointDialog.getByLabel('사유').fill('e2e 콘솔 이벤트 지급');
  await pointDialog.getByRole('button', { name: '적용하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3,000원을 지급했습니다.' })).toBeVisible();
  await expect.poll(pointOf).toBe(before + 3_000);

  // 2) 운영자: 이번 실행만의 쿠폰 틀을 만들어 두고(준비), 쿠폰 화면의 발급 대화상자로 데모 회원 한 명에게 준다
  const couponName = `e2e 콘솔 1,000원 ${Date.now() % 1_000_000}`;
  const operatorToken = (await cookieValue(context, 'token'))!;
  const created = await request.post(`${API_URL}/v1/admin/coupons`, {
    headers: { authorization: `Bearer ${operatorToken}` },
    data: {
      name: couponName,
      discountType: 'FIXED',
      discountValue: 1_000,
      maxDiscount: null,
      minOrderAmount: 0,
      startsOn: null,
      endsOn: null,
      validityDays: 30,
      scope: 'ALL',
      scopeChannelId: null,
      scopeProductTypeId: null,
      scopeProductIds: [],
      perMemberLimit: 1,
      welcome: false,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin/coupons');
  // 표는 하이드레이션과 첫 목록 뒤에 그려진다: 그 전에 채운 검색어는 React 가 받지 못한다
  await expect(page.getByRole('table', { name: '쿠폰 목록' })).toBeVisible();
  await page.getByRole('searchbox', { name: '이름 검색' }).fill(couponName);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole('table', { name: '쿠폰 목록' }).getByRole('link', { name: couponName }).click();
  await page.getByRole('button', { name: '발급하기' }).click();
  const issueDialog = page.getByRole('dialog', { name: `'${couponName}' 발급` });
  await expect(issueDialog.getByRole('radio', { name: '한 명에게' })).toBeChecked();
  await issueDialog.getByLabel('회원 번호 또는 이메일').fill(DEMO_MEMBER.email);
  await issueDialog.getByRole('button', { name: '받을 회원 수 보기' }).click();
  await expect(issueDialog.getByRole('status')).toHaveText('1명이 받습니다.');
  await issueDialog.getByRole('button', { name: '발급하기' }).click();
  await expect(issueDialog.getByRole('status')).toHaveText('1명에게 발급했습니다.');
  await issueDialog.getByRole('button', { name: '닫기' }).click();

  // 3) 회원: 로그인해 상품을 담고 주문서에서 늘어난 잔액과 받은 쿠폰을 본다
  await context.clearCookies();
  await page.goto('/account/signin');
  await signIn(page, DEMO_MEMBER);
  await expectSignedIn(page);
  const target = `e2econsole${Date.now() % 1_000_000}`;
  await orderFromCart(page, target);

  await expect(page).toHaveURL(/\/checkout\?purchaseId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '주문·결제' })).toBeVisible();
  await expect(page.getByText(`보유 적립금 ${won(before + 3_000)}`)).toBeVisible();
  const coupons = page.getByRole('combobox', { name: '쿠폰 선택' });
  await expect(coupons.getByRole('option', { name: `${couponName} (-1,000원)` })).toHaveCount(1);
  await expect(coupons.getByRole('option', { name: `${couponName} (-1,000원)` })).toBeEnabled();
  await coupons.selectOption({ label: `${couponName} (-1,000원)` });
  await expect(page.getByTestId('checkout-total')).toHaveText('51,250원'); // 52,250원 - 쿠폰 1,000원
});
