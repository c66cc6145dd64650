import type { PaymentMethod, PurchaseStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { changePoints } from '../points/points.service';
import { markCouponUsed, releaseReservedCoupon } from '../coupons/member-coupons.repository';
import { insertServicesForLines } from '../services/services.repository';
import { notifyPaymentConfirmed, type NotifyDeps } from './purchase-notifications.service';
import * as repo from './settlement.repository';

export type StatusActor = { memberId: number | null; role: 'MEMBER' | 'ADMIN' | 'SYSTEM' };
export type SettlementResult = { changed: boolean; status: PurchaseStatus };

/** 상태가 바뀔 때마다 이력 한 줄. 호출한 쪽의 트랜잭션 안에서 부른다 */
export function recordStatusChange(
  tx: Db,
  p: { purchaseId: number; from: PurchaseStatus | null; to: PurchaseStatus; actor: StatusActor; reason?: string | null; now?: Date },
) {
  return repo.insertStatusHistory(tx, {
    purchaseId: p.purchaseId,
    fromStatus: p.from,
    toStatus: p.to,
    actorMemberId: p.actor.memberId,
    actorRole: p.actor.role,
    reason: p.reason?.slice(0, 200) ?? null,
    now: p.now ?? new Date(),
  });
}

async function unchanged(tx: Db, purchaseId: number): Promise<SettlementResult> {
  const status = await repo.findPurchaseStatus(tx, { purchaseId });
  return { changed: false, status: status ?? 'EXPIRED' };
}

/**
 * 결제 완료: 결제 대기 → PAID 를 조건부로 한 번만. 쿠폰 사용 확정, 주문 줄마다 서비스,
 * 장바구니에서 주문한 줄 삭제, 이력. 이미 결제·만료된 구매면 아무것도 바꾸지 않고 알린다.
 * notify 를 주면 같은 트랜잭션에서 회원에게 결제 완료 알림을 넣는다(바꾼 때만, 구매마다 한 번). 시험 준비와 데모 씨앗만 뺀다.
 */
export async function markPurchasePaid(
  tx: Db,
  p: { purchaseId: number; method: PaymentMethod; paymentKey?: string | null; actor: StatusActor; reason?: string; now: Date; notify?: NotifyDeps },
): Promise<SettlementResult> {
  const paid = await repo.markPaidIfWaiting(tx, { purchaseId: p.purchaseId, method: p.method, paymentKey: p.paymentKey ?? null, now: p.now });
  if (!paid) return unchanged(tx, p.purchaseId);
  if (paid.memberCouponId) await markCouponUsed(tx, { memberCouponId: paid.memberCouponId, purchaseId: p.purchaseId, now: p.now });
  const lines = await repo.listLinesOfPurchase(tx, { purchaseId: p.purchaseId });
  await insertServicesForLines(tx, { memberId: paid.memberId, purchaseId: p.purchaseId, lines, now: p.now });
  const cartItemIds = lines.map((l) => l.cartItemId).filter((id): id is number => id !== null);
  await repo.deleteCartItemsOfMember(tx, { memberId: paid.memberId, cartItemIds });
  await recordStatusChange(tx, { purchaseId: p.purchaseId, from: 'WAITING_PAYMENT', to: 'PAID', actor: p.actor, reason: p.reason, now: p.now });
  if (p.notify) await notifyPaymentConfirmed(p.notify, tx, p.purchaseId);
  return { changed: true, status: 'PAID' };
}

export type ReleaseResult = SettlementResult & { restoredPoint: number; couponRestored: boolean };

/**
 * 결제 실패·결제 취소로 구매를 풀어 준다: 결제 대기 → PAYMENT_FAILED | PAYMENT_CANCELED 를 조건부로 한 번만,
 * 같은 트랜잭션에서 예약한 쿠폰과 쓴 적립금을 돌려준다(여러 번·동시에 불러도 한 번).
 * 승인이 진행 중이거나 결과를 모르는 시도(OPEN·CANCEL_PENDING)가 남은 구매는 풀지 않는다: 결제사에서 돈이
 * 빠졌을 수 있으므로, 먼저 시도를 결론 낸(payment-attempts.service 의 settleOpenAttemptFor) 뒤 부른다.
 */
export async function releaseFailedPurchase(
  tx: Db,
  p: { purchaseId: number; status: 'PAYMENT_FAILED' | 'PAYMENT_CANCELED'; actor: StatusActor; reason?: string; now: Date },
): Promise<ReleaseResult> {
  const none = { restoredPoint: 0, couponRestored: false };
  // 구매 줄을 먼저 잠근 뒤 시도를 본다: 승인 시도를 적는 쪽도 같은 줄을 잠그므로 그사이 새 시도가 끼지 못한다
  const current = await repo.lockPurchase(tx, { purchaseId: p.purchaseId });
  if (current !== 'WAITING_PAYMENT' || (await repo.hasUnsettledAttempt(tx, { purchaseId: p.purchaseId }))) {
    return { changed: false, status: current ?? 'EXPIRED', ...none };
  }
  const released = await repo.markReleasedIfWaiting(tx, { purchaseId: p.purchaseId, status: p.status, now: p.now });
  if (!released) return { ...(await unchanged(tx, p.purchaseId)), ...none };
  const couponRestored = released.memberCouponId
    ? await releaseReservedCoupon(tx, { memberCouponId: released.memberCouponId, purchaseId: p.purchaseId })
    : false;
  if (released.pointUsed > 0) {
    await changePoints(tx, {
      memberId: released.memberId,
      type: 'RESTORE_BY_CANCEL',
      amount: released.pointUsed,
      purchaseId: p.purchaseId,
      memo: p.status === 'PAYMENT_FAILED' ? '결제 실패로 복구' : '결제 취소로 복구',
    });
  }
  await recordStatusChange(tx, { purchaseId: p.purchaseId, from: 'WAITING_PAYMENT', to: p.status, actor: p.actor, reason: p.reason, now: p.now });
  return { changed: true, status: p.status, restoredPoint: released.pointUsed, couponRestored };
}

/** 미결제 만료·거절: 결제 대기 → EXPIRED 를 한 번만. 쿠폰을 돌려주고 적립금을 한 번 복구한다. 장바구니는 그대로 */
export async function expireUnpaidPurchase(
  tx: Db,
  p: { purchaseId: number; actor: StatusActor; reason?: string; now: Date },
): Promise<SettlementResult> {
  const expired = await repo.markExpiredIfWaiting(tx, { purchaseId: p.purchaseId, now: p.now });
  if (!expired) return unchanged(tx, p.purchaseId);
  if (expired.memberCouponId) await releaseReservedCoupon(tx, { memberCouponId: expired.memberCouponId, purchaseId: p.purchaseId });
  if (expired.pointUsed > 0) {
    await changePoints(tx, {
      memberId: expired.memberId,
      type: 'RESTORE_BY_CANCEL',
      amount: expired.pointUsed,
      purchaseId: p.purchaseId,
      memo: '결제 기한 만료로 복구',
    });
  }
  await recordStatusChange(tx, { purchaseId: p.purchaseId, from: 'WAITING_PAYMENT', to: 'EXPIRED', actor: p.actor, reason: p.reason, now: p.now });
  return { changed: true, status: 'EXPIRED' };
}
