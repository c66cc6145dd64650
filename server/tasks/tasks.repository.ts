import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { taskEvents, tasks } from '../db/schema';
import { TASK_STATUS, type TaskPhase, type TaskStatus } from '../../lib/schemas/fulfilment';
import type { InstarterProduct } from '../instarter/instarter.repository';
import type { RefillParentTask } from '../services/refills.repository';
import { sendColumns } from './task-queue.repository';

// tasks·task_events 를 쓰는 단 하나의 저장소: 일꾼, 운영자 조치, 회원의 재충전·대상 변경, 인스타터 주문이 모두 여기로 쓴다

export type NewTask = typeof tasks.$inferInsert;
export type TaskPatch = Partial<NewTask>;

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
  e: {
    taskId: number;
    type: string;
    request?: Record<string, unknown> | null;
    response?: unknown;
    message?: string | null;
    actorMemberId?: number | null;
    now: Date;
  },
) {
  return db.insert(taskEvents).values({
    taskId: e.taskId,
    type: e.type,
    request: e.request ?? null,
    response: e.response ?? null,
    message: e.message?.slice(0, 500) ?? null,
    actorMemberId: e.actorMemberId ?? null,
    createdAt: e.now,
  });
}

/** 조회를 맡았다는 표시: 다음 조회 시각을 미뤄 다른 일꾼이 같은 작업을 묻지 않게 한다 */
export function leaseForPoll(db: Db, p: { ids: number[]; until: Date }) {
  if (p.ids.length === 0) return Promise.resolve();
  return db.update(tasks).set({ nextAttemptAt: p.until }).where(and(inArray(tasks.id, p.ids), eq(tasks.phase, 'SENT')));
}

/** 고유 키(일일 작업의 날짜, 인스타터 주문 번호)가 이미 있으면 만들지 않고 null */
export async function insertTask(db: Db, task: NewTask) {
  const rows = await db.insert(tasks).values(task).onConflictDoNothing().returning({ id: tasks.id });
  return rows[0]?.id ?? null;
}

/** 서비스들의 아직 보내지 않은(READY) 작업을 취소(-2)로 끝낸다. 조건부 갱신이라 보내는 중(SENDING)인 작업은 그대로 */
export function cancelReadyTasks(db: Db, p: { serviceIds: number[]; reason: string; now: Date }) {
  return db
    .update(tasks)
    .set({ status: TASK_STATUS.CANCELED, phase: 'FINISHED', finishedAt: p.now, needsAttention: false, lastError: p.reason.slice(0, 300), updatedAt: p.now })
    .where(and(inArray(tasks.serviceId, p.serviceIds), eq(tasks.phase, 'READY')))
    .returning({ id: tasks.id });
}

/**
 * 아직 보내지 않은 작업의 대상(패널에 보낼 link)만 바꾼다.
 * 일일 작업이 그날의 게시물 주소로 정해지는 종류(계정이 대상)면 새 계정으로 다시 찾도록 보내지 않은 그날 작업을 지운다.
 */
export async function updateReadyTasksTarget(db: Db, p: { serviceId: number; link: string; resolveDailyAgain: boolean; now: Date }) {
  const ready = and(eq(tasks.serviceId, p.serviceId), eq(tasks.status, TASK_STATUS.WAITING), eq(tasks.phase, 'READY'));
  if (p.resolveDailyAgain) {
    await db.delete(tasks).where(and(ready, eq(tasks.kind, 'DAILY')));
  }
  await db
    .update(tasks)
    .set({ targetKey: p.link, updatedAt: p.now })
    .where(and(ready, ne(tasks.kind, 'REFILL')));
}

export async function insertRefillTask(
  db: Db,
  p: { parent: RefillParentTask; quantity: number; createdByMemberId: number | null; now: Date },
) {
  const { parent } = p;
  const [row] = await db
    .insert(tasks)
    .values({
      kind: 'REFILL',
      source: parent.source,
      serviceId: parent.serviceId,
      memberId: parent.memberId,
      parentTaskId: parent.id,
      productId: parent.productId,
      productName: parent.productName,
      panelId: parent.panelId,
      panelServiceId: parent.panelServiceId,
      targetKey: parent.targetKey,
      quantity: p.quantity,
      status: TASK_STATUS.WAITING,
      phase: 'READY',
      nextAttemptAt: p.now,
      buyerName: parent.buyerName,
      buyerCellPhone: parent.buyerCellPhone,
      createdByMemberId: p.createdByMemberId,
      createdAt: p.now,
      updatedAt: p.now,
    })
    .returning({ id: tasks.id });
  return row!.id;
}

/** 인스타터 주문을 작업으로. 같은 주문번호가 이미 있으면 만들지 않고 null */
export async function insertInstarterOrderTask(
  db: Db,
  p: {
    externalOrderNo: string;
    buyerName: string;
    buyerCellPhone: string;
    product: InstarterProduct;
    targetKey: string;
    quantity: number;
    createdByMemberId: number | null;
    now: Date;
  },
) {
  const rows = await db
    .insert(tasks)
    .values({
      kind: 'ORDER',
      source: 'INSTARTER',
      productId: p.product.id,
      productName: p.product.name,
      panelId: p.product.panelId,
      panelServiceId: p.product.panelServiceId,
      targetKey: p.targetKey,
      quantity: p.quantity,
      status: TASK_STATUS.WAITING,
      phase: 'READY',
      nextAttemptAt: p.now,
      externalOrderNo: p.externalOrderNo,
      buyerName: p.buyerName,
      buyerCellPhone: p.buyerCellPhone,
      refillDays: p.product.refillDays,
      createdByMemberId: p.createdByMemberId,
      createdAt: p.now,
      updatedAt: p.now,
    })
    .onConflictDoNothing()
    .returning({ id: tasks.id });
  return rows[0]?.id ?? null;
}

/** 비교 후 교체: 읽은 상태·단계가 그대로일 때만 바꾼다. 아니면 false */
export async function updateTaskIf(
  db: Db,
  p: { id: number; status: TaskStatus; phase: TaskPhase; extra?: SQL },
  set: Partial<typeof tasks.$inferInsert>,
) {
  const rows = await db
    .update(tasks)
    .set(set)
    .where(and(eq(tasks.id, p.id), eq(tasks.status, p.status), eq(tasks.phase, p.phase), p.extra))
    .returning({ id: tasks.id });
  return rows.length > 0;
}
