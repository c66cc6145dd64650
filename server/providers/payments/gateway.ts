import { fail } from '../../lib/errors';

/** 결제사가 발급한 가상계좌 (토스페이먼츠 Payment.virtualAccount 중 쓰는 것만) */
export type GatewayVirtualAccount = {
  accountNumber: string;
  bankCode: string;
  customerName: string;
  dueDate: string | null;
  expired: boolean;
};

/** 결제사가 돌려준 결제 한 건 (토스페이먼츠 Payment 객체에서 쓰는 것만) */
export type GatewayPayment = {
  paymentKey: string;
  orderId: string;
  /** READY, IN_PROGRESS, WAITING_FOR_DEPOSIT, DONE, CANCELED, PARTIAL_CANCELED, ABORTED, EXPIRED */
  status: string;
  /** 카드, 간편결제, 가상계좌 … (결제사의 말 그대로) */
  method: string | null;
  /** 간편결제면 KAKAOPAY·NAVERPAY·TOSSPAY 등 */
  easyPayProvider: string | null;
  totalAmount: number;
  balanceAmount: number;
  approvedAt: string | null;
  virtualAccount: GatewayVirtualAccount | null;
  /** 가상계좌 웹훅이 함께 보내는 값: 웹훅이 진짜인지 이것과 맞춰 본다 */
  secret: string | null;
  raw: Record<string, unknown>;
};

/** 결제사의 거래 내역 한 줄 (토스 GET /v1/transactions) */
export type GatewayTransaction = {
  transactionKey: string;
  paymentKey: string;
  orderId: string;
  method: string | null;
  status: string;
  amount: number;
  transactedAt: string;
};

export type GatewayCashReceipt = {
  receiptKey: string;
  issueNumber: string;
  receiptUrl: string | null;
  /** ISSUED, CANCELED … */
  status: string;
  amount: number;
  raw: Record<string, unknown>;
};

/** 환불받을 계좌(가상계좌 결제의 환불) */
export type RefundReceiveAccount = { bankCode: string; accountNumber: string; holderName: string };

/**
 * 결제 포트. 실패는 ApiError(PAYMENT_REJECTED | PAYMENT_GATEWAY_UNAVAILABLE) 로 던진다.
 * 조회(getPayment*)는 결제사에 없는 결제면 null 을 돌려준다: 대사 작업이 "승인되지 않음"을 알 수 있게.
 */
export type PaymentGateway = {
  name: 'toss' | 'test';
  clientKey: string;
  confirm(p: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<GatewayPayment>;
  cancel(p: {
    paymentKey: string;
    cancelReason: string;
    cancelAmount?: number;
    idempotencyKey: string;
    refundReceiveAccount?: RefundReceiveAccount;
  }): Promise<GatewayPayment>;
  getPayment(paymentKey: string): Promise<GatewayPayment | null>;
  getPaymentByOrderId(orderId: string): Promise<GatewayPayment | null>;
  /** 기간 안의 거래(승인·취소) 목록: 운영자의 대사 화면이 가게의 결제와 맞춰 본다 */
  listTransactions(p: { startDate: Date; endDate: Date }): Promise<GatewayTransaction[]>;
  issueVirtualAccount(p: {
    orderId: string;
    orderName: string;
    amount: number;
    customerName: string;
    bankCode: string;
    validHours: number;
    idempotencyKey: string;
  }): Promise<GatewayPayment>;
  issueCashReceipt(p: {
    orderId: string;
    orderName: string;
    amount: number;
    type: '소득공제' | '지출증빙';
    customerIdentityNumber: string;
    idempotencyKey: string;
  }): Promise<GatewayCashReceipt>;
  cancelCashReceipt(p: { receiptKey: string; idempotencyKey: string }): Promise<GatewayCashReceipt>;
};

export const gatewayUnavailable = (meta: Record<string, unknown> | null = null) =>
  fail('PAYMENT_GATEWAY_UNAVAILABLE', meta);

/** 결제사가 거절한 요청: 결제사의 코드는 meta 로, 메시지는 그대로 보여 준다(비었으면 목록의 기본 문장) */
export const paymentRejected = (message: string, gatewayCode: string, status: 400 | 409 = 400) =>
  fail(status === 409 ? 'PAYMENT_REJECTED_CONFLICT' : 'PAYMENT_REJECTED', { gatewayCode }, message);

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const strOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);
const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

function toVirtualAccount(v: unknown): GatewayVirtualAccount | null {
  const va = obj(v);
  if (!va) return null;
  return {
    accountNumber: str(va.accountNumber),
    bankCode: str(va.bankCode, str(va.bank)),
    customerName: str(va.customerName),
    dueDate: strOrNull(va.dueDate),
    expired: va.expired === true,
  };
}

/** 모르는 필드는 raw 에 남기고, 빠진 필드는 기본값으로 읽는다 */
export function toGatewayPayment(body: Record<string, unknown>, fallback: { paymentKey: string; orderId?: string }): GatewayPayment {
  return {
    paymentKey: str(body.paymentKey, fallback.paymentKey) || fallback.paymentKey,
    orderId: str(body.orderId, fallback.orderId ?? ''),
    status: str(body.status, 'UNKNOWN'),
    method: strOrNull(body.method),
    easyPayProvider: strOrNull(obj(body.easyPay)?.provider),
    totalAmount: num(body.totalAmount),
    balanceAmount: num(body.balanceAmount ?? body.totalAmount),
    approvedAt: strOrNull(body.approvedAt),
    virtualAccount: toVirtualAccount(body.virtualAccount),
    secret: strOrNull(body.secret),
    raw: body,
  };
}

export function toGatewayTransaction(body: Record<string, unknown>): GatewayTransaction {
  return {
    transactionKey: str(body.transactionKey),
    paymentKey: str(body.paymentKey),
    orderId: str(body.orderId),
    method: strOrNull(body.method),
    status: str(body.status, 'UNKNOWN'),
    amount: num(body.amount),
    transactedAt: str(body.transactionAt, str(body.transactedAt)),
  };
}

export function toGatewayCashReceipt(body: Record<string, unknown>): GatewayCashReceipt {
  return {
    receiptKey: str(body.receiptKey),
    issueNumber: str(body.issueNumber),
    receiptUrl: strOrNull(body.receiptUrl),
    status: str(body.issueStatus, str(body.status, 'UNKNOWN')),
    amount: num(body.amount),
    raw: body,
  };
}
