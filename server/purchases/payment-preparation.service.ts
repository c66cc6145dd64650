import type { EasyPayProvider, PaymentMethod } from '../../lib/schemas/purchases';
import { findUsableMemberCoupon } from '../coupons/coupons.service';
import type { Db } from '../db/client';
import { fail } from '../lib/errors';
import { addDays, kstDate, kstStartOf, MINUTE_MS } from '../lib/time';
import { changePoints } from '../points/points.service';
import * as repo from './payments.repository';
import { reserveMemberCoupon } from '../coupons/member-coupons.repository';
import { recordStatusChange } from './settlement.service';

export type PrepareInput = {
  memberId: number;
  purchaseId: number;
  method: PaymentMethod;
  memberCouponId: number | null;
  /** 'ALL' 은 적립금 전액 결제: 쿠폰 뒤 남은 금액을 모두 적립금으로 */
  pointToUse: number | 'ALL';
  depositorName: string | null;
  /** 간편결제(EASY_PAY)일 때 어느 것인지 */
  easyPayProvider?: EasyPayProvider | null;
  cardWindowMinutes: number;
  now: Date;
};

/** 무통장입금 기한: 다음 날 23:59:59 (Asia/Seoul, 일광절약시간 없음) 을 UTC 로 */
export function endOfNextDayInSeoul(now: Date): Date {
  return new Date(kstStartOf(addDays(kstDate(now), 2)).getTime() - 1000);
}

export const purchaseNotFound = () => fail('ORDER_NOT_FOUND');
export const purchaseExpired = () =>
  fail('PURCHASE_EXPIRED');
export const purchaseAlreadyPaid = () => fail('PURCHASE_ALREADY_PAID');
const alreadyPrepared = () =>
  fail('PURCHASE_ALREADY_PREPARED');

function samePreparation(row: repo.PaymentPurchaseRow, p: PrepareInput): boolean {
  return (
    row.method === p.method &&
    row.memberCouponId === p.memberCouponId &&
    (p.pointToUse === 'ALL' || row.pointUsed === p.pointToUse) &&
    (p.method !== 'NO_DEPOSIT' || row.depositorName === p.depositorName) &&
    (p.method !== 'EASY_PAY' || row.easyPayProvider === (p.easyPayProvider ?? null))
  );
}

/**
 * 결제 준비(호출한 쪽의 트랜잭션 안): 구매 줄을 잠그고 쿠폰 예약, 적립금 차감, 금액 재계산,
 * 기한을 정해 주문서 → 결제 대기로 한 번만 옮긴다. 같은 준비를 다시 부르면 그대로 돌려준다.
 */
export async function preparePayment(tx: Db, p: PrepareInput): Promise<repo.PaymentPurchaseRow> {
  const row = await repo.findPurchaseForUpdate(tx, { purchaseId: p.purchaseId });
  if (!row || row.memberId !== p.memberId) throw purchaseNotFound();
  if (row.status === 'WAITING_PAYMENT') {
    if (row.depositDeadline && p.now > row.depositDeadline) throw purchaseExpired();
    if (samePreparation(row, p)) return row;
    throw alreadyPrepared();
  }
  if (row.status === 'EXPIRED') throw purchaseExpired();
  if (row.status !== 'ORDER_FORM') throw purchaseAlreadyPaid();

  const base = row.subtotal - row.quantityDiscount;
  let couponDiscount = 0;
  if (p.memberCouponId !== null) {
    const coupon = await findUsableMemberCoupon(tx, { memberId: p.memberId, memberCouponId: p.memberCouponId, purchaseId: row.id, now: p.now });
    couponDiscount = coupon.discount;
    if (!(await reserveMemberCoupon(tx, { memberCouponId: p.memberCouponId, memberId: p.memberId, purchaseId: row.id }))) {
      throw fail('COUPON_NOT_AVAILABLE');
    }
  }
  const afterCoupon = base - couponDiscount;
  const pointUsed = p.pointToUse === 'ALL' ? afterCoupon : p.pointToUse;
  if (pointUsed > afterCoupon) {
    throw fail('POINT_EXCEEDS_AMOUNT', { maxPoint: afterCoupon });
  }
  const totalAmount = afterCoupon - pointUsed;
  if (p.method !== 'FULL_POINT' && totalAmount === 0) {
    throw fail('USE_FULL_POINT');
  }
  if (pointUsed > 0) {
    await changePoints(tx, { memberId: p.memberId, type: 'USE_BY_PURCHASE', amount: -pointUsed, purchaseId: row.id, memo: `주문 ${row.orderNo}` });
  }
  const depositDeadline =
    p.method === 'NO_DEPOSIT' ? endOfNextDayInSeoul(p.now) : new Date(p.now.getTime() + p.cardWindowMinutes * MINUTE_MS);
  const prepared = {
    method: p.method,
    memberCouponId: p.memberCouponId,
    couponDiscount,
    pointUsed,
    totalAmount,
    depositorName: p.method === 'NO_DEPOSIT' ? p.depositorName : null,
    easyPayProvider: p.method === 'EASY_PAY' ? (p.easyPayProvider ?? null) : null,
    depositDeadline,
  };
  if (!(await repo.markWaitingIfOrderForm(tx, { purchaseId: row.id, ...prepared, now: p.now }))) throw alreadyPrepared();
  await recordStatusChange(tx, {
    purchaseId: row.id,
    from: 'ORDER_FORM',
    to: 'WAITING_PAYMENT',
    actor: { memberId: p.memberId, role: 'MEMBER' },
    reason: `결제 준비(${p.method})`,
    now: p.now,
  });
  return { ...row, ...prepared, status: 'WAITING_PAYMENT' };
}
