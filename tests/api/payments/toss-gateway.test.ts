import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/lib/errors';
import { TossPaymentsGateway } from '../../../server/providers/payments';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: unknown };
type Reply = (req: IncomingMessage, res: ServerResponse) => void;

// 토스페이먼츠 코어 API 처럼 말하는 루프백 서버: 받은 요청을 적어 두고 정해 둔 답을 한다
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let reply: Reply;

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

const gateway = (timeoutMs = 2000) => new TossPaymentsGateway({ baseUrl, secretKey: 'test_sk_secret', clientKey: 'test_ck_client', timeoutMs });
const confirmArgs = { paymentKey: 'pk_abc', orderId: 'ORDER-0001', amount: 15000, idempotencyKey: 'confirm-ORDER-0001' };

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('실패를 기대했습니다');
}

describe('TossPaymentsGateway', () => {
  it('confirm – Basic(secretKey:), Idempotency-Key, 정확한 JSON 본문을 보내고 결제를 읽는다', async () => {
    reply = (_req, res) =>
      json(res, 200, { paymentKey: 'pk_abc', orderId: 'ORDER-0001', status: 'DONE', totalAmount: 15000, balanceAmount: 15000, approvedAt: '2026-01-01T10:00:00+09:00', method: '카드' });
    const payment = await gateway().confirm(confirmArgs);

    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/payments/confirm');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('test_sk_secret:').toString('base64')}`);
    expect(req.headers['idempotency-key']).toBe('confirm-ORDER-0001');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toEqual({ paymentKey: 'pk_abc', orderId: 'ORDER-0001', amount: 15000 });
    expect(payment).toMatchObject({ paymentKey: 'pk_abc', orderId: 'ORDER-0001', status: 'DONE', totalAmount: 15000, balanceAmount: 15000 });
    expect(payment.raw.method).toBe('카드');
  });

  it('confirm – 4xx {code, message} 는 PAYMENT_REJECTED 와 결제사 메시지', async () => {
    reply = (_req, res) => json(res, 400, { code: 'REJECT_CARD_COMPANY', message: '카드사에서 거절한 결제입니다.' });
    const e = await failure(gateway().confirm(confirmArgs));
    expect(e.code).toBe('PAYMENT_REJECTED');
    expect(e.status).toBe(400);
    expect(e.message).toBe('카드사에서 거절한 결제입니다.');
    expect(e.meta).toEqual({ gatewayCode: 'REJECT_CARD_COMPANY' });
  });

  it('confirm – 500 은 502 PAYMENT_GATEWAY_UNAVAILABLE', async () => {
    reply = (_req, res) => json(res, 500, { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 오류' });
    const e = await failure(gateway().confirm(confirmArgs));
    expect(e.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    expect(e.status).toBe(502);
    expect(e.message).toBe('결제사와 통신하지 못했습니다. 잠시 후 다시 시도해주세요.');
  });

  it('confirm – 응답이 없으면 제한 시간 뒤 502', async () => {
    reply = () => undefined; // 답하지 않는다
    const started = Date.now();
    const e = await failure(gateway(200).confirm(confirmArgs));
    expect(e.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    expect(e.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('confirm – JSON 이 아닌 4xx 도 PAYMENT_REJECTED 로 읽는다', async () => {
    reply = (_req, res) => {
      res.writeHead(403, { 'content-type': 'text/plain' });
      res.end('forbidden');
    };
    const e = await failure(gateway().confirm(confirmArgs));
    expect(e.code).toBe('PAYMENT_REJECTED');
    expect(e.message).toBe('결제가 거절되었습니다.');
  });

  it('cancel – 경로의 paymentKey, cancelReason·cancelAmount, Idempotency-Key', async () => {
    reply = (_req, res) => json(res, 200, { paymentKey: 'pk_abc', orderId: 'ORDER-0001', status: 'PARTIAL_CANCELED', totalAmount: 15000, balanceAmount: 5000 });
    const payment = await gateway().cancel({ paymentKey: 'pk_abc', cancelReason: '고객 요청', cancelAmount: 10000, idempotencyKey: 'cancel-1' });
    const req = seen[0]!;
    expect(req.url).toBe('/v1/payments/pk_abc/cancel');
    expect(req.headers['idempotency-key']).toBe('cancel-1');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('test_sk_secret:').toString('base64')}`);
    expect(req.body).toEqual({ cancelReason: '고객 요청', cancelAmount: 10000 });
    expect(payment).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 5000 });
  });

  it('cancel – 금액이 없으면 전액 취소로 cancelReason 만 보낸다', async () => {
    reply = (_req, res) => json(res, 200, { paymentKey: 'pk_abc', status: 'CANCELED', totalAmount: 15000, balanceAmount: 0 });
    await gateway().cancel({ paymentKey: 'pk_abc', cancelReason: '만료', idempotencyKey: 'cancel-2' });
    expect(seen[0]!.body).toEqual({ cancelReason: '만료' });
  });
});
