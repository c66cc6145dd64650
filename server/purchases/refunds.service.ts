import type { RefundBody, RefundResult } from '../../lib/schemas/admin-purchases';
import { PURCHASE_STATUS_LABELS, type PurchaseStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { cancelReadyTasksOfServices } from '../fulfilment/engine/cancel';
import { ApiError, notFound } from '../lib/errors';
import { changePoints } from '../points/points.service';
import { paymentGatewayOf } from '../providers/payments';
import * as repo from './admin-purchases.repository';
import * as refunds from './purchase-refunds.repository';
import { recordStatusChange } from './settlement.service';

/** 환불할 수 있는 상태: 결제 완료와 부분 환불 */
const REFUNDABLE_FROM: readonly PurchaseStatus[] = ['PAID', 'WAITING_REFUND', 'PARTIAL_CASH_REFUND', 'PARTIAL_MILEAGE_REFUND'];
/** 결제사 취소로 돌려줄 수 있는 결제 방법 */
const GATEWAY_CANCEL_METHODS = ['CARD', 'EASY_PAY'];

const won = new Intl.NumberFormat('ko-KR');

/** 아직 돌려줄 수 있는 금액: 결제한 현금 - 카드로 돌려준 것 - 적립금으로 돌려준 것 */
export function refundableOf(p: { status: PurchaseStatus; totalAmount: number; refundedAmount: number; refundedPoint: number }) {
  return REFUNDABLE_FROM.includes(p.status) ? p.totalAmount - p.refundedAmount - p.refundedPoint : 0;
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.findPurchaseForUpdate>>>;

const purchaseNotFound = () => notFound('구매를 찾을 수 없습니다.', 'PURCHASE_NOT_FOUND');
const refundConflict = () => new ApiError('REFUND_CONFLICT', 409, '다른 환불이 먼저 처리되었습니다. 새로고침 후 다시 확인해주세요.');

function assertRefundable(p: Locked, body: RefundBody, amount: number, refundable: number) {
  if (!REFUNDABLE_FROM.includes(p.status)) {
    throw new ApiError('PURCHASE_NOT_REFUNDABLE', 409, `'${PURCHASE_STATUS_LABELS[p.status]}' 상태의 구매는 환불할 수 없습니다.`, {
      status: p.status,
    });
  }
  if (amount > refundable) {
    throw new ApiError('REFUND_EXCEEDS_PAID', 409, `환불할 수 있는 금액(${won.format(refundable)}원)보다 많습니다.`, {
      refundable,
      requested: amount,
    });
  }
  if (amount === 0 && p.pointUsed === 0) throw new ApiError('NOTHING_TO_REFUND', 409, '더 환불할 금액이 없습니다.', { refundable });
  if (body.to === 'CARD' && (!p.method || !GATEWAY_CANCEL_METHODS.includes(p.method) || !p.paymentKey)) {
    throw new ApiError('CARD_REFUND_UNAVAILABLE', 409, '카드로 결제한 구매만 카드로 환불할 수 있습니다. 적립금 환불을 이용해주세요.', {
      method: p.method,
    });
  }
}

/**
 * 전액 환불이면: 결제에 쓴 적립금 반환, 쿠폰 복구, 시작 전 서비스와 진행 중인 일일 서비스 취소,
 * 아직 패널에 보내지 않은(READY) 작업 취소 — 물러나 다시 보내려던 작업이 환불 뒤에 보내지지 않는다.
 * 이미 패널에 보낸 작업은 그대로 두고(패널 쪽 주문), 일꾼은 취소된 서비스의 작업을 고르지도 새로 만들지도 않는다.
 */
async function undoPurchase(tx: Db, p: Locked, now: Date) {
  if (p.pointUsed > 0) {
    await changePoints(tx, { memberId: p.memberId, type: 'REFUND', amount: p.pointUsed, purchaseId: p.id, memo: '전액 환불: 결제에 쓴 적립금 반환' });
  }
  const couponRestored = p.memberCouponId ? await repo.restoreUsedCoupon(tx, { memberCouponId: p.memberCouponId, purchaseId: p.id }) : false;
  const services = await repo.cancelServicesForRefund(tx, { purchaseId: p.id, now });
  await cancelReadyTasksOfServices(tx, { serviceIds: services.all, reason: '전액 환불로 취소되었습니다.', now });
  return { returnedPoint: p.pointUsed, couponRestored, canceledServices: services.canceled.length };
}

/** 환불을 구매에 적는다(호출한 쪽의 트랜잭션, 구매 줄은 잠긴 채): 누계, 상태, 적립금, 전액이면 되돌리기, 이력 */
async function applyRefund(tx: Db, p: Locked, r: { to: 'CARD' | 'POINT'; amount: number; reason: string; adminId: number; now: Date }): Promise<RefundResult> {
  const refundable = refundableOf(p);
  const full = r.amount === refundable;
  const card = r.to === 'CARD';
  const status: PurchaseStatus = full ? (card ? 'REFUNDED' : 'MILEAGE_REFUND') : card ? 'PARTIAL_CASH_REFUND' : 'PARTIAL_MILEAGE_REFUND';
  const after = await repo.addRefundToPurchase(tx, {
    id: p.id,
    from: p.status,
    prevAmount: p.refundedAmount,
    prevPoint: p.refundedPoint,
    addAmount: card ? r.amount : 0,
    addPoint: card ? 0 : r.amount,
    status,
    now: r.now,
  });
  if (!after) throw refundConflict();
  if (!card && r.amount > 0) {
    await changePoints(tx, { memberId: p.memberId, type: 'REFUND', amount: r.amount, purchaseId: p.id, memo: `환불: ${r.reason}`.slice(0, 200) });
  }
  const undone = full ? await undoPurchase(tx, p, r.now) : { returnedPoint: 0, couponRestored: false, canceledServices: 0 };
  await recordStatusChange(tx, {
    purchaseId: p.id,
    from: p.status,
    to: status,
    actor: { memberId: r.adminId, role: 'ADMIN' },
    reason: `${card ? '카드' : '적립금'} 환불 ${won.format(r.amount)}원: ${r.reason}`,
    now: r.now,
  });
  if (card) await repo.addCancelToPayment(tx, { purchaseId: p.id, paymentKey: p.paymentKey!, amount: r.amount, now: r.now });
  return {
    purchaseId: p.id,
    from: p.status,
    status,
    to: r.to,
    amount: r.amount,
    full,
    refundedAmount: after.refundedAmount,
    refundedPoint: after.refundedPoint,
    refundable: refundable - r.amount,
    ...undone,
  };
}

type Plan = { kind: 'done'; result: RefundResult } | { kind: 'call'; refund: refunds.PurchaseRefundRow; paymentKey: string; cardBalance: number };

/**
 * 환불 한 건. 적립금 환불은 한 트랜잭션에서 끝난다. 카드 환불은 바깥(결제사)을 부르므로
 * ① 환불 줄을 PENDING 으로 커밋하고 ② 결제사 취소를 부른 뒤 ③ 한 트랜잭션에서 구매에 적는다.
 * 결제사가 거절하면 FAILED 로 적고 아무것도 바꾸지 않는다. 답을 못 받으면(502) PENDING 이 남아,
 * 같은 환불을 다시 요청하면 같은 Idempotency-Key 로 이어서 마무리한다: 두 번 취소되지 않고, 잊히지도 않는다.
 */
export async function refundPurchase(deps: AppDeps, id: number, body: RefundBody, adminId: number): Promise<RefundResult> {
  const now = deps.now();
  const plan = await deps.db.transaction(async (tx): Promise<Plan> => {
    const p = await repo.findPurchaseForUpdate(tx, { id });
    if (!p) throw purchaseNotFound();
    const pending = await refunds.findPendingRefundForUpdate(tx, { purchaseId: id });
    if (pending) {
      // 답을 못 받은 같은 환불의 재시도만 이어 간다. 다른 환불은 끝날 때까지 기다리게 한다
      if (pending.to !== body.to || (body.amount !== undefined && body.amount !== pending.amount)) {
        throw new ApiError('REFUND_IN_PROGRESS', 409, '처리 중인 환불이 있습니다. 잠시 후 다시 확인해주세요.', { amount: pending.amount, to: pending.to });
      }
      return { kind: 'call', refund: pending, paymentKey: p.paymentKey!, cardBalance: p.totalAmount - p.refundedAmount };
    }
    const refundable = refundableOf(p);
    const amount = body.amount ?? refundable;
    assertRefundable(p, body, amount, refundable);
    const sequence = (await refunds.countRefundsOfPurchase(tx, { purchaseId: id })) + 1;
    if (body.to === 'POINT') {
      const result = await applyRefund(tx, p, { to: 'POINT', amount, reason: body.reason, adminId, now });
      await refunds.insertRefund(tx, { purchaseId: id, sequence, to: 'POINT', amount, status: 'DONE', reason: body.reason, requestedBy: adminId, doneBy: adminId, doneAt: now });
      return { kind: 'done', result };
    }
    const refund = await refunds.insertRefund(tx, { purchaseId: id, sequence, to: 'CARD', amount, status: 'PENDING', reason: body.reason, requestedBy: adminId });
    return { kind: 'call', refund, paymentKey: p.paymentKey!, cardBalance: p.totalAmount - p.refundedAmount };
  });
  if (plan.kind === 'done') return plan.result;

  const { refund } = plan;
  try {
    await paymentGatewayOf(deps).cancel({
      paymentKey: plan.paymentKey,
      cancelReason: refund.reason,
      // 결제사의 카드 잔액(= 결제 금액 - 카드 환불 누계)을 다 돌려줄 때만 금액을 빼고 보낸다
      cancelAmount: refund.amount < plan.cardBalance ? refund.amount : undefined,
      idempotencyKey: `refund-${id}-${refund.sequence}`,
    });
  } catch (e) {
    if (e instanceof ApiError && e.code === 'PAYMENT_REJECTED') {
      const gatewayCode = typeof e.meta?.gatewayCode === 'string' ? e.meta.gatewayCode : null;
      await refunds.finishPendingRefund(deps.db, { id: refund.id, status: 'FAILED', gatewayCode, message: e.message, now: deps.now() });
    }
    throw e;
  }

  return deps.db.transaction(async (tx) => {
    const p = await repo.findPurchaseForUpdate(tx, { id });
    if (!p) throw purchaseNotFound();
    // 같은 환불을 동시에 마무리하던 다른 요청이 먼저 끝냈다
    if (!(await refunds.finishPendingRefund(tx, { id: refund.id, status: 'DONE', now: deps.now() }))) throw refundConflict();
    return applyRefund(tx, p, { to: 'CARD', amount: refund.amount, reason: refund.reason, adminId, now: deps.now() });
  });
}
