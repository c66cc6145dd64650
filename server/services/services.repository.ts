import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { ServiceStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { panelServices, products, productTypes, purchases, reviews, services, snsChannels, tasks } from '../db/schema';
import { TASK_STATUS } from '../../lib/schemas/fulfilment';

/** 끝나지 않은 작업 상태(대기·진행 중) */
export const OPEN_TASK_STATUSES = [TASK_STATUS.WAITING, TASK_STATUS.IN_PROGRESS] as const;

const openRefillOf = sql<boolean>`exists (select 1 from ${tasks} where ${tasks.serviceId} = ${services.id} and ${tasks.kind} = 'REFILL' and ${tasks.status} in (${TASK_STATUS.WAITING}, ${TASK_STATUS.IN_PROGRESS}))`;
/**
 * 패널이 재충전할 수 있는 주문 작업: 완료(2)된 주문·일일 작업이고, 패널 주문 번호가 있고,
 * 동기화된 그 패널 서비스가 재충전을 받는다. 목록의 버튼(canRefill)과 재충전 요청이 같은 조건을 쓴다.
 */
const refillableOrderTask = sql`${tasks.kind} in ('ORDER', 'DAILY') and ${tasks.status} = ${TASK_STATUS.DONE} and ${tasks.panelOrderId} is not null and exists (select 1 from ${panelServices} where ${panelServices.panelId} = ${tasks.panelId} and ${panelServices.serviceId} = ${tasks.panelServiceId} and ${panelServices.refill})`;
const refillableOrderOf = sql<boolean>`exists (select 1 from ${tasks} where ${tasks.serviceId} = ${services.id} and ${refillableOrderTask})`;
// 후기는 서비스마다 한 번
const reviewedOf = sql<boolean>`exists (select 1 from ${reviews} where ${reviews.serviceId} = ${services.id})`;
// 환불(적립금 환불·부분 환불 포함)된 구매의 서비스는 후기를 쓸 수 없다(server/reviews 와 같은 규칙)
const paidPurchaseOf = sql<boolean>`exists (select 1 from ${purchases} where ${purchases.id} = ${services.purchaseId} and ${purchases.status} = 'PAID')`;
// 패널로 떠난(또는 떠나는 중인) 작업이 하나라도 있으면 시작된 것
const startedTaskOf = sql<boolean>`exists (select 1 from ${tasks} where ${tasks.serviceId} = ${services.id} and (${tasks.phase} <> 'READY' or ${tasks.status} <> ${TASK_STATUS.WAITING}))`;

const serviceColumns = {
  id: services.id,
  memberId: services.memberId,
  purchaseId: services.purchaseId,
  productId: services.productId,
  productName: services.productName,
  channelId: snsChannels.id,
  channelName: snsChannels.name,
  productTypeId: productTypes.id,
  productTypeName: productTypes.name,
  targetKind: products.targetKind,
  productKind: services.productKind,
  targetKey: services.targetKey,
  quantity: services.quantity,
  days: services.days,
  totalPrice: services.totalPrice,
  status: services.status,
  startCount: services.startCount,
  remains: services.remains,
  startsOn: services.startsOn,
  endsOn: services.endsOn,
  refillDays: services.refillDays,
  createdAt: services.createdAt,
  startedAt: services.startedAt,
  completedAt: services.completedAt,
  hasOpenRefill: openRefillOf,
  hasStartedTask: startedTaskOf,
  hasRefillableOrder: refillableOrderOf,
  hasReview: reviewedOf,
  purchasePaid: paidPurchaseOf,
};
export type ServiceRow = NonNullable<Awaited<ReturnType<typeof findServiceById>>>;

const joined = (db: Db) =>
  db
    .select(serviceColumns)
    .from(services)
    .innerJoin(products, eq(products.id, services.productId))
    .innerJoin(snsChannels, eq(snsChannels.id, products.channelId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId));

export async function findServiceById(db: Db, serviceId: number) {
  const rows = await joined(db).where(eq(services.id, serviceId)).limit(1);
  return rows[0] ?? null;
}

export async function listServicesOfMember(
  db: Db,
  p: { memberId: number; status?: ServiceStatus; snsChannelId?: number; from?: Date; to?: Date; limit: number; offset: number },
) {
  const conds: SQL[] = [eq(services.memberId, p.memberId)];
  if (p.status) conds.push(eq(services.status, p.status));
  if (p.snsChannelId) conds.push(eq(products.channelId, p.snsChannelId));
  if (p.from) conds.push(gte(services.createdAt, p.from));
  if (p.to) conds.push(lt(services.createdAt, p.to));
  const where = and(...conds);
  const rows = await joined(db).where(where).orderBy(desc(services.createdAt), desc(services.id)).limit(p.limit).offset(p.offset);
  const [total] = await db
    .select({ n: count() })
    .from(services)
    .innerJoin(products, eq(products.id, services.productId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** 회원이 서비스를 가진 채널·유형(필터용) */
export function listServiceCategoriesOfMember(db: Db, memberId: number) {
  return db
    .selectDistinct({
      channelId: snsChannels.id,
      channelName: snsChannels.name,
      channelOrder: snsChannels.displayOrder,
      productTypeId: productTypes.id,
      productTypeName: productTypes.name,
      typeOrder: productTypes.displayOrder,
    })
    .from(services)
    .innerJoin(products, eq(products.id, services.productId))
    .innerJoin(snsChannels, eq(snsChannels.id, products.channelId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(eq(services.memberId, memberId))
    .orderBy(asc(snsChannels.displayOrder), asc(snsChannels.id), asc(productTypes.displayOrder), asc(productTypes.id));
}

/** 서비스의 작업(재충전 포함), 만든 순서대로. 회원 화면에 필요한 열만 */
export function listTasksOfService(db: Db, serviceId: number) {
  return db
    .select({
      id: tasks.id,
      kind: tasks.kind,
      parentTaskId: tasks.parentTaskId,
      status: tasks.status,
      quantity: tasks.quantity,
      startCount: tasks.startCount,
      remains: tasks.remains,
      createdAt: tasks.createdAt,
      sentAt: tasks.sentAt,
      finishedAt: tasks.finishedAt,
    })
    .from(tasks)
    .where(eq(tasks.serviceId, serviceId))
    .orderBy(asc(tasks.createdAt), asc(tasks.id));
}

/** 서비스 행을 잠그고 상태를 읽는다(같은 서비스의 재충전·대상 변경이 한 줄로 서게) */
export async function lockService(db: Db, serviceId: number) {
  const rows = await db
    .select({
      id: services.id,
      memberId: services.memberId,
      status: services.status,
      targetKey: services.targetKey,
      quantity: services.quantity,
      days: services.days,
      productKind: services.productKind,
      refillDays: services.refillDays,
      completedAt: services.completedAt,
    })
    .from(services)
    .where(eq(services.id, serviceId))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/** 서비스의 작업 행을 잠근다: 일꾼이 그 사이에 집어 가지 못하게 */
export function lockTasksOfService(db: Db, serviceId: number) {
  return db
    .select({ id: tasks.id, status: tasks.status, phase: tasks.phase })
    .from(tasks)
    .where(eq(tasks.serviceId, serviceId))
    .orderBy(asc(tasks.id))
    .for('update');
}

export async function updateServiceTarget(db: Db, p: { serviceId: number; targetKey: string; now: Date }) {
  const rows = await db
    .update(services)
    .set({ targetKey: p.targetKey, updatedAt: p.now })
    .where(and(eq(services.id, p.serviceId), eq(services.status, 'WAITING')))
    .returning({ id: services.id });
  return rows.length > 0;
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

export async function countOpenServices(db: Db, memberId: number) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(services)
    .where(and(eq(services.memberId, memberId), inArray(services.status, ['WAITING', 'IN_PROGRESS'])));
  return rows[0]?.n ?? 0;
}
