import { and, asc, eq, gte, inArray, lt, lte, ne, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dailyRunSkips, products, services, tasks } from '../../db/schema';

const serviceColumns = {
  id: services.id,
  memberId: services.memberId,
  productId: services.productId,
  productName: services.productName,
  targetKey: services.targetKey,
  quantity: services.quantity,
  refillDays: services.refillDays,
};
export type ServiceForTask = { [K in keyof typeof serviceColumns]: (typeof services.$inferSelect)[K] };

/**
 * 작업이 아직 없는 대기 중 단건 서비스를 잠그며 가져온다. 잠근 뒤 다시 확인해야 한다(serviceIdsWithTasks):
 * 앞선 일꾼이 커밋하고 놓은 줄은 이 문장의 스냅숏에서는 작업이 없어 보일 수 있다.
 */
export function claimWaitingSingleServices(db: Db, p: { limit: number }) {
  return db
    .select(serviceColumns)
    .from(services)
    .where(
      and(
        eq(services.status, 'WAITING'),
        eq(services.productKind, 'SINGLE'),
        notExists(db.select({ id: tasks.id }).from(tasks).where(eq(tasks.serviceId, services.id))),
      ),
    )
    .orderBy(asc(services.id))
    .limit(p.limit)
    .for('update', { skipLocked: true });
}

/** 오늘(KST) 기간 안에 있고, 오늘 작업도 건너뜀 기록도 없는 일일 서비스 */
export function listDailyServicesDue(db: Db, p: { today: string; limit: number }) {
  return db
    .select({ ...serviceColumns, startsOn: services.startsOn, endsOn: services.endsOn })
    .from(services)
    .where(
      and(
        eq(services.productKind, 'DAILY'),
        inArray(services.status, ['WAITING', 'IN_PROGRESS']),
        lte(services.startsOn, p.today),
        gte(services.endsOn, p.today),
        notExists(
          db
            .select({ id: tasks.id })
            .from(tasks)
            .where(and(eq(tasks.serviceId, services.id), eq(tasks.kind, 'DAILY'), eq(tasks.runDate, p.today))),
        ),
        notExists(
          db
            .select({ id: dailyRunSkips.id })
            .from(dailyRunSkips)
            .where(and(eq(dailyRunSkips.serviceId, services.id), eq(dailyRunSkips.runDate, p.today))),
        ),
      ),
    )
    .orderBy(asc(services.id))
    .limit(p.limit);
}

/** 마지막 날이 지났고 작업도 모두 끝났는데 아직 진행 중으로 남은 일일 서비스 */
export async function listEndedDailyServices(db: Db, p: { today: string; limit: number }) {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.productKind, 'DAILY'),
        inArray(services.status, ['WAITING', 'IN_PROGRESS']),
        lt(services.endsOn, p.today),
        notExists(
          db
            .select({ id: tasks.id })
            .from(tasks)
            .where(and(eq(tasks.serviceId, services.id), inArray(tasks.kind, ['ORDER', 'DAILY']), ne(tasks.phase, 'FINISHED'))),
        ),
      ),
    )
    .orderBy(asc(services.id))
    .limit(p.limit);
  return rows.map((r) => r.id);
}

/** 일일 작업을 만들기 직전에 서비스 줄을 잠그고 오늘 몫이 이미 있는지 본다(두 일꾼이 함께 와도 하나만) */
export async function lockServiceAndCheckRun(db: Db, p: { serviceId: number; today: string }) {
  await db.select({ id: services.id }).from(services).where(eq(services.id, p.serviceId)).for('update');
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.serviceId, p.serviceId), eq(tasks.kind, 'DAILY'), eq(tasks.runDate, p.today)))
    .limit(1);
  const [skip] = await db
    .select({ id: dailyRunSkips.id })
    .from(dailyRunSkips)
    .where(and(eq(dailyRunSkips.serviceId, p.serviceId), eq(dailyRunSkips.runDate, p.today)))
    .limit(1);
  return Boolean(task || skip);
}

export function insertDailySkip(db: Db, p: { serviceId: number; runDate: string; reason: string; now: Date }) {
  return db
    .insert(dailyRunSkips)
    .values({ serviceId: p.serviceId, runDate: p.runDate, reason: p.reason.slice(0, 300), createdAt: p.now })
    .onConflictDoNothing()
    .returning({ id: dailyRunSkips.id });
}

/** 상품의 패널 연결과 대상 종류 */
export async function findProductsForTasks(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, ProductMapping>();
  const rows = await db
    .select({ id: products.id, panelId: products.panelId, panelServiceId: products.panelServiceId, targetKind: products.targetKind })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((r) => [r.id, r]));
}
export type ProductMapping = { id: number; panelId: number | null; panelServiceId: string | null; targetKind: (typeof products.$inferSelect)['targetKind'] };
