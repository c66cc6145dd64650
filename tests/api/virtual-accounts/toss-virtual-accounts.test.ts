import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { TossPaymentsGateway } from '../../../server/providers/payments';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { virtualAccountFixtures, type VirtualAccountFixtures } from './fixtures';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> | null };

// 토스페이먼츠 코어 API 처럼 말하는 루프백 서버: 가상계좌 발급(POST /v1/virtual-accounts)과 결제 조회(GET /v1/payments/{key})
let server: Server;
let seen: Seen[] = [];
let t: TestApp;
let f: VirtualAccountFixtures;
const SECRET = 'ps_toss_secret_0123456789';
const issued = new Map<string, Record<string, unknown>>();

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

function tossPayment(body: Record<string, unknown>, key: string): Record<string, unknown> {
  return {
    paymentKey: key,
    orderId: body.orderId,
    orderName: body.orderName,
    status: 'WAITING_FOR_DEPOSIT',
    method: '가상계좌',
    totalAmount: body.amount,
    balanceAmount: body.amount,
    approvedAt: null,
    secret: SECRET,
    virtualAccount: { accountType: '일반', accountNumber: 'X6410000000001', bankCode: body.bank, customerName: body.customerName, dueDate: '2030-01-02T10:00:00+09:00', expired: false, settlementStatus: 'INCOMPLETED' },
  };
}

function reply(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown> | null) {
  if (req.method === 'POST' && req.url === '/v1/virtual-accounts') {
    const key = `tviva${String(body!.orderId)}`;
    if (!issued.has(key)) issued.set(key, tossPayment(body!, key));
    return json(res, 200, issued.get(key));
  }
  const m = /^\/v1\/payments\/([^/]+)$/.exec(req.url ?? '');
  if (req.method === 'GET' && m) {
    const p = issued.get(decodeURIComponent(m[1]!));
    return p ? json(res, 200, p) : json(res, 404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
  }
  return json(res, 404, { code: 'NOT_FOUND', message: '없음' });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      reply(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const payments = new TossPaymentsGateway({ baseUrl, secretKey: 'test_sk_secret', clientKey: 'test_ck_client', timeoutMs: 2000 });
  t = await createTestApp({ env: { VIRTUAL_ACCOUNT_VALID_HOURS: '72' }, deps: { payments } });
  f = await virtualAccountFixtures(t);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await t.close();
});
beforeEach(() => {
  seen = [];
});

it('토스 어댑터 – 발급은 POST /v1/virtual-accounts(Basic, Idempotency-Key, bank·validHours·customerName), 계좌·기한·secret 을 읽는다', async () => {
  const me = await t.signup({ name: '김토스' });
  const { form, answer, account } = await f.issue(me, { bankCode: '06' });
  const req = seen.find((s) => s.url === '/v1/virtual-accounts')!;
  expect(req.method).toBe('POST');
  expect(req.headers.authorization).toBe(`Basic ${Buffer.from('test_sk_secret:').toString('base64')}`);
  expect(req.headers['idempotency-key']).toBe(`va-issue-${form.orderNo}`);
  expect(req.body).toEqual({ amount: form.subtotal, orderId: form.orderNo, orderName: expect.any(String), customerName: '김토스', bank: '06', validHours: 72 });
  expect(answer.payTo).toMatchObject({ bankName: 'KB국민은행', accountNumber: 'X6410000000001', accountHolder: t.config.BANK_ACCOUNT_HOLDER, deadline: '2030-01-02T01:00:00.000Z' });
  expect(answer.testDepositUrl).toBeNull();
  expect(account).toMatchObject({ provider: 'toss', paymentKey: `tviva${form.orderNo}` });
  expect((await f.state.purchase(form.purchaseId)).depositDeadline!.toISOString()).toBe('2030-01-02T01:00:00.000Z');
});

it('토스 어댑터 – DEPOSIT_CALLBACK 은 secret 을 맞춘 뒤 GET /v1/payments/{paymentKey} 로 묻고, DONE 이면 결제 완료', async () => {
  const me = await t.signup();
  const { form, account } = await f.issue(me);
  const callback = { createdAt: '2030-01-01T12:00:00.000000', secret: SECRET, orderId: form.orderNo, status: 'DONE', transactionKey: 'txk_1' };

  // 아직 입금 전: 토스가 입금 대기라 답하면 아무것도 하지 않는다
  seen = [];
  expect((await f.webhook(callback)).status).toBe(200);
  expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([`GET /v1/payments/${account.paymentKey}`]);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('WAITING_PAYMENT');

  issued.get(account.paymentKey)!.status = 'DONE';
  issued.get(account.paymentKey)!.approvedAt = '2030-01-01T12:00:00+09:00';
  expect((await f.webhook(callback)).status).toBe(200);
  expect((await f.state.purchase(form.purchaseId)).status).toBe('PAID');
  expect(await f.state.payments(form.purchaseId)).toMatchObject([{ provider: 'toss', status: 'DONE', amount: form.subtotal }]);

  // 위조: secret 이 틀리면 토스에 묻지도 않는다
  seen = [];
  expect((await f.webhook({ ...callback, secret: 'ps_wrong' })).status).toBe(200);
  expect(seen).toEqual([]);
  expect((await f.vaState.events(form.orderNo)).map((e) => e.outcome)).toEqual(['IGNORED', 'APPLIED', 'REJECTED']);
});
