import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ProductKind } from '../../lib/schemas/catalogue-rules';
import type { ServiceStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { products, productTypes, purchaseLines, purchases, reviews, services, snsChannels, tasks } from '../db/schema';
import { TASK_STATUS } from '../../lib/schemas/fulfilment';
import { addDays, kstDate } from '../lib/time';
import { refillableOrderTask } from './refills.repository';

// services 를 쓰는 단 하나의 저장소: 결제 확정(서비스 만들기), 회원의 대상 변경, 상태 다시 세기, 환불 취소가 모두 여기로 쓴다

const openRefillOf = sql<boolean>`exists (select 1 from ${tasks} where ${tasks.serviceId} = ${services.id} and ${tasks.kind} = 'REFILL' and ${tasks.status} in (${TASK_STATUS.WAITING}, ${TASK_STATUS.IN_PROGRESS}))`;
const refillableOrderOf = sql<boolean>`exists (select 1 from ${tasks} where ${tasks.serviceId} = ${services.id} and ${refillableOrderTask})`;
// 후기는 서비스마다 한 번
const reviewedOf = sql<boolean>`exists (select 1 from ${reviews} where ${reviews.serviceId} = ${services.id})`;
// 환불(적립금 환불·부분 환불 포함)된 구매의 서비스는 후기를 쓸 수 없다(server/reviews 와 같은 규칙)
const paidPurchaseOf = sql<boolean>`exists (select 1 from ${purchases} where ${purchases.id} = ${services.purchaseId} and ${purchases.status} = 'PAID')`;
// 패널로 떠난(또는 떠나는 중인) 작업이 하나라도 있으면 시작된 것
const startedTaskOf = sql<boolean>`exists (select 1 from ${tasks} where ${tasks.serviceId} = ${services.id} and (${tasks.phase} <> 'READY' or ${tasks.status} <> ${TASK_STATUS.WAITING}))`;

// 회원이 이 줄에 실제로 낸 돈: 줄 금액에서 쿠폰을 줄 금액 비율로 나눠 뺀 것(적립금도 낸 돈이다)
const paidAmountOf = sql<number>`(select coalesce(round(${purchaseLines.total}::numeric * (p.total_amount + p.point_used) / nullif((select sum(l2.total) from purchase_lines l2 where l2.purchase_id = p.id), 0)), ${purchaseLines.total})::int from purchases p where p.id = ${services.purchaseId})`;

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
  listPrice: purchaseLines.subtotal,
  paidAmount: paidAmountOf,
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
    .innerJoin(purchaseLines, eq(purchaseLines.id, services.purchaseLineId))
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

export async function countOpenServices(db: Db, memberId: number) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(services)
    .where(and(eq(services.memberId, memberId), inArray(services.status, ['WAITING', 'IN_PROGRESS'])));
  return rows[0]?.n ?? 0;
}

/** 서비스가 될 결제된 주문 줄 */
export type PaidLine = {
  id: number;
  productId: number;
  productName: string;
  targetKey: string;
  quantity: number;
  days: number;
  total: number;
  productKind: ProductKind;
  refillDays: number;
};

/** 주문 줄마다 서비스 하나(services_line_uq 가 두 번째를 막는다) */
export function insertServicesForLines(
  db: Db,
  p: { memberId: number; purchaseId: number; lines: PaidLine[]; now: Date },
) {
  if (p.lines.length === 0) return Promise.resolve();
  // 일일 상품은 결제한 날(KST)부터 days 일 동안 하루 한 번
  const today = kstDate(p.now);
  return db
    .insert(services)
    .values(
      p.lines.map((l) => ({
        memberId: p.memberId,
        purchaseId: p.purchaseId,
        purchaseLineId: l.id,
        productId: l.productId,
        productName: l.productName,
        targetKey: l.targetKey,
        quantity: l.quantity,
        days: l.days,
        totalPrice: l.total,
        status: 'WAITING' as const,
        productKind: l.productKind,
        refillDays: l.refillDays,
        startsOn: l.productKind === 'DAILY' ? today : null,
        endsOn: l.productKind === 'DAILY' ? addDays(today, Math.max(1, l.days) - 1) : null,
      })),
    )
    .onConflictDoNothing({ target: services.purchaseLineId });
}

/**
 * 전액 환불로 멈출 서비스를 취소한다: 아직 시작하지 않은(WAITING) 서비스와, 진행 중인 일일 서비스(남은 날의 작업을 더 만들지 않는다).
 * 서비스 줄을 먼저 잠가(번호 순) 일꾼의 일일 작업 만들기·상태 계산과 겹치지 않게 한다.
 * 구매의 서비스 번호 전부(all)와 취소한 서비스 번호(canceled)를 돌려준다.
 */
export async function cancelServicesForRefund(db: Db, p: { purchaseId: number; now: Date }) {
  const all = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.purchaseId, p.purchaseId))
    .orderBy(asc(services.id))
    .for('update');
  const rows = await db
    .update(services)
    .set({ status: 'CANCELED', updatedAt: p.now })
    .where(
      and(
        eq(services.purchaseId, p.purchaseId),
        or(eq(services.status, 'WAITING'), and(eq(services.productKind, 'DAILY'), eq(services.status, 'IN_PROGRESS'))),
      ),
    )
    .returning({ id: services.id });
  return { all: all.map((r) => r.id), canceled: rows.map((r) => r.id) };
}

export async function updateServiceRollup(
  db: Db,
  p: {
    serviceId: number;
    status: ServiceStatus;
    startCount: number | null;
    remains: number | null;
    startedAt: Date | null;
    completedAt: Date | null;
    now: Date;
  },
) {
  const { serviceId, now, ...next } = p;
  await db
    .update(services)
    .set({ ...next, updatedAt: now })
    .where(eq(services.id, serviceId));
}
