import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { operatorAlerts, panels, purchases, qnas, services, tasks } from '../db/schema';

const alertColumns = {
  id: operatorAlerts.id,
  kind: operatorAlerts.kind,
  subjectKey: operatorAlerts.subjectKey,
  message: operatorAlerts.message,
  createdAt: operatorAlerts.createdAt,
  resolvedAt: operatorAlerts.resolvedAt,
};

/** 열린 경보(includeResolved 면 닫힌 것도, 최근 200건까지) — 최신순 */
export function listAlerts(db: Db, p: { includeResolved: boolean }) {
  return db
    .select(alertColumns)
    .from(operatorAlerts)
    .where(p.includeResolved ? undefined : isNull(operatorAlerts.resolvedAt))
    .orderBy(desc(operatorAlerts.createdAt), desc(operatorAlerts.id))
    .limit(200);
}

export async function findAlertById(db: Db, id: number) {
  const rows = await db.select(alertColumns).from(operatorAlerts).where(eq(operatorAlerts.id, id)).limit(1);
  return rows[0] ?? null;
}

/** 열린 경보만 닫는다: 두 번 눌러도 처음 닫은 시각이 남는다 */
export async function resolveAlertIfOpen(db: Db, p: { id: number; now: Date }) {
  const rows = await db
    .update(operatorAlerts)
    .set({ resolvedAt: p.now })
    .where(and(eq(operatorAlerts.id, p.id), isNull(operatorAlerts.resolvedAt)))
    .returning({ resolvedAt: operatorAlerts.resolvedAt });
  return rows[0] ?? null;
}

/** 운영자가 작업을 손보면 그 작업의 열린 경보는 할 일을 다 했다 */
export async function resolveTaskAlerts(db: Db, p: { taskId: number; now: Date }) {
  await db
    .update(operatorAlerts)
    .set({ resolvedAt: p.now })
    .where(and(eq(operatorAlerts.subjectKey, `task:${p.taskId}`), isNull(operatorAlerts.resolvedAt)));
}

export async function countTasksByStatus(db: Db) {
  return db.select({ status: tasks.status, n: count() }).from(tasks).groupBy(tasks.status);
}

const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

export async function dashboardCounts(db: Db) {
  const [needsAttention, openAlerts, servicesInProgress, depositsWaiting, qnasWaiting] = await Promise.all([
    one(db.select({ n: count() }).from(tasks).where(eq(tasks.needsAttention, true))),
    one(db.select({ n: count() }).from(operatorAlerts).where(isNull(operatorAlerts.resolvedAt))),
    one(db.select({ n: count() }).from(services).where(eq(services.status, 'IN_PROGRESS'))),
    one(db.select({ n: count() }).from(purchases).where(and(eq(purchases.status, 'WAITING_PAYMENT'), eq(purchases.method, 'NO_DEPOSIT')))),
    one(db.select({ n: count() }).from(qnas).where(eq(qnas.status, 'WAITING'))),
  ]);
  return { needsAttention, openAlerts, servicesInProgress, depositsWaiting, qnasWaiting };
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
