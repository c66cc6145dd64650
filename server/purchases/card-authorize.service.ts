import type { z } from 'zod';
import type { CardAuthorizeBodySchema, PaymentResult } from '../../lib/schemas/payments';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { ApiError, fail } from '../lib/errors';
import { sha256Hex } from '../lib/hash';
import { paymentGatewayOf, type GatewayPayment } from '../providers/payments';
import { purchaseAlreadyPaid, purchaseExpired, purchaseNotFound } from './payment-preparation.service';
import * as attempts from './payment-attempts.repository';
import type { PaymentAttemptRow } from './payment-attempts.repository';
import { isSettledAge, recordApproval, recordNoCharge, settleByLookUp } from './payment-attempts.service';
import * as repo from './payments.repository';
import { lockPurchase } from './settlement.repository';
import type { StatusActor } from './settlement.service';

const notPrepared = () => fail('PURCHASE_NOT_PREPARED');
const inProgress = () => fail('PAYMENT_IN_PROGRESS');
const notPayable = () => fail('PURCHASE_NOT_PAYABLE');
const released = () => fail('PURCHASE_PAYMENT_RELEASED');
const shortHash = (s: string) => sha256Hex(s).slice(0, 24);

/** 결제사가 PAYMENT_REJECTED 로 답했지만 거절이 아닌 것: 이미 처리됨·처리 중·결제사 내부 오류 → 조회로 확인한다 */
const NOT_A_DECLINE = new Set([
  'ALREADY_PROCESSED_PAYMENT',
  'PROVIDER_ERROR',
  'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING',
  'FAILED_INTERNAL_SYSTEM_PROCESSING',
  'UNKNOWN_PAYMENT_ERROR',
  'IDEMPOTENT_REQUEST_PROCESSING',
]);

async function resultOf(db: Db, purchaseId: number): Promise<PaymentResult> {
  const row = (await repo.findPurchaseById(db, { purchaseId }))!;
  return {
    purchaseId: row.id,
    orderNo: row.orderNo,
    status: row.status,
    method: row.method,
    totalAmount: row.totalAmount,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    serviceCount: await repo.countServicesOfPurchase(db, { purchaseId: row.id }),
  };
}

/** 기록된 결론을 답으로: 결제 완료면 결과, 거절이면 그 거절, 취소면 409, 아직 모르면 409(확인 중) */
async function outcomeOf(deps: AppDeps, attempt: PaymentAttemptRow | null): Promise<PaymentResult> {
  if (!attempt) throw inProgress();
  switch (attempt.status) {
    case 'PAID':
      return resultOf(deps.db, attempt.purchaseId);
    case 'DECLINED':
      throw fail('PAYMENT_REJECTED', { gatewayCode: attempt.gatewayCode }, attempt.message);
    case 'CANCELED':
    case 'CANCEL_PENDING':
      throw notPayable();
    default:
      throw inProgress();
  }
}

/** 구매를 잠그고 결제할 수 있는지 본 뒤 승인 시도를 커밋한다. 같은 결제 키의 시도가 이미 있으면 그것 */
async function openAttempt(deps: AppDeps, memberId: number, body: z.output<typeof CardAuthorizeBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const found = await repo.findPurchaseByOrderNo(tx, { orderNo: body.orderId });
    if (!found || found.memberId !== memberId) throw purchaseNotFound();
    await lockPurchase(tx, { purchaseId: found.id });
    const row = (await repo.findPurchaseById(tx, { purchaseId: found.id }))!;
    const existing = await attempts.findAttemptByPaymentKey(tx, { paymentKey: body.paymentKey });
    if (existing) {
      if (existing.purchaseId !== row.id) throw purchaseNotFound();
      return { attempt: existing, fresh: false };
    }
    if (row.status === 'EXPIRED') throw purchaseExpired();
    if (row.status === 'PAYMENT_FAILED' || row.status === 'PAYMENT_CANCELED') throw released();
    if (row.status !== 'WAITING_PAYMENT' && row.status !== 'ORDER_FORM') throw purchaseAlreadyPaid();
    if (row.status === 'ORDER_FORM' || (row.method !== 'CARD' && row.method !== 'EASY_PAY')) throw notPrepared();
    if (body.amount !== row.totalAmount) {
      throw fail('AMOUNT_MISMATCH', { expected: row.totalAmount });
    }
    if (row.depositDeadline && deps.now() > row.depositDeadline) throw purchaseExpired();
    const inserted = await attempts.insertAttemptIfAbsent(tx, {
      purchaseId: row.id,
      provider: paymentGatewayOf(deps).name,
      method: row.method,
      paymentKey: body.paymentKey,
      // 결제 키마다 하나: 같은 승인의 재시도는 결제사가 한 번으로 처리하고, 거절 뒤 새 키로는 다시 시도할 수 있다
      idempotencyKey: `confirm-${row.orderNo}-${shortHash(body.paymentKey)}`,
      amount: row.totalAmount,
      startedAt: deps.now(),
    });
    if (inserted) return { attempt: inserted, fresh: true };
    // 같은 결제 키가 방금 들어왔거나, 다른 결제 키의 승인이 진행 중이다
    const raced = await attempts.findAttemptByPaymentKey(tx, { paymentKey: body.paymentKey });
    if (raced) return { attempt: raced, fresh: false };
    throw inProgress();
  });
}

