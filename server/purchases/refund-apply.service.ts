import type { RefundBody, RefundResult, RefundTarget } from '../../lib/schemas/admin-purchases';
import { purchaseStatusLabel, type PurchaseStatus } from '../../lib/schemas/purchases';
import { cancelCashReceiptForFullRefund } from '../cash-receipts/cash-receipts.service';
import type { Db } from '../db/client';
import { cancelReadyTasksOfServices } from '../tasks/tasks.service';
import { fail } from '../lib/errors';
import { cancelServicesForRefund } from '../services/services.repository';
import { changePoints } from '../points/points.service';
import { restoreUsedCoupon } from '../coupons/member-coupons.repository';
import * as repo from './admin-purchases.repository';
import { recordStatusChange } from './settlement.service';
import { formatWon, groupDigits } from '../../lib/schemas/number-text';

/** 환불할 수 있는 상태: 결제 완료와 부분 환불 */
const REFUNDABLE_FROM: readonly PurchaseStatus[] = ['PAID', 'WAITING_REFUND', 'PARTIAL_CASH_REFUND', 'PARTIAL_MILEAGE_REFUND'];
/** 결제사 취소로 돌려줄 수 있는 결제 방법 */
const GATEWAY_CANCEL_METHODS = ['CARD', 'EASY_PAY'];
/** 계좌로 돌려줄 수 있는 결제 방법: 가상계좌는 결제사 환불, 무통장입금은 운영자 이체 */
const CASH_REFUND_METHODS = ['VIRTUAL_ACCOUNT', 'NO_DEPOSIT'];
const TARGET_WORDS: Record<RefundTarget, string> = { CARD: '카드', POINT: '적립금', CASH: '계좌' };


/** 아직 돌려줄 수 있는 금액: 결제한 현금 - 카드·계좌로 돌려준 것 - 적립금으로 돌려준 것 */
export function refundableOf(p: { status: PurchaseStatus; totalAmount: number; refundedAmount: number; refundedPoint: number }) {
  return REFUNDABLE_FROM.includes(p.status) ? p.totalAmount - p.refundedAmount - p.refundedPoint : 0;
}

export type Locked = NonNullable<Awaited<ReturnType<typeof repo.findPurchaseForUpdate>>>;

export const purchaseNotFound = () => fail('ADMIN_PURCHASE_NOT_FOUND');
export const refundConflict = () => fail('REFUND_CONFLICT');

export function assertRefundable(p: Locked, body: Pick<RefundBody, 'to'>, amount: number, refundable: number) {
  if (!REFUNDABLE_FROM.includes(p.status)) {
    throw fail('PURCHASE_NOT_REFUNDABLE', { status: p.status }, { status: purchaseStatusLabel(p.status, p.method) });
  }
  if (amount > refundable) {
    throw fail('REFUND_EXCEEDS_PAID', { refundable, requested: amount }, { refundable: groupDigits(refundable) });
  }
  if (amount === 0 && p.pointUsed === 0) throw fail('NOTHING_TO_REFUND', { refundable });
  if (body.to === 'CARD' && (!p.method || !GATEWAY_CANCEL_METHODS.includes(p.method) || !p.paymentKey)) {
    throw fail('CARD_REFUND_UNAVAILABLE', {
      method: p.method,
    });
  }
  if (body.to === 'CASH' && (!p.method || !CASH_REFUND_METHODS.includes(p.method))) {
    throw fail('CASH_REFUND_UNAVAILABLE', {
      method: p.method,
    });
  }
}

/**
 * 전액 환불이면: 결제에 쓴 적립금 반환, 쿠폰 복구, 시작 전 서비스와 진행 중인 일일 서비스 취소,
 * 아직 패널에 보내지 않은(READY) 작업 취소 — 물러나 다시 보내려던 작업이 환불 뒤에 보내지지 않는다.
 * 이미 패널에 보낸 작업은 그대로 두고(패널 쪽 주문), 일꾼은 취소된 서비스의 작업을 고르지도 새로 만들지도 않는다.
 * 현금영수증은 발급 전이면 바로 취소, 발급됐으면 취소를 걸어 두고 커밋 뒤 결제사에서 취소한다.
 */
