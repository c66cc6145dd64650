import type { PurchaseStatus } from '../../lib/schemas/purchases';
import type { PaymentAttemptDecider } from '../db/schema';
import type { AppDeps } from '../lib/context';
import { ApiError, fail } from '../lib/errors';
import { paymentGatewayOf, type GatewayPayment } from '../providers/payments';
import * as attempts from './payment-attempts.repository';
import type { PaymentAttemptRow } from './payment-attempts.repository';
import * as payRepo from './payments.repository';
import { lockPurchase } from './settlement.repository';
import { markPurchasePaid, releaseFailedPurchase, type StatusActor } from './settlement.service';

const SYSTEM: StatusActor = { memberId: null, role: 'SYSTEM' };
/** 인증만 되고 승인되지 않은 결제(IN_PROGRESS·READY)를 버려진 것으로 보는 때: 토스는 인증 뒤 10분 안에 승인해야 한다 */
const ABANDONED_AFTER_MS = 30 * 60_000;

/** 결제 키마다 하나의 취소 키: 요청 자리에서든 대사 작업에서든 같은 승인은 한 번만 취소된다 */
export const attemptCancelKey = (paymentKey: string) => `reconcile-cancel-${paymentKey}`;

export function paymentRow(provider: string, purchaseId: number, g: GatewayPayment, status: 'DONE' | 'CANCELED') {
  return {
    purchaseId,
    provider,
    paymentKey: g.paymentKey,
    amount: g.totalAmount,
    status,
    canceledAmount: status === 'CANCELED' ? g.totalAmount : 0,
    raw: g.raw,
    approvedAt: g.approvedAt ? new Date(g.approvedAt) : null,
  };
}

/**
 * 결제사가 승인한 결제를 기록한다(한 트랜잭션): 시도가 아직 OPEN 이고 구매가 받을 수 있으면 PAID·결제 기록·서비스,
 * 받을 수 없으면(만료·실패·다른 결제·금액 다름) 취소 대기로 두고 커밋한 뒤 결제사에서 취소한다.
 * 구매 줄을 먼저, 그다음 시도 줄을 잠근다(시도를 여는 쪽과 같은 순서라 교착이 없다).
 */
export async function recordApproval(deps: AppDeps, attempt: PaymentAttemptRow, g: GatewayPayment, decidedBy: PaymentAttemptDecider, actor: StatusActor = SYSTEM) {
  const provider = paymentGatewayOf(deps).name;
  const now = deps.now();
  const decided = await deps.db.transaction(async (tx) => {
    await lockPurchase(tx, { purchaseId: attempt.purchaseId });
    const locked = await attempts.findAttemptForUpdate(tx, { id: attempt.id });
    if (!locked || locked.status !== 'OPEN') return locked;
    const purchase = await payRepo.findPurchaseById(tx, { purchaseId: attempt.purchaseId });
    const fits = g.status === 'DONE' && g.totalAmount === attempt.amount && purchase?.totalAmount === attempt.amount && (!g.orderId || g.orderId === purchase.orderNo);
    if (fits) {
      const paid = await markPurchasePaid(tx, {
        purchaseId: attempt.purchaseId,
        method: attempt.method,
        paymentKey: attempt.paymentKey,
        actor,
        reason: decidedBy === 'RECONCILIATION' ? '대사 작업이 결제사 승인을 확인' : '결제 승인',
        now,
        notify: deps,
      });
      // 같은 결제 키로 이미 결제 완료된 구매(앞선 기록)도 이 시도의 결제다
      if (paid.changed || purchase.paymentKey === attempt.paymentKey) {
        await payRepo.insertPayment(tx, paymentRow(provider, attempt.purchaseId, g, 'DONE'));
        return attempts.decideAttempt(tx, { id: attempt.id, from: ['OPEN'], to: 'PAID', decidedBy, gatewayCode: g.status, message: '결제사 승인을 결제 완료로 기록', now });
      }
    }
    const why = !fits ? `승인 결과가 주문과 다름(${g.status}, ${g.totalAmount}원)` : `구매가 결제를 받을 수 없는 상태(${purchase?.status ?? '없음'})`;
    return attempts.decideAttempt(tx, { id: attempt.id, from: ['OPEN'], to: 'CANCEL_PENDING', decidedBy, gatewayCode: g.status, message: `${why}: 결제사 취소 대기`, now });
  });
  if (decided?.status === 'CANCEL_PENDING') return cancelAttempt(deps, decided, decidedBy);
  return decided;
}