/** 승인을 요청하고 답대로 기록한다. 결제사와 통신하지 못하면 시도를 열어 둔 채 502(대사 작업이 결론 낸다) */
async function confirmAndRecord(deps: AppDeps, attempt: PaymentAttemptRow, orderNo: string, actor: StatusActor): Promise<PaymentResult> {
  let confirmed: GatewayPayment;
  try {
    confirmed = await paymentGatewayOf(deps).confirm({ paymentKey: attempt.paymentKey, orderId: orderNo, amount: attempt.amount, idempotencyKey: attempt.idempotencyKey });
  } catch (e) {
    if (!(e instanceof ApiError) || e.code !== 'PAYMENT_REJECTED') throw e;
    const gatewayCode = typeof e.meta?.gatewayCode === 'string' ? e.meta.gatewayCode : null;
    if (gatewayCode && NOT_A_DECLINE.has(gatewayCode)) {
      return outcomeOf(deps, await settleByLookUp(deps, attempt, { decidedBy: 'REQUEST', final: false, actor }));
    }
    await recordNoCharge(deps, attempt, { to: 'DECLINED', decidedBy: 'REQUEST', gatewayCode, message: e.message, actor });
    throw e;
  }
  const after = await recordApproval(deps, attempt, confirmed, 'REQUEST', actor);
  if (after?.status === 'CANCEL_PENDING' || after?.status === 'CANCELED') {
    if (confirmed.status !== 'DONE' || confirmed.totalAmount !== attempt.amount) {
      deps.logger.error({ orderNo, status: confirmed.status, amount: confirmed.totalAmount }, 'gateway confirmed an unexpected payment');
      throw fail('PAYMENT_GATEWAY_MISMATCH');
    }
  }
  return outcomeOf(deps, after);
}

/**
 * 카드·간편결제 승인. 결제사에 승인을 요청하기 전에 승인 시도를 커밋하고, 답을 받은 뒤 한 트랜잭션에서 기록한다:
 * 승인 → PAID·결제 기록·서비스, 거절 → 결제 실패(쿠폰·적립금 복구), 통신 실패 → 시도를 열어 둔 채 502.
 * 같은 결제 키로 다시 오면 기록된 결론을 돌려주고, 아직 열린 시도면 결제사에 물어 결론 낸다.
 */
export async function authorizeCardPayment(deps: AppDeps, memberId: number, body: z.output<typeof CardAuthorizeBodySchema>): Promise<PaymentResult> {
  const actor: StatusActor = { memberId, role: 'MEMBER' };
  const { attempt, fresh } = await openAttempt(deps, memberId, body);
  if (fresh) return confirmAndRecord(deps, attempt, body.orderId, actor);
  if (attempt.status !== 'OPEN' && attempt.status !== 'CANCEL_PENDING') return outcomeOf(deps, attempt);
  const settled = await settleByLookUp(deps, attempt, { decidedBy: 'REQUEST', final: isSettledAge(deps, attempt), actor });
  if (settled?.status !== 'OPEN') return outcomeOf(deps, settled);
  // 결제사가 아직 승인하지 않았다: 앞선 요청이 승인을 보내기 전에 멈췄을 수 있어 같은 Idempotency-Key 로 다시 요청한다
  // (앞선 요청이 아직 오가는 중이면 결제사가 한 번으로 처리한다)
  return confirmAndRecord(deps, attempt, body.orderId, actor);
}
