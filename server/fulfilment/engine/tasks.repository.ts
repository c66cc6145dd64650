import { and, asc, eq, inArray, isNotNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { panels, taskEvents, tasks } from '../../db/schema';

export type NewTask = typeof tasks.$inferInsert;
export type TaskPatch = Partial<NewTask>;

const sendColumns = {
  id: tasks.id,
  kind: tasks.kind,
  serviceId: tasks.serviceId,
  parentTaskId: tasks.parentTaskId,
  panelId: tasks.panelId,
  panelServiceId: tasks.panelServiceId,
  targetKey: tasks.targetKey,
  quantity: tasks.quantity,
  runs: tasks.runs,
  interval: tasks.interval,
  attempts: tasks.attempts,
};
export type SendingTask = { [K in keyof typeof sendColumns]: (typeof tasks.$inferSelect)[K] };

/**
 * 보낼 차례인 작업을 잠그며 가져온다. 운영자에게 넘긴 작업(needsAttention)과 꺼 둔 패널의 작업은 고르지 않는다.
 * 다른 일꾼이 잡은 줄은 건너뛴다(SKIP LOCKED).
 */
export async function claimDueReadyTasks(db: Db, p: { now: Date; limit: number }) {
  const inactivePanel = db
    .select({ one: sql`1` })
    .from(panels)
    .where(and(eq(panels.id, tasks.panelId), eq(panels.isActive, false)));
  return db
    .select(sendColumns)
    .from(tasks)
    .where(and(eq(tasks.phase, 'READY'), eq(tasks.needsAttention, false), lte(tasks.nextAttemptAt, p.now), notExists(inactivePanel)))
    .orderBy(asc(tasks.nextAttemptAt), asc(tasks.id))
    .limit(p.limit)
    .for('update', { skipLocked: true });
}

/** 보내기 직전 표시: READY → SENDING (시도 횟수 +1). 커밋한 뒤에야 패널을 부른다 */
export async function markSending(db: Db, p: { ids: number[]; now: Date }) {
  if (p.ids.length === 0) return [];
  return db
    .update(tasks)
    .set({ phase: 'SENDING', sendStartedAt: p.now, attempts: sql`${tasks.attempts} + 1`, updatedAt: p.now })
    .where(and(inArray(tasks.id, p.ids), eq(tasks.phase, 'READY')))
    .returning(sendColumns);
}

/** 조건부 갱신: 그 단계(phase)에 있는 작업만 바꾼다. 바뀐 줄의 serviceId·kind, 0행이면 null */
export async function updateTaskInPhase(db: Db, p: { id: number; phase: NewTask['phase']; set: TaskPatch; now: Date }) {
  const rows = await db
    .update(tasks)
    .set({ ...p.set, updatedAt: p.now })
    .where(and(eq(tasks.id, p.id), eq(tasks.phase, p.phase!)))
    .returning({ id: tasks.id, serviceId: tasks.serviceId, kind: tasks.kind });
  return rows[0] ?? null;
}

export function insertTaskEvent(
  db: Db,
  e: { taskId: number; type: string; request?: Record<string, unknown> | null; response?: unknown; message?: string | null; now: Date },
) {
  return db.insert(taskEvents).values({
    taskId: e.taskId,
    type: e.type,
    request: e.request ?? null,
    response: e.response ?? null,
    message: e.message?.slice(0, 500) ?? null,
    createdAt: e.now,
  });
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

/** 조회를 맡았다는 표시: 다음 조회 시각을 미뤄 다른 일꾼이 같은 작업을 묻지 않게 한다 */
export function leaseForPoll(db: Db, p: { ids: number[]; until: Date }) {
  if (p.ids.length === 0) return Promise.resolve();
  return db.update(tasks).set({ nextAttemptAt: p.until }).where(and(inArray(tasks.id, p.ids), eq(tasks.phase, 'SENT')));
}

/** 끝나지 않은 채 오래된 작업 중 열린 TASK_STUCK 경보가 없는 것 */
export function listStuckTasks(db: Db, p: { createdBefore: Date; limit: number }) {
  return db
    .select({ id: tasks.id, productName: tasks.productName, createdAt: tasks.createdAt })
    .from(tasks)
    .where(
      and(
        ne(tasks.phase, 'FINISHED'),
        lt(tasks.createdAt, p.createdBefore),
        sql`not exists (select 1 from operator_alerts a where a.kind = 'TASK_STUCK' and a.subject_key = 'task:' || ${tasks.id} and a.resolved_at is null)`,
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

export async function insertTask(db: Db, task: NewTask) {
  const rows = await db.insert(tasks).values(task).onConflictDoNothing().returning({ id: tasks.id });
  return rows[0]?.id ?? null;
}
