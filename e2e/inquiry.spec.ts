import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { E2E_OUTBOX_DIR } from '../playwright.config';
import { DEMO_MEMBER, signIn, signInAsOperator } from './support';

/** 아웃박스에서 이 메일 id 의 .eml 을 찾아 내용을 돌려준다(아직 없으면 null). 파일 이름은 `{시각}-{메일 id}.eml` */
async function outboxMail(mailId: number): Promise<string | null> {
  const names = await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[]);
  const name = names.find((n) => n.endsWith(`-${mailId}.eml`));
  return name ? readFile(path.join(E2E_OUTBOX_DIR, name), 'utf8') : null;
}

test('서비스 상세에서 1:1 문의를 남기면 문의 내역에 보이고, 운영자가 답하면 답변 메일이 아웃박스에 쌓인다', async ({ page, browser }) => {
  const title = `e2e 문의 ${Date.now().toString(36)}`;
  const reply = `e2e 답변입니다 ${Date.now().toString(36)}`;

  // 회원: 내 서비스 → 서비스 상세 → 문의하기
  await page.goto('/my-page/services');
  await signIn(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/my-page\/services/);
  await page.locator('a[href^="/my-page/services/"]').first().click();
  await expect(page).toHaveURL(/\/my-page\/services\/\d+/);
  const serviceId = /\/my-page\/services\/(\d+)/.exec(page.url())![1]!;
  await page.getByRole('button', { name: '문의하기' }).click();

  const modal = page.getByRole('dialog', { name: '1:1 문의 작성' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=inquiryWrite/);
  await expect(modal.getByRole('combobox', { name: /문의 유형/ })).toHaveValue('SERVICE_QUESTION');
  await expect(modal.getByRole('combobox', { name: /상품/ })).toHaveValue(serviceId);
  await modal.getByRole('textbox', { name: '제목' }).fill(title);
  await expect(modal.getByText(`${title.length} / 40`)).toBeVisible();
  await modal.getByRole('textbox', { name: /문의 내용/ }).fill('주문한 서비스가 언제 시작되는지 알려주세요.');
  await modal.getByRole('checkbox', { name: '답변을 이메일로 받기' }).check();
  await modal.getByRole('button', { name: '문의하기' }).click();

  await expect(page).toHaveURL(/\/inquiry$/);
  await expect(modal).toHaveCount(0);
  const mine = page.getByRole('list', { name: '문의 목록' }).getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText('답변 대기');
  await expect(mine).toContainText('서비스 진행 문의');

  // 운영자: 대기열에서 그 문의를 열어 답한다
  const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const adminContext = await browser.newContext({ baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  let mailId: number;
  try {
    const admin = await adminContext.newPage();
    await admin.goto('/admin/qnas');
    await signInAsOperator(admin);
    await admin.getByRole('list', { name: '문의 목록' }).getByRole('link', { name: title }).click();
    await expect(admin.getByRole('heading', { name: title })).toBeVisible();
    await admin.getByRole('textbox', { name: '답변' }).fill(reply);
    const replied = admin.waitForResponse((r) => /\/v1\/admin\/qnas\/\d+\/reply$/.test(r.url()) && r.request().method() === 'PATCH');
    await admin.getByRole('button', { name: '답변 등록' }).click();
    const answer = await (await replied).json();
    expect(answer).toMatchObject({ status: 'ANSWERED', mailQueued: true });
    mailId = answer.mailId as number;
    // 화면 아래 알림 영역(role=status)도 늘 있으므로 문장으로 고른다
    await expect(admin.getByRole('status').filter({ hasText: '답변을 저장' })).toHaveText('답변을 저장하고 회원에게 메일을 보냈습니다.');

    // 메일: 일꾼이 아웃박스에 .eml 로 쓰기를 기다린다. 제목은 인코딩되므로 받는 사람 머리글과 메일 id 로 찾는다
    await expect.poll(async () => (await outboxMail(mailId)) ?? '', { timeout: 30_000 }).toMatch(/^To: .*demo@example\.com/m);
    const eml = (await outboxMail(mailId))!;
    expect(eml).toMatch(/^Subject: /m);

    // 관리자 메일함에도 보인다
    await admin.goto('/admin/mails');
    await expect(admin.getByText('[그로스몰] 1:1 문의에 답변이 등록되었습니다').first()).toBeVisible();
    await expect(admin.getByText('demo@example.com').first()).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // 회원: 문의 내역에서 답변을 펼쳐 본다
  await page.reload();
  const answered = page.getByRole('list', { name: '문의 목록' }).getByRole('listitem').filter({ hasText: title });
  await expect(answered).toContainText('답변 완료');
  await answered.getByRole('button').click();
  await expect(answered.getByRole('region', { name: '운영자 답변' })).toContainText(reply);
});
