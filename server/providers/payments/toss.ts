import {
  gatewayUnavailable,
  paymentRejected,
  toGatewayCashReceipt,
  toGatewayPayment,
  toGatewayTransaction,
  type GatewayCashReceipt,
  type GatewayPayment,
  type GatewayTransaction,
  type PaymentGateway,
  type RefundReceiveAccount,
} from './gateway';
import { KST_OFFSET_MS } from '../../lib/time';

export type TossOptions = { baseUrl: string; secretKey: string; clientKey: string; timeoutMs: number };

type Answer = { status: number; body: unknown };

/** 토스의 거래 조회는 시간대 없는 한국 시각(yyyy-MM-ddTHH:mm:ss)을 받는다 */
const kstLocal = (d: Date) => new Date(d.getTime() + KST_OFFSET_MS).toISOString().slice(0, 19);
const TRANSACTIONS_PAGE = 5000;

/** 토스페이먼츠 코어 API v1. Basic 인증(시크릿 키 + ':'), 쓰는 요청마다 Idempotency-Key */
export class TossPaymentsGateway implements PaymentGateway {
  readonly name = 'toss' as const;
  readonly clientKey: string;

  constructor(private readonly options: TossOptions) {
    this.clientKey = options.clientKey;
  }

  async confirm(p: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<GatewayPayment> {
    const body = { paymentKey: p.paymentKey, orderId: p.orderId, amount: p.amount };
    return toGatewayPayment(this.ok(await this.request('POST', '/v1/payments/confirm', body, p.idempotencyKey)), p);
  }

  async cancel(p: { paymentKey: string; cancelReason: string; cancelAmount?: number; idempotencyKey: string; refundReceiveAccount?: RefundReceiveAccount }): Promise<GatewayPayment> {
    const body: Record<string, unknown> = { cancelReason: p.cancelReason };
    if (p.cancelAmount !== undefined) body.cancelAmount = p.cancelAmount;
    if (p.refundReceiveAccount) {
      body.refundReceiveAccount = { bank: p.refundReceiveAccount.bankCode, accountNumber: p.refundReceiveAccount.accountNumber, holderName: p.refundReceiveAccount.holderName };
    }
    const answer = await this.request('POST', `/v1/payments/${encodeURIComponent(p.paymentKey)}/cancel`, body, p.idempotencyKey);
    return toGatewayPayment(this.ok(answer), p);
  }

  async getPayment(paymentKey: string): Promise<GatewayPayment | null> {
    const answer = await this.request('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`);
    if (answer.status === 404) return null;
    return toGatewayPayment(this.ok(answer), { paymentKey });
  }

  async getPaymentByOrderId(orderId: string): Promise<GatewayPayment | null> {
    const answer = await this.request('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`);
    if (answer.status === 404) return null;
    return toGatewayPayment(this.ok(answer), { paymentKey: '', orderId });
  }

  async listTransactions(p: { startDate: Date; endDate: Date }): Promise<GatewayTransaction[]> {
    const all: GatewayTransaction[] = [];
    let startingAfter: string | null = null;
    // 한 번에 최대 5,000건: 마지막 transactionKey 뒤로 이어서 받는다
    for (;;) {
      const query = new URLSearchParams({ startDate: kstLocal(p.startDate), endDate: kstLocal(p.endDate), limit: String(TRANSACTIONS_PAGE) });
      if (startingAfter) query.set('startingAfter', startingAfter);
      const answer = await this.request('GET', `/v1/transactions?${query.toString()}`);
      const rows = Array.isArray(answer.body) ? answer.body : [];
      if (answer.status !== 200) this.ok(answer);
      const page = rows.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object').map(toGatewayTransaction);
      all.push(...page);
      if (page.length < TRANSACTIONS_PAGE) return all;
      startingAfter = page[page.length - 1]!.transactionKey;
    }
  }

  async issueVirtualAccount(p: {
    orderId: string;
    orderName: string;
    amount: number;
    customerName: string;
    bankCode: string;
    validHours: number;
    idempotencyKey: string;
  }): Promise<GatewayPayment> {
    const body = { amount: p.amount, orderId: p.orderId, orderName: p.orderName, customerName: p.customerName, bank: p.bankCode, validHours: p.validHours };
    return toGatewayPayment(this.ok(await this.request('POST', '/v1/virtual-accounts', body, p.idempotencyKey)), { paymentKey: '', orderId: p.orderId });
  }

  async issueCashReceipt(p: {
    orderId: string;
    orderName: string;
    amount: number;
    type: '소득공제' | '지출증빙';
    customerIdentityNumber: string;
    idempotencyKey: string;
  }): Promise<GatewayCashReceipt> {
    const body = { amount: p.amount, orderId: p.orderId, orderName: p.orderName, type: p.type, customerIdentityNumber: p.customerIdentityNumber };
    return toGatewayCashReceipt(this.ok(await this.request('POST', '/v1/cash-receipts', body, p.idempotencyKey)));
  }

  async cancelCashReceipt(p: { receiptKey: string; idempotencyKey: string }): Promise<GatewayCashReceipt> {
    const answer = await this.request('POST', `/v1/cash-receipts/${encodeURIComponent(p.receiptKey)}/cancel`, {}, p.idempotencyKey);
    return toGatewayCashReceipt(this.ok(answer));
  }

  /** 2xx 면 본문 객체, 4xx 는 거절(결제사의 코드·메시지), 5xx 는 통신 실패 */
  private ok(answer: Answer): Record<string, unknown> {
    const parsed = answer.body && typeof answer.body === 'object' && !Array.isArray(answer.body) ? (answer.body as Record<string, unknown>) : {};
    if (answer.status >= 500) throw gatewayUnavailable({ httpStatus: answer.status, gatewayCode: parsed.code ?? null });
    if (answer.status < 200 || answer.status >= 300) {
      const code = typeof parsed.code === 'string' ? parsed.code : 'UNKNOWN';
      const message = typeof parsed.message === 'string' ? parsed.message : '';
      throw paymentRejected(message, code, answer.status === 409 ? 409 : 400);
    }
    return parsed;
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<Answer> {
    const url = new URL(path.replace(/^\//, ''), this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    const headers: Record<string, string> = { authorization: `Basic ${Buffer.from(`${this.options.secretKey}:`).toString('base64')}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await res.text();
    } catch (e) {
      throw gatewayUnavailable({ cause: e instanceof Error ? e.name : 'unknown' });
    }
    return { status: res.status, body: parseJson(text) };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}
