import type { PointType } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { fail } from '../lib/errors';
import * as repo from './points.repository';
import { offsetOf } from '../lib/paging';

export type PointChange = {
  memberId: number;
  type: PointType;
  /** 부호 있는 금액: 적립은 +, 사용·차감은 - */
  amount: number;
  purchaseId?: number | null;
  reviewId?: number | null;
  memo?: string | null;
  /** 운영자 지급·차감: 누른 운영자와 요청 키(unique: 같은 키는 한 줄만) */
  actorMemberId?: number | null;
  requestKey?: string | null;
};

/**
 * 포인트를 바꾸는 유일한 길. 호출한 쪽의 트랜잭션(tx) 안에서 부른다.
 * 조건부 갱신 한 번으로 잔액이 음수가 되는 경쟁을 막고, 돌려받은 잔액을 원장에 적는다.
 */
export async function changePoints(tx: Db, change: PointChange): Promise<{ balance: number }> {
  if (!Number.isInteger(change.amount) || change.amount === 0) {
    throw fail('INVALID_POINT_AMOUNT');
  }
  const balance = await repo.addToMemberPoint(tx, { memberId: change.memberId, amount: change.amount });
  if (balance === null) throw fail('INSUFFICIENT_POINTS');
  await repo.insertPointLedgerRow(tx, {
    memberId: change.memberId,
    type: change.type,
    amount: change.amount,
    balanceAfter: balance,
    purchaseId: change.purchaseId ?? null,
    reviewId: change.reviewId ?? null,
    memo: change.memo ?? null,
    actorMemberId: change.actorMemberId ?? null,
    requestKey: change.requestKey ?? null,
  });
  return { balance };
}

export function pointBalanceOf(db: Db, memberId: number) {
  return repo.findMemberPoint(db, { memberId });
}

/** 내 적립금 내역: 최신 순 */
export async function listPointLedger(db: Db, memberId: number, page: { page: number; size: number }) {
  const { rows, total } = await repo.listPointLedgerRows(db, {
    memberId,
    limit: page.size,
    offset: offsetOf(page),
  });
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    page: page.page,
    size: page.size,
    total,
  };
}

/** 같은 사유의 지급이 이미 있으면 건너뛴다(시드처럼 여러 번 도는 곳) */
export async function grantPointsOnce(tx: Db, p: { memberId: number; amount: number; memo: string }) {
  if (await repo.hasLedgerRowWithMemo(tx, { memberId: p.memberId, type: 'ADMIN_GRANT', memo: p.memo })) return false;
  await changePoints(tx, { memberId: p.memberId, type: 'ADMIN_GRANT', amount: p.amount, memo: p.memo });
  return true;
}
