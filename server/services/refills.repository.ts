import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { panelServices, tasks } from '../db/schema';
import { TASK_STATUS } from '../../lib/schemas/fulfilment';

// 재충전이 이어 붙을 작업을 찾는 읽기. 재충전 작업을 적는 것은 tasks.repository

/** 끝나지 않은 작업 상태(대기·진행 중) */
const OPEN_TASK_STATUSES = [TASK_STATUS.WAITING, TASK_STATUS.IN_PROGRESS] as const;

/**
 * 패널이 재충전할 수 있는 주문 작업: 완료(2)된 주문·일일 작업이고, 패널 주문 번호가 있고,
 * 동기화된 그 패널 서비스가 재충전을 받는다. 목록의 버튼(canRefill)과 재충전 요청이 같은 조건을 쓴다.
 */
export const refillableOrderTask = sql`${tasks.kind} in ('ORDER', 'DAILY') and ${tasks.status} = ${TASK_STATUS.DONE} and ${tasks.panelOrderId} is not null and exists (select 1 from ${panelServices} where ${panelServices.panelId} = ${tasks.panelId} and ${panelServices.serviceId} = ${tasks.panelServiceId} and ${panelServices.refill})`;

export async function hasOpenRefillOfService(db: Db, serviceId: number) {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.serviceId, serviceId), eq(tasks.kind, 'REFILL'), inArray(tasks.status, [...OPEN_TASK_STATUSES])))
    .limit(1);
  return rows.length > 0;
}

/** 한 작업에서 갈라진 열린 재충전(인스타터) */
export async function hasOpenRefillOfTask(db: Db, parentTaskId: number) {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.parentTaskId, parentTaskId), eq(tasks.kind, 'REFILL'), inArray(tasks.status, [...OPEN_TASK_STATUSES])))
    .limit(1);
  return rows.length > 0;
}

const refillParentColumns = {
  id: tasks.id,
  kind: tasks.kind,
  source: tasks.source,
  serviceId: tasks.serviceId,
  memberId: tasks.memberId,
  parentTaskId: tasks.parentTaskId,
  productId: tasks.productId,
  productName: tasks.productName,
  panelId: tasks.panelId,
  panelServiceId: tasks.panelServiceId,
  panelOrderId: tasks.panelOrderId,
  targetKey: tasks.targetKey,
  quantity: tasks.quantity,
  remains: tasks.remains,
  status: tasks.status,
  finishedAt: tasks.finishedAt,
  refillDays: tasks.refillDays,
  externalOrderNo: tasks.externalOrderNo,
  buyerName: tasks.buyerName,
  buyerCellPhone: tasks.buyerCellPhone,
};
export type RefillParentTask = NonNullable<Awaited<ReturnType<typeof findTaskForRefill>>>;

/** 서비스에서 패널이 재충전할 수 있는 주문 작업들(재충전이 하나씩 이어 붙는다), 만든 순서대로 */
export function listRefillableOrderTasksOfService(db: Db, serviceId: number) {
  return db
    .select(refillParentColumns)
    .from(tasks)
    .where(and(eq(tasks.serviceId, serviceId), refillableOrderTask))
    .orderBy(asc(tasks.id));
}

/** 작업 하나가 패널이 재충전할 수 있는 주문인가(인스타터) */
export async function isRefillableOrderTask(db: Db, taskId: number) {
  const rows = await db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.id, taskId), refillableOrderTask)).limit(1);
  return rows.length > 0;
}

/** 재충전이 이어 붙을 작업. lock 이면 행을 잠근다(인스타터 재충전이 두 번 와도 한 건만) */
export async function findTaskForRefill(db: Db, taskId: number, lock = false) {
  const q = db.select(refillParentColumns).from(tasks).where(eq(tasks.id, taskId)).limit(1);
  const rows = lock ? await q.for('update') : await q;
  return rows[0] ?? null;
}
