import type { EasyPayProvider, PaymentMethod } from '../../lib/schemas/purchases';
import { findUsableMemberCoupon } from '../coupons/coupons.service';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../lib/errors';
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

export const purchaseNotFound = () => notFound('주문을 찾을 수 없습니다.', 'PURCHASE_NOT_FOUND');
export const purchaseExpired = () =>
  new ApiError('PURCHASE_EXPIRED', 409, '결제 기한이 지난 주문입니다. 주문서를 다시 만들어주세요.');
export const purchaseAlreadyPaid = () => new ApiError('PURCHASE_ALREADY_PAID', 409, '이미 결제가 끝난 주문입니다.');
const alreadyPrepared = () =>
  new ApiError('PURCHASE_ALREADY_PREPARED', 409, '이미 다른 방법으로 결제를 진행 중인 주문입니다. 주문서를 다시 만들어주세요.');

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
      throw new ApiError('COUPON_NOT_AVAILABLE', 409, '이미 사용했거나 사용 중인 쿠폰입니다.');
    }
  }
  const afterCoupon = base - couponDiscount;
  const pointUsed = p.pointToUse === 'ALL' ? afterCoupon : p.pointToUse;
  if (pointUsed > afterCoupon) {
    throw new ApiError('POINT_EXCEEDS_AMOUNT', 400, '적립금은 결제할 금액까지만 사용할 수 있습니다.', { maxPoint: afterCoupon });
  }
  const totalAmount = afterCoupon - pointUsed;
  if (p.method !== 'FULL_POINT' && totalAmount === 0) {
    throw new ApiError('USE_FULL_POINT', 409, '결제할 금액이 없습니다. 적립금 전액 결제를 이용해주세요.');
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
