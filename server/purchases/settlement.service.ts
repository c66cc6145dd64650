import type { PaymentMethod, PurchaseStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { changePoints } from '../points/points.service';
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
 */
export async function markPurchasePaid(
  tx: Db,
  p: { purchaseId: number; method: PaymentMethod; paymentKey?: string | null; actor: StatusActor; reason?: string; now: Date },
): Promise<SettlementResult> {
  const paid = await repo.markPaidIfWaiting(tx, { purchaseId: p.purchaseId, method: p.method, paymentKey: p.paymentKey ?? null, now: p.now });
  if (!paid) return unchanged(tx, p.purchaseId);
  if (paid.memberCouponId) await repo.markCouponUsed(tx, { memberCouponId: paid.memberCouponId, purchaseId: p.purchaseId, now: p.now });
  const lines = await repo.listLinesOfPurchase(tx, { purchaseId: p.purchaseId });
  await repo.insertServicesForLines(tx, { memberId: paid.memberId, purchaseId: p.purchaseId, lines, now: p.now });
  const cartItemIds = lines.map((l) => l.cartItemId).filter((id): id is number => id !== null);
  await repo.deleteCartItemsOfMember(tx, { memberId: paid.memberId, cartItemIds });
  await recordStatusChange(tx, { purchaseId: p.purchaseId, from: 'WAITING_PAYMENT', to: 'PAID', actor: p.actor, reason: p.reason, now: p.now });
  return { changed: true, status: 'PAID' };
}

/** 미결제 만료·거절: 결제 대기 → EXPIRED 를 한 번만. 쿠폰을 돌려주고 적립금을 한 번 복구한다. 장바구니는 그대로 */
export async function expireUnpaidPurchase(
  tx: Db,
  p: { purchaseId: number; actor: StatusActor; reason?: string; now: Date },
): Promise<SettlementResult> {
  const expired = await repo.markExpiredIfWaiting(tx, { purchaseId: p.purchaseId, now: p.now });
  if (!expired) return unchanged(tx, p.purchaseId);
  if (expired.memberCouponId) await repo.releaseReservedCoupon(tx, { memberCouponId: expired.memberCouponId, purchaseId: p.purchaseId });
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
