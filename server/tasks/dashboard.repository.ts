import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { operatorAlerts, panels, purchases, qnas, services, shortfalls, tasks } from '../db/schema';

// 콘솔 첫 화면의 숫자들: 여러 표를 읽기만 한다

export async function countTasksByStatus(db: Db) {
  return db.select({ status: tasks.status, n: count() }).from(tasks).groupBy(tasks.status);
}

const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

export async function dashboardCounts(db: Db) {
  const [needsAttention, openAlerts, servicesInProgress, depositsWaiting, qnasWaiting, shortfallsToReview] = await Promise.all([
    one(db.select({ n: count() }).from(tasks).where(eq(tasks.needsAttention, true))),
    one(db.select({ n: count() }).from(operatorAlerts).where(isNull(operatorAlerts.resolvedAt))),
    one(db.select({ n: count() }).from(services).where(eq(services.status, 'IN_PROGRESS'))),
    one(db.select({ n: count() }).from(purchases).where(and(eq(purchases.status, 'WAITING_PAYMENT'), eq(purchases.method, 'NO_DEPOSIT')))),
    one(db.select({ n: count() }).from(qnas).where(eq(qnas.status, 'WAITING'))),
    // 확인 모드에서 운영자가 환불·다시 보내기를 고를 부분 완료(server/shortfalls)
    one(db.select({ n: count() }).from(shortfalls).where(eq(shortfalls.status, 'REVIEW'))),
  ]);
  return { needsAttention, openAlerts, servicesInProgress, depositsWaiting, qnasWaiting, shortfallsToReview };
}

/** 패널이 주는 금액은 문자열이다: 십진수로 읽히는 것만 비교한다 */
const DECIMAL = '^-?[0-9]+(\\.[0-9]+)?$';

export function listPanelBalances(db: Db) {
  return db
    .select({
      id: panels.id,
      name: panels.name,
      isActive: panels.isActive,
      balance: panels.balance,
      currency: panels.currency,
      balanceCheckedAt: panels.balanceCheckedAt,
      lowBalance: sql<boolean>`case when ${panels.balance} ~ ${DECIMAL} and ${panels.lowBalanceThreshold} ~ ${DECIMAL} then ${panels.balance}::numeric < ${panels.lowBalanceThreshold}::numeric else false end`,
    })
    .from(panels)
    .orderBy(asc(panels.id));
}