/** 취소 대기인 시도를 결제사에서 취소하고 CANCELED 로. 결제사가 답하지 않으면 취소 대기로 남겨 대사 작업이 다시 한다 */
export async function cancelAttempt(deps: AppDeps, attempt: PaymentAttemptRow, decidedBy: PaymentAttemptDecider) {
  const gateway = paymentGatewayOf(deps);
  let canceled: GatewayPayment;
  try {
    canceled = await gateway.cancel({ paymentKey: attempt.paymentKey, cancelReason: '주문에 붙일 수 없는 승인 취소', idempotencyKey: attemptCancelKey(attempt.paymentKey) });
  } catch (e) {
    // 이미 취소된 결제라는 답이면 조회로 확인한다
    const looked = await gateway.getPayment(attempt.paymentKey).catch(() => null);
    if (looked?.status !== 'CANCELED') {
      deps.logger.error({ err: e, paymentKey: attempt.paymentKey }, 'could not cancel an unattachable approval');
      return attempt;
    }
    canceled = looked;
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const done = await attempts.decideAttempt(tx, { id: attempt.id, from: ['CANCEL_PENDING'], to: 'CANCELED', decidedBy, gatewayCode: canceled.status, message: '결제사에서 승인을 취소함', now });
    if (done) await payRepo.insertPayment(tx, paymentRow(gateway.name, attempt.purchaseId, { ...canceled, totalAmount: attempt.amount }, 'CANCELED'));
    return done ?? attempts.findAttemptForUpdate(tx, { id: attempt.id });
  });
}

/**
 * 돈이 나가지 않은 시도(거절·중단·만료·결제사 취소)를 끝내고, 같은 트랜잭션에서 구매를 풀어 준다
 * (결제 실패 또는 결제 취소, 쿠폰·적립금 복구). 시도는 조건부로 한 번만 바뀌므로 동시에 여러 번 와도 한 번 풀린다.
 */
export async function recordNoCharge(
  deps: AppDeps,
  attempt: PaymentAttemptRow,
  p: { to: 'DECLINED' | 'CANCELED'; decidedBy: PaymentAttemptDecider; gatewayCode: string | null; message: string; actor?: StatusActor },
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockPurchase(tx, { purchaseId: attempt.purchaseId });
    const done = await attempts.decideAttempt(tx, { id: attempt.id, from: ['OPEN'], to: p.to, decidedBy: p.decidedBy, gatewayCode: p.gatewayCode, message: p.message, now });
    if (!done) return attempts.findAttemptForUpdate(tx, { id: attempt.id });
    await releaseFailedPurchase(tx, {
      purchaseId: attempt.purchaseId,
      status: p.to === 'DECLINED' ? 'PAYMENT_FAILED' : 'PAYMENT_CANCELED',
      actor: p.actor ?? SYSTEM,
      reason: p.message,
      now,
    });
    return done;
  });
}

/** 결제사에 결제를 묻는다: 결제 키로, 없으면 주문번호로(같은 결제 키일 때만) */
async function lookUp(deps: AppDeps, attempt: PaymentAttemptRow): Promise<GatewayPayment | null> {
  const gateway = paymentGatewayOf(deps);
  const byKey = await gateway.getPayment(attempt.paymentKey);
  if (byKey) return byKey;
  const purchase = await payRepo.findPurchaseById(deps.db, { purchaseId: attempt.purchaseId });
  const byOrder = purchase ? await gateway.getPaymentByOrderId(purchase.orderNo) : null;
  return byOrder?.paymentKey === attempt.paymentKey ? byOrder : null;
}