async function undoPurchase(tx: Db, p: Locked, now: Date) {
  if (p.pointUsed > 0) {
    await changePoints(tx, { memberId: p.memberId, type: 'REFUND', amount: p.pointUsed, purchaseId: p.id, memo: '전액 환불: 결제에 쓴 적립금 반환' });
  }
  const couponRestored = p.memberCouponId ? await restoreUsedCoupon(tx, { memberCouponId: p.memberCouponId, purchaseId: p.id }) : false;
  const services = await cancelServicesForRefund(tx, { purchaseId: p.id, now });
  await cancelReadyTasksOfServices(tx, { serviceIds: services.all, reason: '전액 환불로 취소되었습니다.', now });
  const cancelReceipt = await cancelCashReceiptForFullRefund(tx, { purchaseId: p.id, now });
  return { undone: { returnedPoint: p.pointUsed, couponRestored, canceledServices: services.canceled.length }, cancelReceipt };
}

export type Applied = { result: RefundResult; cancelReceipt: boolean };

/**
 * 환불을 구매에 적는다(호출한 쪽의 트랜잭션, 구매 줄은 잠긴 채): 누계, 상태, 적립금, 전액이면 되돌리기, 이력.
 * 카드·계좌 환불은 현금이 나간 것(refundedAmount, 부분이면 PARTIAL_CASH_REFUND), 적립금은 refundedPoint.
 */
export async function applyRefund(
  tx: Db,
  p: Locked,
  r: { to: RefundTarget; amount: number; reason: string; adminId: number | null; now: Date; paymentKey?: string | null; awaitingTransfer?: boolean },
): Promise<Applied> {
  const refundable = refundableOf(p);
  const full = r.amount === refundable;
  const cash = r.to !== 'POINT';
  const status: PurchaseStatus = full ? (cash ? 'REFUNDED' : 'MILEAGE_REFUND') : cash ? 'PARTIAL_CASH_REFUND' : 'PARTIAL_MILEAGE_REFUND';
  const after = await repo.addRefundToPurchase(tx, {
    id: p.id,
    from: p.status,
    prevAmount: p.refundedAmount,
    prevPoint: p.refundedPoint,
    addAmount: cash ? r.amount : 0,
    addPoint: cash ? 0 : r.amount,
    status,
    now: r.now,
  });
  if (!after) throw refundConflict();
  if (!cash && r.amount > 0) {
    await changePoints(tx, { memberId: p.memberId, type: 'REFUND', amount: r.amount, purchaseId: p.id, memo: `환불: ${r.reason}`.slice(0, 200) });
  }
  const { undone, cancelReceipt } = full
    ? await undoPurchase(tx, p, r.now)
    : { undone: { returnedPoint: 0, couponRestored: false, canceledServices: 0 }, cancelReceipt: false };
  await recordStatusChange(tx, {
    purchaseId: p.id,
    from: p.status,
    to: status,
    actor: r.adminId === null ? { memberId: null, role: 'SYSTEM' } : { memberId: r.adminId, role: 'ADMIN' },
    reason: `${TARGET_WORDS[r.to]} 환불 ${formatWon(r.amount)}${r.awaitingTransfer ? '(이체 대기)' : ''}: ${r.reason}`,
    now: r.now,
  });
  // 결제사를 거친 환불(카드 취소, 가상계좌 환불)만 결제 기록에 취소 누계를 더한다
  if (cash && r.paymentKey) await repo.addCancelToPayment(tx, { purchaseId: p.id, paymentKey: r.paymentKey, amount: r.amount, now: r.now });
  const result: RefundResult = {
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
    awaitingTransfer: r.awaitingTransfer ?? false,
  };
  return { result, cancelReceipt };
}
