import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberCoupons, purchases } from '../db/schema';

// 탈퇴가 구매·쿠폰 표에서 읽고 바꾸는 것. 결제 작업이 purchases·coupons 저장소를 다시 짜는 중이라 그쪽으로 옮기기 전까지 여기 둔다

export async function countPurchasesWaitingPayment(db: Db, memberId: number) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(eq(purchases.memberId, memberId), eq(purchases.status, 'WAITING_PAYMENT')));
  return rows[0]?.n ?? 0;
}

export function expireUnusedCouponsOf(db: Db, memberId: number) {
  return db
    .update(memberCoupons)
    .set({ status: 'EXPIRED' })
    .where(and(eq(memberCoupons.memberId, memberId), inArray(memberCoupons.status, ['AVAILABLE', 'RESERVED'])));
}
