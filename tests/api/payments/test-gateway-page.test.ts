import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { paymentFixtures, type PaymentFixtures } from './fixtures';

let t: TestApp;
let f: PaymentFixtures;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_ORIGIN: 'http://shop.test,http://admin.test', API_PUBLIC_URL: 'http://api.test' } });
  f = await paymentFixtures(t);
});
afterAll(() => t.close());

const pay = (action: string, params: Record<string, string>) =>
  t.request(`/test-gateway/pay${action ? `/${action}` : ''}?${new URLSearchParams(params).toString()}`, { redirect: 'manual' });

const params = {
  orderId: 'ORDER-PAGE-1',
  amount: '5000',
  orderName: '<script>팔로워</script>',
  successUrl: 'http://shop.test/checkout/success',
  failUrl: 'http://shop.test/checkout/fail',
};

it('GET /test-gateway/pay – 한국어 결제창, 승인·거절·닫기 버튼, 주문명은 이스케이프', async () => {
  const res = await pay('', params);
  expect(res.status).toBe(200);
  const html = await res.text();
  for (const label of ['승인', '거절', '닫기', '5,000원', 'viewport']) expect(html).toContain(label);
  expect(html).not.toContain('<script>팔로워');
});

it('GET /test-gateway/pay/approve·decline·close – 웹의 성공·실패 주소로 돌려보낸다', async () => {
  const approve = await pay('approve', params);
  expect(approve.status).toBe(302);
  const ok = new URL(approve.headers.get('location')!);
  expect(ok.origin + ok.pathname).toBe('http://shop.test/checkout/success');
  expect(ok.searchParams.get('paymentKey')).toBe(f.paymentKeyFor('ORDER-PAGE-1', 5000));
  expect(ok.searchParams.get('orderId')).toBe('ORDER-PAGE-1');
  expect(ok.searchParams.get('amount')).toBe('5000');

  const decline = new URL((await pay('decline', params)).headers.get('location')!);
  expect(decline.pathname).toBe('/checkout/fail');
  expect(decline.searchParams.get('code')).toBe('REJECT_CARD_COMPANY');
  const close = new URL((await pay('close', params)).headers.get('location')!);
  expect(close.searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');
});

it('GET /test-gateway/pay – WEB_ORIGIN 이 아닌 주소로는 돌려보내지 않는다 (400)', async () => {
  for (const bad of ['https://evil.example/x', 'http://shop.test.evil.example/x', '//evil.example', 'javascript:alert(1)']) {
    for (const key of ['successUrl', 'failUrl'] as const) {
      const res = await pay('approve', { ...params, [key]: bad });
      expect(res.status, `${key}=${bad}`).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  }
  expect((await pay('approve', { ...params, successUrl: 'http://admin.test/ok' })).status).toBe(302);
});

it('결제창 승인 → 돌아온 값으로 POST /v1/purchases/card/authorize 하면 결제된다', async () => {
  const me = await t.signup();
  const form = await f.orderForm(me);
  const prep = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId }, me.accessToken);
  const checkout = new URL(prep.body.checkoutUrl);
  const approve = await t.request(`/test-gateway/pay/approve${checkout.search}`, { redirect: 'manual' });
  const back = new URL(approve.headers.get('location')!);
  const res = await t.json(
    'POST',
    '/v1/purchases/card/authorize',
    { paymentKey: back.searchParams.get('paymentKey'), orderId: back.searchParams.get('orderId'), amount: back.searchParams.get('amount') },
    me.accessToken,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe('PAID');
});

it('PAYMENTS_PROVIDER=toss 면 테스트 결제창이 없다', async () => {
  const toss = await createTestApp({ env: { PAYMENTS_PROVIDER: 'toss', TOSS_SECRET_KEY: 'test_sk_x', TOSS_CLIENT_KEY: 'test_ck_x' } });
  try {
    const res = await toss.request(`/test-gateway/pay?${new URLSearchParams(params).toString()}`);
    expect(res.status).toBe(404);
  } finally {
    await toss.close();
  }
});

it('GET /v1/openapi.json – 결제 엔드포인트가 문서에 있다', async () => {
  const res = await t.json('GET', '/v1/openapi.json');
  expect(res.status).toBe(200);
  for (const path of ['/v1/purchases/card', '/v1/purchases/card/authorize', '/v1/purchases/no-deposit', '/v1/purchases/no-deposit/authorize', '/v1/purchases/full-point']) {
    expect(res.body.paths[path]?.post, path).toBeDefined();
  }
});
