import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Payment = { paymentKey: string; orderId: string; status: string; totalAmount: number; balanceAmount: number; approvedAt: string | null; method: string; cancels: Record<string, unknown>[] };

/**
 * 토스페이먼츠 코어 API 처럼 말하는 루프백 서버: 승인(confirmDelayMs 뒤 DONE), 결제 키·주문번호 조회, 취소, 거래 내역.
 * 승인은 요청을 받는 즉시 장부에 적는다(실제 결제사처럼, 우리 프로세스가 답을 받기 전에 죽어도 승인은 남는다).
 * 같은 Idempotency-Key 의 요청에는 처음 답을 그대로 돌려준다.
 */
export async function startTossLoopback(options: { confirmDelayMs: number }) {
  const payments = new Map<string, Payment>();
  const answers = new Map<string, { status: number; body: unknown }>();
  const seen: { method: string; path: string; idempotencyKey: string | null }[] = [];
  let onConfirm: (() => void) | null = null;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const notFound = { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' };

  async function handle(req: IncomingMessage, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
    const url = new URL(req.url!, 'http://loopback');
    const path = decodeURIComponent(url.pathname);
    if (req.method === 'POST' && path === '/v1/payments/confirm') {
      const p: Payment = { paymentKey: String(body.paymentKey), orderId: String(body.orderId), status: 'DONE', totalAmount: Number(body.amount), balanceAmount: Number(body.amount), approvedAt: new Date().toISOString(), method: '카드', cancels: [] };
      payments.set(p.paymentKey, p);
      onConfirm?.();
      await new Promise((r) => setTimeout(r, options.confirmDelayMs));
      return { status: 200, body: p };
    }
    const cancel = /^\/v1\/payments\/(.+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel) {
      const p = payments.get(cancel[1]!);
      if (!p) return { status: 404, body: notFound };
      if (p.status === 'CANCELED') return { status: 400, body: { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' } };
      p.cancels.push({ cancelAmount: p.balanceAmount, cancelReason: body.cancelReason, canceledAt: new Date().toISOString(), transactionKey: `tx_c_${p.paymentKey}` });
      p.status = 'CANCELED';
      p.balanceAmount = 0;
      return { status: 200, body: p };
    }
    const byOrder = /^\/v1\/payments\/orders\/(.+)$/.exec(path);
    if (req.method === 'GET' && byOrder) {
      const p = [...payments.values()].find((x) => x.orderId === byOrder[1]);
      return p ? { status: 200, body: p } : { status: 404, body: notFound };
    }
    const byKey = /^\/v1\/payments\/(.+)$/.exec(path);
    if (req.method === 'GET' && byKey) {
      const p = payments.get(byKey[1]!);
      return p ? { status: 200, body: p } : { status: 404, body: notFound };
    }
    if (req.method === 'GET' && path === '/v1/transactions') {
      const rows = [...payments.values()].flatMap((p) => [
        { transactionKey: `tx_a_${p.paymentKey}`, paymentKey: p.paymentKey, orderId: p.orderId, method: p.method, status: 'DONE', amount: p.totalAmount, transactionAt: p.approvedAt },
        ...p.cancels.map((c) => ({ transactionKey: c.transactionKey, paymentKey: p.paymentKey, orderId: p.orderId, method: p.method, status: 'CANCELED', amount: c.cancelAmount, transactionAt: c.canceledAt })),
      ]);
      return { status: 200, body: rows };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'not found' } };
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      seen.push({ method: req.method!, path: req.url!, idempotencyKey });
      const remembered = idempotencyKey ? answers.get(idempotencyKey) : undefined;
      if (remembered) return send(res, remembered.status, remembered.body);
      void handle(req, raw ? (JSON.parse(raw) as Record<string, unknown>) : {}).then((a) => {
        if (idempotencyKey) answers.set(idempotencyKey, a);
        if (!res.destroyed) send(res, a.status, a.body);
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    payments,
    seen,
    /** 다음 승인 요청이 들어오는 순간(결제사가 승인을 적은 뒤, 답하기 전) */
    nextConfirm: () => new Promise<void>((r) => (onConfirm = () => { onConfirm = null; r(); })),
    cancelsOf: (paymentKey: string) => seen.filter((s) => s.method === 'POST' && s.path === `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

export type TossLoopback = Awaited<ReturnType<typeof startTossLoopback>>;

export const tossEnv = (baseUrl: string) => ({
  PAYMENTS_PROVIDER: 'toss',
  TOSS_API_URL: baseUrl,
  TOSS_SECRET_KEY: 'test_sk_loopback',
  TOSS_CLIENT_KEY: 'test_ck_loopback',
  PAYMENTS_TIMEOUT_MS: '5000',
});
