import { and, asc, eq, exists, inArray, isNotNull, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { panels, products, services, tasks } from '../db/schema';

// 일꾼이 집어 갈 작업을 고르는 읽기(잠금 포함). tasks 를 쓰는 곳은 tasks.repository 하나다

export const sendColumns = {
  id: tasks.id,
  kind: tasks.kind,
  serviceId: tasks.serviceId,
  parentTaskId: tasks.parentTaskId,
  productId: tasks.productId,
  panelId: tasks.panelId,
  panelServiceId: tasks.panelServiceId,
  targetKey: tasks.targetKey,
  quantity: tasks.quantity,
  runs: tasks.runs,
  interval: tasks.interval,
  attempts: tasks.attempts,
  needsAttention: tasks.needsAttention,
};
export type SendingTask = { [K in keyof typeof sendColumns]: (typeof tasks.$inferSelect)[K] };

/**
 * 작업이 보내질 패널: 작업의 패널, 재충전이면 원래 작업의 패널, 둘 다 없으면 상품의 지금 연결(send.ts 의 planSend 와 같은 순서).
 * 패널마다 동시 전송 수를 지키려고 이것으로 작업을 나눠 잡는다. 어디에도 없으면 null(패널을 부르지 않고 운영자에게 넘긴다).
 */
export const lanePanelId = sql<number | null>`coalesce(${tasks.panelId}, (select pt.panel_id from tasks pt where pt.id = ${tasks.parentTaskId}), (select pr.panel_id from products pr where pr.id = ${tasks.productId} and pr.panel_service_id is not null))`;

/**
 * 보낼 차례인 작업의 조건. 운영자에게 넘긴 작업(needsAttention), 꺼 둔 패널의 작업,
 * 취소된(환불된) 서비스의 작업은 고르지 않는다.
 * 단, 상품에 패널 연결이 없어 넘겼던 작업(패널 없음, lastError = noPanelMessage)은 상품이 이제 연결되어 있으면 고른다.
 */
function dueReady(db: Db, p: { now: Date; noPanelMessage: string }) {
  const inactivePanel = db
    .select({ one: sql`1` })
    .from(panels)
    .where(and(eq(panels.id, tasks.panelId), eq(panels.isActive, false)));
  const canceledService = db
    .select({ one: sql`1` })
    .from(services)
    .where(and(eq(services.id, tasks.serviceId), eq(services.status, 'CANCELED')));
  const productNowMapped = db
    .select({ one: sql`1` })
    .from(products)
    .where(
      and(
        eq(products.id, tasks.productId),
        isNotNull(products.panelServiceId),
        sql`exists (select 1 from panels mp where mp.id = ${products.panelId})`,
      ),
    );
  const heldOnlyForMapping = and(
    eq(tasks.needsAttention, true),
    isNull(tasks.panelId),
    isNull(tasks.panelOrderId),
    eq(tasks.lastError, p.noPanelMessage),
    exists(productNowMapped),
  );
  return and(
    eq(tasks.phase, 'READY'),
    or(eq(tasks.needsAttention, false), heldOnlyForMapping),
    lte(tasks.nextAttemptAt, p.now),
    notExists(inactivePanel),
    notExists(canceledService),
  );
}

/**
 * 보낼 차례인 작업을 잠그며 가져온다(dueReady). 다른 일꾼이 잡은 줄은 건너뛴다(SKIP LOCKED).
 * lane 을 주면 그 패널로 갈 작업만(null 이면 보낼 패널이 없는 작업만) 고른다.
 */
export async function claimDueReadyTasks(db: Db, p: { now: Date; limit: number; noPanelMessage: string; lane?: number | null }) {
  const lane = p.lane === undefined ? undefined : p.lane === null ? sql`${lanePanelId} is null` : sql`${lanePanelId} = ${p.lane}`;
  return db
    .select(sendColumns)
    .from(tasks)
    .where(and(dueReady(db, p), lane))
    .orderBy(asc(tasks.nextAttemptAt), asc(tasks.id))
    .limit(p.limit)
    .for('update', { skipLocked: true });
}

/** 보낼 차례인 작업이 있는 패널(lane)과 그 수. 잠그지 않는다: 어느 패널을 비울지 고르는 데만 쓴다 */
export async function listDueLanes(db: Db, p: { now: Date; noPanelMessage: string }) {
  const rows = await db
    .select({ panelId: lanePanelId, due: sql<number>`count(*)::int` })
    .from(tasks)
    .where(dueReady(db, p))
    // 선택 목록의 첫 열로 묶는다: drizzle 이 같은 식을 선택 목록과 group by 에서 달리(열 이름을 한정하거나 않거나) 적는다
    .groupBy(sql`1`);
  return rows.map((r) => ({ panelId: r.panelId === null ? null : Number(r.panelId), due: Number(r.due) }));
}

/** 보낼 차례가 된 지 before 보다 오래된 작업의 수와 가장 오래된 차례 시각(대기열 밀림 경보) */
export async function dueReadyBacklog(db: Db, p: { now: Date; before: Date; noPanelMessage: string }) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | Date | null>`min(${tasks.nextAttemptAt})` })
    .from(tasks)
    .where(and(dueReady(db, p), lt(tasks.nextAttemptAt, p.before)));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function findTaskById(db: Db, id: number) {
  const rows = await db
    .select({ id: tasks.id, panelId: tasks.panelId, panelServiceId: tasks.panelServiceId, panelOrderId: tasks.panelOrderId })
    .from(tasks)
    .where(eq(tasks.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** 결과를 모른 채 SENDING 에 남은 작업(보낸 뒤 적기 전에 프로세스가 죽은 경우). 아직 넘기지 않은 것만 */
export function claimAbandonedSendingTasks(db: Db, p: { before: Date; limit: number }) {
  return db
    .select({ id: tasks.id, sendStartedAt: tasks.sendStartedAt })
    .from(tasks)
    .where(and(eq(tasks.phase, 'SENDING'), eq(tasks.needsAttention, false), lt(tasks.sendStartedAt, p.before)))
    .orderBy(asc(tasks.id))
    .limit(p.limit)
    .for('update', { skipLocked: true });
}

const pollColumns = {
  id: tasks.id,
  kind: tasks.kind,
  serviceId: tasks.serviceId,
  panelId: tasks.panelId,
  panelOrderId: tasks.panelOrderId,
  panelRefillId: tasks.panelRefillId,
  upstreamStatus: tasks.upstreamStatus,
  startCount: tasks.startCount,
  remains: tasks.remains,
  charge: tasks.charge,
  currency: tasks.currency,
  lastError: tasks.lastError,
};
export type PolledTask = { [K in keyof typeof pollColumns]: (typeof tasks.$inferSelect)[K] };

/** 상태를 물을 차례인 보낸 작업을 잠그며 가져온다 */
export function claimDueSentTasks(db: Db, p: { now: Date; limit: number }) {
  return db
    .select(pollColumns)
    .from(tasks)
    .where(
      and(
        eq(tasks.phase, 'SENT'),
        lte(tasks.nextAttemptAt, p.now),
        isNotNull(tasks.panelId),
        or(isNotNull(tasks.panelOrderId), isNotNull(tasks.panelRefillId)),
      ),
    )
    .orderBy(asc(tasks.nextAttemptAt), asc(tasks.id))
    .limit(p.limit)
    .for('update', { skipLocked: true });
}

/**
 * 끝나지 않은 채 before 전에 만들어진 작업 중, TASK_STUCK 경보가 열려 있지도 않고 before 뒤에 닫힌 것도 없는 것.
 * 운영자가 경보를 닫거나 작업을 다시 보내면(경보가 닫힌다) 그때부터 다시 기준 시간을 센다: 닫자마자 새 경보·메일이 오지 않는다.
 */
export function listStuckTasks(db: Db, p: { before: Date; limit: number }) {
  return db
    .select({ id: tasks.id, productName: tasks.productName, createdAt: tasks.createdAt })
    .from(tasks)
    .where(
      and(
        ne(tasks.phase, 'FINISHED'),
        lt(tasks.createdAt, p.before),
        sql`not exists (select 1 from operator_alerts a where a.subject_key = 'task:' || ${tasks.id} and a.kind = 'TASK_STUCK' and (a.resolved_at is null or a.resolved_at > ${p.before}))`,
      ),
    )
    .orderBy(asc(tasks.id))
    .limit(p.limit);
}

/** 서비스에 작업이 하나라도 있는가(종류 무관) */
export async function serviceIdsWithTasks(db: Db, serviceIds: number[]) {
  if (serviceIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ serviceId: tasks.serviceId })
    .from(tasks)
    .where(and(inArray(tasks.serviceId, serviceIds), isNotNull(tasks.serviceId)));
  return new Set(rows.map((r) => r.serviceId!));
}

