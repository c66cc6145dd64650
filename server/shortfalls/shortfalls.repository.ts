import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql, sum } from 'drizzle-orm';
import type { ShortfallStatus } from '../../lib/schemas/shortfalls';
import type { Db } from '../db/client';
import { products, purchaseLines, purchaseRefunds, purchases, services, shortfalls, tasks } from '../db/schema';

export type ShortfallRow = typeof shortfalls.$inferSelect;
type Patch = Partial<typeof shortfalls.$inferInsert>;

/** 처리 중인 상태: 한 서비스에 하나뿐(부분 유일 색인) */
export const UNSETTLED: ShortfallStatus[] = ['OPEN', 'REVIEW', 'REFUNDING'];

/**
 * 미진행 수량을 열 때 필요한 것(서비스 행은 재계산이 이미 잠갔다): 상품의 처리 방법,
 * 이 줄이 구매에서 차지하는 몫(줄 금액 / 모든 줄의 합), 구매가 실제로 낸 돈
 */
export async function findShortfallFacts(db: Db, serviceId: number) {
  const rows = await db
    .select({
      serviceId: services.id,
      purchaseId: services.purchaseId,
      memberId: services.memberId,
      productKind: services.productKind,
      lineTotal: purchaseLines.total,
      paid: purchases.totalAmount,
      method: purchases.method,
      paymentKey: purchases.paymentKey,
      action: products.shortfallAction,
    })
    .from(services)
    .innerJoin(purchaseLines, eq(purchaseLines.id, services.purchaseLineId))
    .innerJoin(purchases, eq(purchases.id, services.purchaseId))
    .innerJoin(products, eq(products.id, services.productId))
    .where(eq(services.id, serviceId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const [lines] = await db.select({ total: sum(purchaseLines.total).mapWith(Number) }).from(purchaseLines).where(eq(purchaseLines.purchaseId, row.purchaseId));
  const before = await db
    .select({ status: shortfalls.status, amount: shortfalls.amount })
    .from(shortfalls)
    .where(eq(shortfalls.serviceId, serviceId));
  return {
    ...row,
    linesTotal: lines?.total ?? row.lineTotal,
    /** 이 서비스에서 이미 돌려준 비례 환불(다시 환불하지 않는다) */
    refundedBefore: before.filter((b) => b.status === 'REFUNDED').reduce((a, b) => a + b.amount, 0),
    resentBefore: before.some((b) => b.status === 'RESENT'),
    unsettled: before.some((b) => UNSETTLED.includes(b.status)),
  };
}

export async function insertShortfall(db: Db, row: typeof shortfalls.$inferInsert) {
  const rows = await db.insert(shortfalls).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** 일꾼이 처리할 것: OPEN 과 답을 못 받은 REFUNDING, 임대가 지난 것만. 잡으면 임대를 걸어 커밋한다 */
export async function claimDueShortfalls(db: Db, p: { now: Date; until: Date; limit: number }) {
  const due = await db
    .select({ id: shortfalls.id })
    .from(shortfalls)
    .where(and(inArray(shortfalls.status, ['OPEN', 'REFUNDING']), or(isNull(shortfalls.leaseUntil), lt(shortfalls.leaseUntil, p.now))))
    .orderBy(asc(shortfalls.id))
    .limit(p.limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return db
    .update(shortfalls)
    .set({ leaseUntil: p.until, attempts: sql`${shortfalls.attempts} + 1`, updatedAt: p.now })
    .where(inArray(shortfalls.id, due.map((d) => d.id)))
    .returning();
}

export async function findShortfallById(db: Db, id: number) {
  const rows = await db.select().from(shortfalls).where(eq(shortfalls.id, id)).limit(1);
  return rows[0] ?? null;
}

/** 조건부로 바꾼다: 지금 상태가 from 중 하나일 때만(두 일꾼·두 운영자가 같은 것을 두 번 처리하지 않는다). 바뀐 줄 */
export async function updateShortfallIf(db: Db, p: { id: number; from: ShortfallStatus[]; refundId?: number | null; set: Patch }) {
  const refundCheck = p.refundId === undefined ? undefined : or(isNull(shortfalls.refundId), eq(shortfalls.refundId, p.refundId ?? -1));
  const rows = await db
    .update(shortfalls)
    .set(p.set)
    .where(and(eq(shortfalls.id, p.id), inArray(shortfalls.status, p.from), refundCheck))
    .returning();
  return rows[0] ?? null;
}

export type MemberShortfallRow = ShortfallRow & { refundTo: string | null };

/** 여러 서비스의 가장 최근 미진행 수량과 그 환불이 간 곳(회원 목록·상세) */
export async function listLatestShortfallsOfServices(db: Db, serviceIds: number[]): Promise<Map<number, MemberShortfallRow>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select({ row: shortfalls, refundTo: purchaseRefunds.to })
    .from(shortfalls)
    .leftJoin(purchaseRefunds, eq(purchaseRefunds.id, shortfalls.refundId))
    .where(inArray(shortfalls.serviceId, serviceIds))
    .orderBy(asc(shortfalls.id));
  return new Map(rows.map((r) => [r.row.serviceId, { ...r.row, refundTo: r.refundTo }]));
}

/** 다시 보낼 때: 서비스의 첫 주문 작업의 link 와 상품의 패널(다른 패널을 골랐으면 그것) */
export async function findResendSource(db: Db, serviceId: number) {
  const rows = await db
    .select({
      productId: services.productId,
      productName: services.productName,
      memberId: services.memberId,
      refillDays: services.refillDays,
      panelId: sql<number | null>`coalesce(${products.shortfallPanelId}, ${products.panelId})`,
      panelServiceId: sql<string | null>`case when ${products.shortfallPanelId} is not null then ${products.shortfallPanelServiceId} else coalesce(${products.shortfallPanelServiceId}, ${products.panelServiceId}) end`,
      link: sql<string | null>`(select t.target_key from tasks t where t.service_id = ${services.id} and t.kind in ('ORDER', 'DAILY') order by t.id limit 1)`,
    })
    .from(services)
    .innerJoin(products, eq(products.id, services.productId))
    .where(eq(services.id, serviceId))
    .limit(1);
  return rows[0] ?? null;
}

const adminColumns = {
  row: shortfalls,
  productName: services.productName,
  targetKey: services.targetKey,
};

export async function listShortfalls(db: Db, p: { status?: ShortfallStatus; id?: number; limit: number; offset: number }) {
  const where = and(p.status ? eq(shortfalls.status, p.status) : undefined, p.id ? eq(shortfalls.id, p.id) : undefined);
  const rows = await db
    .select(adminColumns)
    .from(shortfalls)
    .innerJoin(services, eq(services.id, shortfalls.serviceId))
    .where(where)
    .orderBy(desc(shortfalls.id))
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await db.select({ n: count() }).from(shortfalls).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countShortfallsToReview(db: Db) {
  const [row] = await db.select({ n: count() }).from(shortfalls).where(eq(shortfalls.status, 'REVIEW'));
  return row?.n ?? 0;
}

/** 다시 보낸 작업(READY, 지금 보낼 차례) */
export async function insertResendTask(db: Db, task: typeof tasks.$inferInsert) {
  const rows = await db.insert(tasks).values(task).returning({ id: tasks.id });
  return rows[0]!.id;
}
