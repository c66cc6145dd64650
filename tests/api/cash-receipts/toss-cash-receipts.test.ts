import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TossPaymentsGateway } from '../../../server/providers/payments';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: unknown };

// 토스페이먼츠 현금영수증 API 처럼 말하는 루프백 서버
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let reply: (req: IncomingMessage, res: ServerResponse) => void;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: raw ? JSON.parse(raw) : null });
      reply(req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  seen = [];
});

const gateway = () => new TossPaymentsGateway({ baseUrl, secretKey: 'test_sk_secret', clientKey: 'test_ck_client', timeoutMs: 2000 });
const basic = `Basic ${Buffer.from('test_sk_secret:').toString('base64')}`;

describe('TossPaymentsGateway – 현금영수증', () => {
  it('issueCashReceipt – POST /v1/cash-receipts, Basic 인증, Idempotency-Key, 발급 결과를 읽는다', async () => {
    reply = (_req, res) =>
      json(res, 200, { receiptKey: 'rk_123', issueNumber: '123456789', receiptUrl: 'https://dashboard.tosspayments.com/receipt/rk_123', amount: 12000, orderId: 'ORD-1', type: '소득공제', issueStatus: 'COMPLETED' });
    const r = await gateway().issueCashReceipt({ orderId: 'ORD-1', orderName: '한국인 팔로워', amount: 12000, type: '소득공제', customerIdentityNumber: '01012345678', idempotencyKey: 'cash-receipt-7' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/cash-receipts', body: { amount: 12000, orderId: 'ORD-1', orderName: '한국인 팔로워', type: '소득공제', customerIdentityNumber: '01012345678' } });
    expect(seen[0]!.headers).toMatchObject({ authorization: basic, 'idempotency-key': 'cash-receipt-7', 'content-type': 'application/json' });
    expect(r).toMatchObject({ receiptKey: 'rk_123', issueNumber: '123456789', receiptUrl: 'https://dashboard.tosspayments.com/receipt/rk_123', status: 'COMPLETED', amount: 12000 });
  });

  it('cancelCashReceipt – POST /v1/cash-receipts/{receiptKey}/cancel 에 Idempotency-Key', async () => {
    reply = (_req, res) => json(res, 200, { receiptKey: 'rk_123', issueNumber: '123456789', amount: 12000, issueStatus: 'CANCELED' });
    const r = await gateway().cancelCashReceipt({ receiptKey: 'rk_123', idempotencyKey: 'cash-receipt-cancel-7' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/cash-receipts/rk_123/cancel' });
    expect(seen[0]!.headers['idempotency-key']).toBe('cash-receipt-cancel-7');
    expect(r.status).toBe('CANCELED');
  });

  it('4xx 는 결제사의 코드·메시지로 거절, 5xx 는 통신 실패', async () => {
    reply = (_req, res) => json(res, 400, { code: 'INVALID_IDENTITY_NUMBER', message: '현금영수증 발급 번호가 올바르지 않습니다.' });
    const args = { orderId: 'ORD-2', orderName: '좋아요', amount: 5000, type: '지출증빙' as const, customerIdentityNumber: '1208147521', idempotencyKey: 'cash-receipt-8' };
    await expect(gateway().issueCashReceipt(args)).rejects.toMatchObject({ code: 'PAYMENT_REJECTED', message: '현금영수증 발급 번호가 올바르지 않습니다.', meta: { gatewayCode: 'INVALID_IDENTITY_NUMBER' } });
    reply = (_req, res) => json(res, 500, { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 오류' });
    await expect(gateway().issueCashReceipt(args)).rejects.toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE', status: 502 });
  });
});
