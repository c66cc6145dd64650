import { and, asc, count, desc, eq, gte, ilike, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TaskKind, TaskSource, TaskStatus } from '../../lib/schemas/fulfilment';
import type { Db } from '../db/client';
import { orderByOf } from '../lib/sorting';
import { members, panels, products, services, taskEvents, tasks } from '../db/schema';
import { escapeLike } from '../lib/sql';

export type AdminTaskFilter = {
  status?: TaskStatus;
  panelId?: number;
  kind?: TaskKind;
  source?: TaskSource;
  memberId?: number;
  serviceId?: number;
  email?: string;
  needsAttention?: boolean;
  /** 서울 기준 날짜를 UTC 순간으로 바꾼 값: createdAt ∈ [since, until) */
  since?: Date;
  until?: Date;
};


const summaryColumns = {
  id: tasks.id,
  kind: tasks.kind,
  source: tasks.source,
  status: tasks.status,
  phase: tasks.phase,
  needsAttention: tasks.needsAttention,
  serviceId: tasks.serviceId,
  memberId: tasks.memberId,
  memberEmail: members.email,
  parentTaskId: tasks.parentTaskId,
  productId: tasks.productId,
  productName: tasks.productName,
  panelId: tasks.panelId,
  panelName: panels.name,
  panelServiceId: tasks.panelServiceId,
  panelOrderId: tasks.panelOrderId,
  targetKey: tasks.targetKey,
  quantity: tasks.quantity,
  upstreamStatus: tasks.upstreamStatus,
  startCount: tasks.startCount,
  remains: tasks.remains,
  charge: tasks.charge,
  currency: tasks.currency,
  runDate: tasks.runDate,
  createdAt: tasks.createdAt,
  sentAt: tasks.sentAt,
  finishedAt: tasks.finishedAt,
};
export type AdminTaskRow = Awaited<ReturnType<typeof listAdminTasks>>['rows'][number];

function adminWhere(f: AdminTaskFilter): SQL | undefined {
  return and(
    f.status !== undefined ? eq(tasks.status, f.status) : undefined,
    f.panelId ? eq(tasks.panelId, f.panelId) : undefined,
    f.kind ? eq(tasks.kind, f.kind) : undefined,
    f.source ? eq(tasks.source, f.source) : undefined,
    f.memberId ? eq(tasks.memberId, f.memberId) : undefined,
    f.serviceId ? eq(tasks.serviceId, f.serviceId) : undefined,
    f.email ? ilike(members.email, `%${escapeLike(f.email)}%`) : undefined,
    f.needsAttention !== undefined ? eq(tasks.needsAttention, f.needsAttention) : undefined,
    f.since ? gte(tasks.createdAt, f.since) : undefined,
    f.until ? lt(tasks.createdAt, f.until) : undefined,
  );
}

const TASK_SORT_COLUMNS = {
  createdAt: tasks.createdAt,
  quantity: tasks.quantity,
  status: tasks.status,
  finishedAt: tasks.finishedAt,
};

export async function listAdminTasks(db: Db, p: { filter: AdminTaskFilter; sort?: string; limit: number; offset: number }) {
  const where = adminWhere(p.filter);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(tasks)
      .leftJoin(members, eq(members.id, tasks.memberId))
      .leftJoin(panels, eq(panels.id, tasks.panelId))
      .where(where)
      .orderBy(...orderByOf(p.sort, TASK_SORT_COLUMNS, tasks.id, [desc(tasks.createdAt), desc(tasks.id)]))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(tasks).leftJoin(members, eq(members.id, tasks.memberId)).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findAdminTaskById(db: Db, id: number) {
  const rows = await db
    .select({
      ...summaryColumns,
      runs: tasks.runs,
      interval: tasks.interval,
      attempts: tasks.attempts,
      nextAttemptAt: tasks.nextAttemptAt,
      lastError: tasks.lastError,
      panelRefillId: tasks.panelRefillId,
      sendStartedAt: tasks.sendStartedAt,
      lastPolledAt: tasks.lastPolledAt,
      externalOrderNo: tasks.externalOrderNo,
      createdByMemberId: tasks.createdByMemberId,
      memo: tasks.memo,
    })
    .from(tasks)
    .leftJoin(members, eq(members.id, tasks.memberId))
    .leftJoin(panels, eq(panels.id, tasks.panelId))
    .where(eq(tasks.id, id))
    .limit(1);
  return rows[0] ?? null;
}
export type AdminTaskDetailRow = NonNullable<Awaited<ReturnType<typeof findAdminTaskById>>>;

export function listChildTasks(db: Db, parentTaskId: number) {
  return db
    .select(summaryColumns)
    .from(tasks)
    .leftJoin(members, eq(members.id, tasks.memberId))
    .leftJoin(panels, eq(panels.id, tasks.panelId))
    .where(eq(tasks.parentTaskId, parentTaskId))
    .orderBy(asc(tasks.id));
}

const actors = alias(members, 'actors');

export function listTaskEvents(db: Db, taskId: number) {
  return db
    .select({
      id: taskEvents.id,
      type: taskEvents.type,
      request: taskEvents.request,
      response: taskEvents.response,
      message: taskEvents.message,
      actorMemberId: taskEvents.actorMemberId,
      actorEmail: actors.email,
      createdAt: taskEvents.createdAt,
    })
    .from(taskEvents)
    .leftJoin(actors, eq(actors.id, taskEvents.actorMemberId))
    .where(eq(taskEvents.taskId, taskId))
    .orderBy(asc(taskEvents.id));
}

export async function findServiceForTask(db: Db, serviceId: number) {
  const rows = await db
    .select({
      id: services.id,
      purchaseId: services.purchaseId,
      memberId: services.memberId,
      productId: services.productId,
      productName: services.productName,
      targetKey: services.targetKey,
      quantity: services.quantity,
      days: services.days,
      status: services.status,
      startCount: services.startCount,
      remains: services.remains,
    })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findProductForTask(db: Db, productId: number) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      panelId: products.panelId,
      panelServiceId: products.panelServiceId,
      refillDays: products.refillDays,
      targetKind: products.targetKind,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return rows[0] ?? null;
}

export async function memberExists(db: Db, memberId: number) {
  const rows = await db.select({ id: members.id }).from(members).where(and(eq(members.id, memberId), isNull(members.deletedAt))).limit(1);
  return rows.length > 0;
}

/** 작업 하나를 잠그고 읽는다: 조치는 읽은 상태를 조건으로 바꾼다 */
export async function findTaskForUpdate(db: Db, id: number) {
  const rows = await db
    .select({
      id: tasks.id,
      serviceId: tasks.serviceId,
      status: tasks.status,
      phase: tasks.phase,
      needsAttention: tasks.needsAttention,
      panelId: tasks.panelId,
      panelOrderId: tasks.panelOrderId,
      quantity: tasks.quantity,
    })
    .from(tasks)
    .where(eq(tasks.id, id))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}
export type LockedTask = NonNullable<Awaited<ReturnType<typeof findTaskForUpdate>>>;
