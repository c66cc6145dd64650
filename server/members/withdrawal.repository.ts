import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { purchases } from '../db/schema';

// 탈퇴가 구매 표에서 읽는 것(쿠폰 만료는 coupons/member-coupons.repository 가 쓴다)

export async function countPurchasesWaitingPayment(db: Db, memberId: number) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(eq(purchases.memberId, memberId), eq(purchases.status, 'WAITING_PAYMENT')));
  return rows[0]?.n ?? 0;
}