/**
 * 열린 시도를 결제사의 말로 결론 낸다(대사 작업, 같은 결제 키의 재시도, 결제창 실패로 돌아온 회원).
 * final 이면(요청이 끝났을 만큼 오래된 시도) 결제사에 없는 결제를 거절로 보고, 아니면 승인이 아직 오가는 중일 수 있어 열어 둔다.
 * 결제사와 통신하지 못하면 던진다(시도는 그대로).
 */
export async function settleByLookUp(
  deps: AppDeps,
  attempt: PaymentAttemptRow,
  p: { decidedBy: PaymentAttemptDecider; final: boolean; actor?: StatusActor; now?: Date },
) {
  if (attempt.status === 'CANCEL_PENDING') return cancelAttempt(deps, attempt, p.decidedBy);
  if (attempt.status !== 'OPEN') return attempt;
  const g = await lookUp(deps, attempt);
  const status = g?.status ?? 'NOT_FOUND';
  if (g && status === 'DONE') return recordApproval(deps, attempt, g, p.decidedBy, p.actor);
  if (status === 'CANCELED' || status === 'PARTIAL_CANCELED') {
    return recordNoCharge(deps, attempt, { to: 'CANCELED', decidedBy: p.decidedBy, gatewayCode: status, message: '결제사에서 취소된 결제', actor: p.actor });
  }
  if (status === 'ABORTED' || status === 'EXPIRED') {
    return recordNoCharge(deps, attempt, { to: 'DECLINED', decidedBy: p.decidedBy, gatewayCode: status, message: `결제사에서 승인되지 않음(${status})`, actor: p.actor });
  }
  const abandoned = (p.now ?? deps.now()).getTime() - attempt.startedAt.getTime() > ABANDONED_AFTER_MS;
  if (p.final && (status === 'NOT_FOUND' || abandoned)) {
    const message = status === 'NOT_FOUND' ? '결제사에 승인 기록이 없음' : `승인되지 않은 채 기한이 지남(${status})`;
    return recordNoCharge(deps, attempt, { to: 'DECLINED', decidedBy: p.decidedBy, gatewayCode: status, message, actor: p.actor });
  }
  await attempts.noteAttemptChecked(deps.db, { id: attempt.id, message: `결제사 상태 ${status}: 다시 확인 예정`, now: deps.now() });
  return attempt;
}

/** 요청이 끝났을 만큼 오래된 시도인가(대사 작업의 기준과 같다) */
export function isSettledAge(deps: AppDeps, attempt: PaymentAttemptRow) {
  return deps.now().getTime() - attempt.startedAt.getTime() > deps.config.PAYMENT_RECONCILE_AFTER_SECONDS * 1000;
}

/**
 * 구매에 열린 승인 시도가 있으면 결제사에 물어 결론 낸다. 결제창 실패로 돌아온 회원처럼, 브라우저의 말만으로 구매를
 * 풀기 전에 부른다. open=true 면 승인이 아직 오가는 중일 수 있으니 구매를 풀면 안 된다. status 는 지금 구매 상태.
 */
export async function settleOpenAttemptFor(deps: AppDeps, purchaseId: number): Promise<{ open: boolean; status: PurchaseStatus }> {
  const attempt = await attempts.findUnsettledAttemptOfPurchase(deps.db, { purchaseId });
  let open = false;
  if (attempt) {
    try {
      const after = await settleByLookUp(deps, attempt, { decidedBy: 'FAIL_RETURN', final: isSettledAge(deps, attempt) });
      open = !after || after.status === 'OPEN' || after.status === 'CANCEL_PENDING';
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      deps.logger.warn({ err: e, purchaseId }, 'could not look up an open payment attempt');
      open = true;
    }
  }
  const purchase = await payRepo.findPurchaseById(deps.db, { purchaseId });
  if (!purchase) throw fail('ORDER_NOT_FOUND');
  return { open, status: purchase.status };
}
