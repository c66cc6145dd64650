import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { virtualAccountFixtures, type VirtualAccountFixtures } from './fixtures';

// 입금하기는 토스처럼 API_PUBLIC_URL 의 웹훅 주소로 진짜 HTTP 요청을 보낸다: 루프백 서버가 받아 이 앱에 넘긴다
let server: Server;
let t: TestApp;
let f: VirtualAccountFixtures;
const delivered: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', async () => {
      delivered.push(`${req.method} ${req.url}`);
      const answer = await t.request(req.url!, { method: req.method, headers: { 'content-type': req.headers['content-type'] ?? '' }, body: raw || undefined });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
      res.end(await answer.text());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { API_PUBLIC_URL: apiUrl, WEB_ORIGIN: 'http://shop.test' } });
  f = await virtualAccountFixtures(t);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await t.close();
});

it('GET /test-gateway/virtual-accounts/{paymentKey} – 계좌·금액·기한과 입금하기, 누르면 웹훅이 HTTP 로 가서 결제 완료', async () => {
  const me = await t.signup();
  const { form, answer, account } = await f.issue(me);
  const pagePath = new URL(answer.testDepositUrl).pathname;
  const page = await t.request(pagePath);
  expect(page.status).toBe(200);
  const html = await page.text();
  for (const text of ['신한은행', account.accountNumber, `${form.subtotal.toLocaleString('ko-KR')}원`, '입금 기한', '입금하기']) expect(html).toContain(text);

  const done = await t.request(`${pagePath}/deposit`, { method: 'POST' });
  expect(done.status).toBe(200);
  const doneHtml = await done.text();
  expect(doneHtml).toContain('입금 완료');
  expect(doneHtml).toContain(`http://shop.test/my-page/purchases/${form.purchaseId}`);
  expect(delivered).toContain('POST /v1/payments/webhooks/toss');
  expect((await f.state.purchase(form.purchaseId)).status).toBe('PAID');
  expect((await f.vaState.events(form.orderNo)).map((e) => e.outcome)).toEqual(['APPLIED']);

  // 다시 보면 입금 완료, 내 구매의 발급 답에는 더는 테스트 입금 주소가 없다
  expect(await (await t.request(pagePath)).text()).toContain('입금 완료');
  const again = await t.json('POST', '/v1/purchases/virtual-account', { purchaseId: form.purchaseId, bankCode: '88' }, me.accessToken);
  expect(again.body).toMatchObject({ status: 'PAID', testDepositUrl: null });
});

it('테스트 가상계좌 페이지 – 예금주는 상점 이름(구매자 아님), 단추는 테두리까지 폭 안에(360px 에서 옆으로 밀리지 않게)', async () => {
  const me = await t.signup({ name: '김구매' });
  const { answer, account } = await f.issue(me);
  const pagePath = new URL(answer.testDepositUrl).pathname;
  const html = await (await t.request(pagePath)).text();
  expect(html).toContain(`<dt>예금주</dt><dd>${t.config.BANK_ACCOUNT_HOLDER.replace('(', '(')}</dd>`);
  expect(html).not.toContain('김구매');
  // 폭 100% 인 링크 단추(상점으로 돌아가기)에 안쪽 여백 14px 이 더해져 본문 밖으로 4px 나가던 것: 여백을 폭 안에 센다
  expect(html).toMatch(/\.btn\{[^}]*box-sizing:border-box/);
  const done = await (await t.request(`${pagePath}/deposit`, { method: 'POST' })).text();
  expect(done).toContain('상점으로 돌아가기');
  expect(done).not.toContain('김구매');
  expect(account.holderName).toBe(t.config.BANK_ACCOUNT_HOLDER);
});

it('내 구매 상세 – 테스트 결제사 가상계좌는 입금 전까지 payTo 에 테스트 입금 주소(새로고침한 완료 화면이 이것으로 그린다)', async () => {
  const me = await t.signup();
  const { form, answer } = await f.issue(me);
  const detail = await t.json('GET', `/v1/my-page/${me.memberId}/purchases/${form.purchaseId}`, undefined, me.accessToken);
  expect(detail.status).toBe(200);
  expect(detail.body.payTo).toMatchObject({ kind: 'VIRTUAL_ACCOUNT', accountHolder: t.config.BANK_ACCOUNT_HOLDER, testDepositUrl: answer.testDepositUrl });
  const list = await t.json('GET', `/v1/my-page/${me.memberId}/purchases`, undefined, me.accessToken);
  const row = list.body.items.find((p: { id: number }) => p.id === form.purchaseId);
  expect(row.payTo.testDepositUrl).toBe(answer.testDepositUrl);
});

it('GET /test-gateway/virtual-accounts/{paymentKey} – 모르는 계좌는 404, 닫힌 계좌에는 입금할 수 없다(409)', async () => {
  expect((await t.request('/test-gateway/virtual-accounts/tgk_nope')).status).toBe(404);
  const me = await t.signup();
  const { form, account } = await f.issue(me);
  await f.gateway.cancel({ paymentKey: account.paymentKey, cancelReason: '시험', idempotencyKey: `close-${form.orderNo}` });
  const res = await t.request(`/test-gateway/virtual-accounts/${account.paymentKey}/deposit`, { method: 'POST' });
  expect(res.status).toBe(409);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');
});

it('PAYMENTS_PROVIDER=toss 면 테스트 가상계좌 페이지가 없다', async () => {
  const toss = await createTestApp({ env: { PAYMENTS_PROVIDER: 'toss', TOSS_SECRET_KEY: 'test_sk', TOSS_CLIENT_KEY: 'test_ck' } });
  try {
    expect((await toss.request('/test-gateway/virtual-accounts/tgk_x')).status).toBe(404);
  } finally {
    await toss.close();
  }
});
