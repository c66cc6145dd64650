import type { RefundBody, RefundResult } from '../../lib/schemas/admin-purchases';
import { PURCHASE_STATUS_LABELS, type PurchaseStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { cancelReadyTasksOfServices } from '../tasks/tasks.service';
import { ApiError, notFound } from '../lib/errors';
import { changePoints } from '../points/points.service';
import { paymentGatewayOf } from '../providers/payments';
import * as repo from './admin-purchases.repository';
import { recordStatusChange } from './settlement.service';

/** 환불할 수 있는 상태: 결제 완료와 부분 환불 */
const REFUNDABLE_FROM: readonly PurchaseStatus[] = ['PAID', 'WAITING_REFUND', 'PARTIAL_CASH_REFUND', 'PARTIAL_MILEAGE_REFUND'];
const REFUND_STATUSES: readonly PurchaseStatus[] = ['REFUNDED', 'MILEAGE_REFUND', 'PARTIAL_CASH_REFUND', 'PARTIAL_MILEAGE_REFUND'];

const won = new Intl.NumberFormat('ko-KR');

/** 아직 돌려줄 수 있는 금액: 결제한 현금 - 카드로 돌려준 것 - 적립금으로 돌려준 것 */
export function refundableOf(p: { status: PurchaseStatus; totalAmount: number; refundedAmount: number; refundedPoint: number }) {
  return REFUNDABLE_FROM.includes(p.status) ? p.totalAmount - p.refundedAmount - p.refundedPoint : 0;
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.findPurchaseForUpdate>>>;

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
  if (body.to === 'CARD' && (p.method !== 'CARD' || !p.paymentKey)) {
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

/**
 * 환불 한 건을 한 트랜잭션에서. 구매 줄을 잠그고, 환불 누계를 비교 후 교체로 더한 뒤, 커밋 직전에 결제사 취소를 부른다.
 * 결제사가 거절하면 전부 되돌린다. 커밋이 실패해 다시 요청하면 같은 순번 → 같은 Idempotency-Key 라 두 번 취소되지 않는다.
 */
export async function refundPurchase(deps: AppDeps, id: number, body: RefundBody, adminId: number): Promise<RefundResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const p = await repo.findPurchaseForUpdate(tx, { id });
    if (!p) throw notFound('구매를 찾을 수 없습니다.', 'PURCHASE_NOT_FOUND');
    const refundable = refundableOf(p);
    const amount = body.amount ?? refundable;
    assertRefundable(p, body, amount, refundable);
    const full = amount === refundable;
    const card = body.to === 'CARD';
    const status: PurchaseStatus = full ? (card ? 'REFUNDED' : 'MILEAGE_REFUND') : card ? 'PARTIAL_CASH_REFUND' : 'PARTIAL_MILEAGE_REFUND';
    const sequence = (await repo.countRefundHistory(tx, { purchaseId: id, refundStatuses: REFUND_STATUSES })) + 1;

    const after = await repo.addRefundToPurchase(tx, {
      id,
      from: p.status,
      prevAmount: p.refundedAmount,
      prevPoint: p.refundedPoint,
      addAmount: card ? amount : 0,
      addPoint: card ? 0 : amount,
      status,
      now,
    });
    if (!after) throw new ApiError('REFUND_CONFLICT', 409, '다른 환불이 먼저 처리되었습니다. 새로고침 후 다시 확인해주세요.');
    if (!card && amount > 0) {
      await changePoints(tx, { memberId: p.memberId, type: 'REFUND', amount, purchaseId: id, memo: `환불: ${body.reason}`.slice(0, 200) });
    }
    const undone = full ? await undoPurchase(tx, p, now) : { returnedPoint: 0, couponRestored: false, canceledServices: 0 };
    const how = card ? '카드' : '적립금';
    await recordStatusChange(tx, {
      purchaseId: id,
      from: p.status,
      to: status,
      actor: { memberId: adminId, role: 'ADMIN' },
      reason: `${how} 환불 ${won.format(amount)}원: ${body.reason}`,
      now,
    });

    if (card) {
      // 결제사의 카드 잔액(= 결제 금액 - 카드 환불 누계)을 다 돌려줄 때만 금액을 빼고 보낸다
      const cardBalance = p.totalAmount - p.refundedAmount;
      await paymentGatewayOf(deps).cancel({
        paymentKey: p.paymentKey!,
        cancelReason: body.reason,
        cancelAmount: amount < cardBalance ? amount : undefined,
        idempotencyKey: `refund-${id}-${sequence}`,
      });
      await repo.addCancelToPayment(tx, { purchaseId: id, paymentKey: p.paymentKey!, amount, now });
    }
    return {
      purchaseId: id,
      from: p.status,
      status,
      to: body.to,
      amount,
      full,
      refundedAmount: after.refundedAmount,
      refundedPoint: after.refundedPoint,
      refundable: refundable - amount,
      ...undone,
    };
  });
}
