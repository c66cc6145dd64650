import { gatewayUnavailable, paymentRejected, toGatewayPayment, type GatewayPayment, type PaymentGateway } from './gateway';

export type TossOptions = { baseUrl: string; secretKey: string; clientKey: string; timeoutMs: number };

/** 토스페이먼츠 코어 API v1. Basic 인증(시크릿 키 + ':'), 요청마다 Idempotency-Key */
export class TossPaymentsGateway implements PaymentGateway {
  readonly name = 'toss' as const;
  readonly clientKey: string;

  constructor(private readonly options: TossOptions) {
    this.clientKey = options.clientKey;
  }

  confirm(p: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<GatewayPayment> {
    const body = { paymentKey: p.paymentKey, orderId: p.orderId, amount: p.amount };
    return this.post('/v1/payments/confirm', body, p.idempotencyKey, p);
  }

  cancel(p: { paymentKey: string; cancelReason: string; cancelAmount?: number; idempotencyKey: string }): Promise<GatewayPayment> {
    const body: Record<string, unknown> = { cancelReason: p.cancelReason };
    if (p.cancelAmount !== undefined) body.cancelAmount = p.cancelAmount;
    return this.post(`/v1/payments/${encodeURIComponent(p.paymentKey)}/cancel`, body, p.idempotencyKey, p);
  }

  private async post(path: string, body: unknown, idempotencyKey: string, ref: { paymentKey: string; orderId?: string }) {
    const url = new URL(path, this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${this.options.secretKey}:`).toString('base64')}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await res.text();
    } catch (e) {
      throw gatewayUnavailable({ cause: e instanceof Error ? e.name : 'unknown' });
    }
    const parsed = parseObject(text);
    if (res.status >= 500) throw gatewayUnavailable({ httpStatus: res.status, gatewayCode: parsed.code ?? null });
    if (!res.ok) {
      const code = typeof parsed.code === 'string' ? parsed.code : 'UNKNOWN';
      const message = typeof parsed.message === 'string' ? parsed.message : '';
      throw paymentRejected(message, code, res.status === 409 ? 409 : 400);
    }
    return toGatewayPayment(parsed, ref);
  }
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
