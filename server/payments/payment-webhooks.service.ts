import { timingSafeEqual } from 'node:crypto';
import { DepositCallbackSchema, PaymentStatusChangedSchema } from '../../lib/schemas/payment-webhooks';
import type { WebhookOutcome } from '../db/schema';
import type { AppDeps } from '../lib/context';
import { ApiError } from '../lib/errors';
import { sha256Hex } from '../lib/hash';
import { paymentGatewayOf, type GatewayPayment } from '../providers/payments';
import * as purchases from '../purchases/payments.repository';
import { virtualAccountHolder } from '../purchases/purchase-views.service';
import * as accounts from '../purchases/virtual-accounts.repository';
import { applyGatewayAnswer, type Verified } from './payment-webhook-apply';
import * as repo from './payment-webhooks.repository';

/** 받은 웹훅을 한 모양으로: 본문의 값은 어디까지나 "이 주문을 다시 물어보라"는 신호일 뿐이다 */
type Delivery = { eventType: string; orderId: string | null; secret: string | null; paymentKey: string | null; status: string | null; body: Record<string, unknown> };

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

function withoutSecret(raw: Record<string, unknown>): Record<string, unknown> {
  const { secret: _secret, ...rest } = raw;
  const data = rest.data;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const { secret: _dataSecret, ...d } = data as Record<string, unknown>;
    return { ...rest, data: d };
  }
  return rest;
}

function readDelivery(raw: Record<string, unknown>): Delivery {
  const body = withoutSecret(raw);
  const changed = PaymentStatusChangedSchema.safeParse(raw);
  if (changed.success) {
    const d = changed.data.data;
    return { eventType: changed.data.eventType.slice(0, 40), orderId: d.orderId, secret: str(d.secret), paymentKey: str(d.paymentKey), status: str(d.status), body };
  }
  const deposit = DepositCallbackSchema.safeParse(raw);
  if (deposit.success) {
    return { eventType: 'DEPOSIT_CALLBACK', orderId: deposit.data.orderId, secret: str(deposit.data.secret), paymentKey: null, status: str(deposit.data.status), body };
  }
  return { eventType: str(raw.eventType)?.slice(0, 40) ?? 'UNKNOWN', orderId: null, secret: null, paymentKey: null, status: null, body };
}

