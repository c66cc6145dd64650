import { ApiError } from '../../lib/errors';

/** 결제사가 돌려준 결제 한 건 (토스페이먼츠 Payment 객체에서 쓰는 것만) */
export type GatewayPayment = {
  paymentKey: string;
  orderId: string;
  status: string;
  totalAmount: number;
  balanceAmount: number;
  approvedAt: string | null;
  raw: Record<string, unknown>;
};

/** 결제 포트: 승인과 취소. 실패는 ApiError(PAYMENT_REJECTED | PAYMENT_GATEWAY_UNAVAILABLE) 로 던진다 */
export type PaymentGateway = {
  name: 'toss' | 'test';
  clientKey: string;
  confirm(p: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<GatewayPayment>;
  cancel(p: { paymentKey: string; cancelReason: string; cancelAmount?: number; idempotencyKey: string }): Promise<GatewayPayment>;
};

export const GATEWAY_UNAVAILABLE_MESSAGE = '결제사와 통신하지 못했습니다. 잠시 후 다시 시도해주세요.';

export const gatewayUnavailable = (meta: Record<string, unknown> | null = null) =>
  new ApiError('PAYMENT_GATEWAY_UNAVAILABLE', 502, GATEWAY_UNAVAILABLE_MESSAGE, meta);

/** 결제사가 거절한 요청: 결제사의 코드는 meta 로, 메시지는 그대로 보여 준다 */
export const paymentRejected = (message: string, gatewayCode: string, status: 400 | 409 = 400) =>
  new ApiError('PAYMENT_REJECTED', status, message || '결제가 거절되었습니다.', { gatewayCode });

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

/** 모르는 필드는 raw 에 남기고, 빠진 필드는 기본값으로 읽는다 */
export function toGatewayPayment(body: Record<string, unknown>, fallback: { paymentKey: string; orderId?: string }): GatewayPayment {
  return {
    paymentKey: str(body.paymentKey, fallback.paymentKey),
    orderId: str(body.orderId, fallback.orderId ?? ''),
    status: str(body.status, 'UNKNOWN'),
    totalAmount: num(body.totalAmount),
    balanceAmount: num(body.balanceAmount ?? body.totalAmount),
    approvedAt: typeof body.approvedAt === 'string' ? body.approvedAt : null,
    raw: body,
  };
}
