import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instarterLookupFailures, products, tasks } from '../db/schema';

/** 인스타터 주문은 회원 서비스 없이 작업(source INSTARTER)으로만 있다 */
const instarterTaskColumns = {
  id: tasks.id,
  kind: tasks.kind,
  parentTaskId: tasks.parentTaskId,
  externalOrderNo: tasks.externalOrderNo,
  buyerName: tasks.buyerName,
  buyerCellPhone: tasks.buyerCellPhone,
  productId: tasks.productId,
  productName: tasks.productName,
  targetKey: tasks.targetKey,
  quantity: tasks.quantity,
  status: tasks.status,
  startCount: tasks.startCount,
  remains: tasks.remains,
  refillDays: tasks.refillDays,
  createdAt: tasks.createdAt,
  sentAt: tasks.sentAt,
  finishedAt: tasks.finishedAt,
};
export type InstarterTaskRow = Awaited<ReturnType<typeof listInstarterTasksOfOrder>>[number];

export async function findInstarterOrderTask(db: Db, externalOrderNo: string) {
  const rows = await db
    .select(instarterTaskColumns)
    .from(tasks)
    .where(and(eq(tasks.externalOrderNo, externalOrderNo), eq(tasks.source, 'INSTARTER'), eq(tasks.kind, 'ORDER')))
    .limit(1);
  return rows[0] ?? null;
}

export async function findInstarterTask(db: Db, taskId: number) {
  const rows = await db
    .select(instarterTaskColumns)
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.source, 'INSTARTER')))
    .limit(1);
  return rows[0] ?? null;
}

/** 원래 주문 작업과 그 재충전들, 만든 순서대로 */
export function listInstarterTasksOfOrder(db: Db, orderTaskId: number) {
  return db
    .select(instarterTaskColumns)
    .from(tasks)
    .where(and(eq(tasks.source, 'INSTARTER'), sql`(${tasks.id} = ${orderTaskId} or ${tasks.parentTaskId} = ${orderTaskId})`))
    .orderBy(asc(tasks.createdAt), asc(tasks.id));
}

export async function listInstarterOrders(db: Db, p: { q?: string; limit: number; offset: number }) {
  const conds: SQL[] = [eq(tasks.source, 'INSTARTER'), eq(tasks.kind, 'ORDER')];
  if (p.q) conds.push(sql`(${tasks.externalOrderNo} ilike ${`%${p.q}%`} or ${tasks.buyerName} ilike ${`%${p.q}%`})`);
  const where = and(...conds);
  const rows = await db.select(instarterTaskColumns).from(tasks).where(where).orderBy(desc(tasks.createdAt), desc(tasks.id)).limit(p.limit).offset(p.offset);
  const [total] = await db.select({ n: count() }).from(tasks).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findProductForInstarter(db: Db, productId: number) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      targetKind: products.targetKind,
      minQuantity: products.minQuantity,
      maxQuantity: products.maxQuantity,
      refillDays: products.refillDays,
      panelId: products.panelId,
      panelServiceId: products.panelServiceId,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return rows[0] ?? null;
}
export type InstarterProduct = NonNullable<Awaited<ReturnType<typeof findProductForInstarter>>>;

// ── 인스타터 공개 조회의 실패 횟수 ─────────────────────────────────────────

export async function recordInstarterLookupFailure(db: Db, p: { subject: string; address: string; now: Date }) {
  await db.insert(instarterLookupFailures).values({ subject: p.subject.slice(0, 80), address: p.address, createdAt: p.now });
}

/** since 이후 주문(작업)별·주소별 실패 수 */
export async function countInstarterLookupFailures(db: Db, p: { subject: string; address: string; since: Date }) {
  const n = (column: typeof instarterLookupFailures.subject | typeof instarterLookupFailures.address, value: string) =>
    db
      .select({ n: count() })
      .from(instarterLookupFailures)
      .where(and(eq(column, value), gte(instarterLookupFailures.createdAt, p.since)))
      .then((rows) => rows[0]?.n ?? 0);
  const [bySubject, byAddress] = await Promise.all([n(instarterLookupFailures.subject, p.subject.slice(0, 80)), n(instarterLookupFailures.address, p.address)]);
  return { bySubject, byAddress };
}