/** secret 은 저장된 SHA-256 과 같은 길이의 해시끼리 상수 시간으로 비교한다 */
function secretMatches(given: string, expectedHash: string | null): boolean {
  if (!expectedHash) return false;
  const a = Buffer.from(sha256Hex(given), 'hex');
  const b = Buffer.from(expectedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

type Rejection = { outcome: WebhookOutcome; message: string; purchaseId?: number; paymentKey?: string | null };

/**
 * POST /v1/payments/webhooks/toss 의 처리. 토스가 문서에 적은 대로 검증한다: 주문번호로 구매를 찾고,
 * 본문의 secret 을 저장해 둔 해시와 맞춘 뒤, 결제사에 결제를 다시 물어 그 답대로만 움직인다.
 * 위조·모르는 주문은 아무것도 바꾸지 않고 REJECTED 로 남긴다. 결제사에 묻지 못하면 502 로 답해
 * 토스가 다시 보내게 한다(토스는 200 이 아니면 최대 7번, 사흘 넘게 다시 보낸다).
 */
export async function receiveTossWebhook(deps: AppDeps, raw: Record<string, unknown>): Promise<void> {
  const gateway = paymentGatewayOf(deps);
  const delivery = readDelivery(raw);
  const log = (r: Rejection) =>
    repo.insertWebhookEvent(deps.db, {
      provider: gateway.name,
      eventType: delivery.eventType,
      orderId: delivery.orderId?.slice(0, 64) ?? null,
      paymentKey: (r.paymentKey ?? delivery.paymentKey)?.slice(0, 200) ?? null,
      gatewayStatus: delivery.status?.slice(0, 30) ?? null,
      purchaseId: r.purchaseId ?? null,
      body: delivery.body,
      outcome: r.outcome,
      message: r.message.slice(0, 300),
      receivedAt: deps.now(),
    });

  if (!delivery.orderId) return void (await log({ outcome: 'REJECTED', message: '알 수 없는 본문' }));
  const purchase = await purchases.findPurchaseByOrderNo(deps.db, { orderNo: delivery.orderId });
  if (!purchase) return void (await log({ outcome: 'REJECTED', message: '모르는 주문번호' }));
  const base = { purchaseId: purchase.id };

  let account = await accounts.findVirtualAccountOfPurchase(deps.db, { purchaseId: purchase.id });
  let looked: GatewayPayment | null = null;
  try {
    if (!account) {
      // 카드·간편결제의 상태 변경 알림은 이 경로가 다루지 않는다(승인 응답과 대사 작업이 다룬다)
      if (purchase.method !== 'VIRTUAL_ACCOUNT') return void (await log({ ...base, outcome: 'IGNORED', message: '가상계좌 주문이 아님' }));
      // 발급 답을 받지 못해 기록이 없는 계좌: 주문번호로 결제사에 물어 그 secret 과 맞춘다
      looked = await gateway.getPaymentByOrderId(purchase.orderNo);
      if (!looked || looked.method !== '가상계좌' || !looked.virtualAccount) return void (await log({ ...base, outcome: 'REJECTED', message: '결제사에 가상계좌가 없음' }));
    }
    const expectedHash = account ? account.secretHash : looked?.secret ? sha256Hex(looked.secret) : null;
    const paymentKey = account ? account.paymentKey : looked!.paymentKey;
    if (delivery.secret === null ? delivery.eventType === 'DEPOSIT_CALLBACK' : !secretMatches(delivery.secret, expectedHash)) {
      return void (await log({ ...base, outcome: 'REJECTED', message: 'secret 불일치' }));
    }
    if (delivery.paymentKey && delivery.paymentKey !== paymentKey) return void (await log({ ...base, outcome: 'REJECTED', message: '결제 키 불일치' }));
    looked ??= await gateway.getPayment(paymentKey);
  } catch (e) {
    if (e instanceof ApiError && e.code === 'PAYMENT_GATEWAY_UNAVAILABLE') {
      await log({ ...base, outcome: 'IGNORED', message: '결제사 조회 실패: 재전송을 기다림' });
    }
    throw e;
  }
  if (!looked || (looked.orderId && looked.orderId !== purchase.orderNo)) {
    return void (await log({ ...base, outcome: 'REJECTED', message: '결제사 조회 결과가 주문과 다름' }));
  }
  if (!account) account = await recordLateIssued(deps, purchase.id, looked);
  const verified: Verified = { purchase, account, payment: looked };
  await applyGatewayAnswer(deps, verified, (tx, r) =>
    repo.insertWebhookEvent(tx, {
      provider: gateway.name,
      eventType: delivery.eventType,
      orderId: purchase.orderNo,
      paymentKey: looked.paymentKey.slice(0, 200),
      gatewayStatus: looked.status.slice(0, 30),
      purchaseId: purchase.id,
      body: delivery.body,
      outcome: r.outcome,
      message: r.message.slice(0, 300),
      receivedAt: deps.now(),
    }),
  );
}

/** 발급 답을 못 받았던 계좌를 결제사의 답으로 적어 둔다: 이후 웹훅은 저장된 secret 으로 검증한다 */
function recordLateIssued(deps: AppDeps, purchaseId: number, g: GatewayPayment) {
  const va = g.virtualAccount!;
  return accounts.insertVirtualAccountIfAbsent(deps.db, {
    purchaseId,
    provider: paymentGatewayOf(deps).name,
    paymentKey: g.paymentKey,
    bankCode: va.bankCode.slice(0, 10),
    accountNumber: va.accountNumber.slice(0, 40),
    holderName: virtualAccountHolder(deps.config),
    dueDate: va.dueDate ? new Date(va.dueDate) : deps.now(),
    secretHash: g.secret ? sha256Hex(g.secret) : null,
  });
}
