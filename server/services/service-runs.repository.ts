import { and, asc, eq, gt, gte, inArray, lt, lte, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dailyRunChecks, dailyRunSkips, products, purchases, services, tasks } from '../db/schema';

/** 일일 작업을 만들 수 있는 서비스 상태. 환불로 취소(CANCELED)된 서비스는 더 만들지 않는다 */
const DAILY_ACTIVE = ['WAITING', 'IN_PROGRESS'] as const;

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

/** 오늘(KST) 기간 안에 있고, 오늘 작업도 건너뜀 기록도 없고, 다시 물을 때가 된(daily_run_checks) 일일 서비스 */
export function listDailyServicesDue(db: Db, p: { today: string; now: Date; limit: number }) {
  return db
    .select({ ...serviceColumns, startsOn: services.startsOn, endsOn: services.endsOn })
    .from(services)
    .where(
      and(
        eq(services.productKind, 'DAILY'),
        inArray(services.status, [...DAILY_ACTIVE]),
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
        notExists(
          db
            .select({ id: dailyRunChecks.id })
            .from(dailyRunChecks)
            .where(and(eq(dailyRunChecks.serviceId, services.id), eq(dailyRunChecks.runDate, p.today), gt(dailyRunChecks.nextCheckAt, p.now))),
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

/**
 * 일일 작업(또는 건너뜀)을 적기 직전에 서비스 줄을 잠그고, 그날 몫이 이미 있거나 서비스가 더는 진행 중이 아니면(환불 취소 등) true.
 * 두 일꾼이 함께 와도, 환불과 겹쳐도 하나만 적힌다.
 */
export async function lockServiceAndCheckRun(db: Db, p: { serviceId: number; today: string }) {
  const [svc] = await db.select({ status: services.status }).from(services).where(eq(services.id, p.serviceId)).for('update');
  if (!svc || !(DAILY_ACTIVE as readonly string[]).includes(svc.status)) return true;
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

/** 그날 대상 확인을 적는다: 다음 확인 시각과 사유. failed 면 연속 실패 횟수 +1, 아니면 0 */
export async function upsertDailyCheck(db: Db, p: { serviceId: number; runDate: string; reason: string; failed: boolean; now: Date; next: (failures: number) => Date }) {
  const [row] = await db
    .select({ failures: dailyRunChecks.failures })
    .from(dailyRunChecks)
    .where(and(eq(dailyRunChecks.serviceId, p.serviceId), eq(dailyRunChecks.runDate, p.runDate)))
    .limit(1);
  const failures = p.failed ? (row?.failures ?? 0) + 1 : 0;
  const values = { failures, lastReason: p.reason.slice(0, 300), checkedAt: p.now, nextCheckAt: p.next(failures) };
  await db
    .insert(dailyRunChecks)
    .values({ serviceId: p.serviceId, runDate: p.runDate, ...values })
    .onConflictDoUpdate({ target: [dailyRunChecks.serviceId, dailyRunChecks.runDate], set: values });
}

/**
 * 끝난 날(lastDay 까지) 중 작업도 건너뜀 기록도 없는 (서비스, 날). 그날 23:00(KST, = 14:00 UTC) 전에 결제된 서비스만 센다:
 * 23시 이후에 산 서비스의 첫날은 원래 만들지 않는 날이다. 마지막 확인 사유가 있으면 함께.
 */
export async function listMissedDailyRuns(db: Db, p: { lastDay: string; limit: number }) {
  type Row = { service_id: number; run_date: string; product_name: string; last_reason: string | null };
  const result = await db.execute(sql`
    select s.id as service_id, to_char(g.d, 'YYYY-MM-DD') as run_date, s.product_name, c.last_reason
    from ${services} s
    cross join lateral generate_series(s.starts_on::timestamp, least(s.ends_on, ${p.lastDay}::date)::timestamp, interval '1 day') as g(d)
    join ${purchases} pu on pu.id = s.purchase_id
    left join ${dailyRunChecks} c on c.service_id = s.id and c.run_date = g.d::date
    where s.product_kind = 'DAILY'
      and s.status in ('WAITING', 'IN_PROGRESS')
      and s.starts_on <= ${p.lastDay}::date
      and coalesce(pu.paid_at, s.created_at) < (g.d + interval '14 hours') at time zone 'UTC'
      and not exists (select 1 from ${tasks} t where t.service_id = s.id and t.kind = 'DAILY' and t.run_date = g.d::date)
      and not exists (select 1 from ${dailyRunSkips} k where k.service_id = s.id and k.run_date = g.d::date)
    order by s.id, g.d
    limit ${p.limit}`);
  // PGlite 와 node-postgres 모두 execute 의 결과에 rows 를 싣는다
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({ serviceId: Number(r.service_id), runDate: r.run_date, productName: r.product_name, lastReason: r.last_reason }));
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

/** 상태를 다시 셀 서비스 행을 잠그고 읽는다 */
export async function lockServiceForRollup(db: Db, serviceId: number) {
  const rows = await db
    .select({
      status: services.status,
      productKind: services.productKind,
      quantity: services.quantity,
      days: services.days,
      endsOn: services.endsOn,
      startCount: services.startCount,
      remains: services.remains,
      startedAt: services.startedAt,
      completedAt: services.completedAt,
    })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

/** 상태에 드는 작업: 주문·일일 작업만(재충전은 끝난 서비스의 상태를 바꾸지 않는다), 만든 순서대로 */
export function listRollupTasksOfService(db: Db, serviceId: number) {
  return db
    .select({
      kind: tasks.kind,
      status: tasks.status,
      phase: tasks.phase,
      sentAt: tasks.sentAt,
      startCount: tasks.startCount,
      remains: tasks.remains,
      quantity: tasks.quantity,
      runDate: tasks.runDate,
    })
    .from(tasks)
    .where(and(eq(tasks.serviceId, serviceId), inArray(tasks.kind, ['ORDER', 'DAILY'])))
    .orderBy(asc(tasks.id));
}
