import { and, asc, count, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { PurchaseStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { purchaseLines, purchaseStatusHistory, purchases, services } from '../db/schema';

/** 결제·정산·관리 화면이 함께 읽는 구매의 금액과 상태 열 */
export const purchasePaymentColumns = {
  id: purchases.id,
  memberId: purchases.memberId,
  orderNo: purchases.orderNo,
  status: purchases.status,
  method: purchases.method,
  easyPayProvider: purchases.easyPayProvider,
  source: purchases.source,
  orderName: purchases.orderName,
  subtotal: purchases.subtotal,
  quantityDiscount: purchases.quantityDiscount,
  couponDiscount: purchases.couponDiscount,
  pointUsed: purchases.pointUsed,
  totalAmount: purchases.totalAmount,
  memberCouponId: purchases.memberCouponId,
  depositorName: purchases.depositorName,
  depositDeadline: purchases.depositDeadline,
  paymentKey: purchases.paymentKey,
  paidAt: purchases.paidAt,
};

export type NewPurchase = typeof purchases.$inferInsert;
export type NewPurchaseLine = Omit<typeof purchaseLines.$inferInsert, 'purchaseId'>;
export type PurchaseRow = typeof purchases.$inferSelect;
export type PurchaseLineRow = typeof purchaseLines.$inferSelect;

/** 구매 한 건과 그 줄들, 그리고 상태 이력의 첫 줄. 호출한 쪽의 트랜잭션 안에서 부른다 */
export async function insertPurchaseWithLines(
  db: Db,
  p: { purchase: NewPurchase; lines: NewPurchaseLine[]; actorRole: 'MEMBER' | 'ADMIN' | 'SYSTEM' },
) {
  const [row] = await db.insert(purchases).values(p.purchase).returning();
  const purchase = row!;
  const lines = await db
    .insert(purchaseLines)
    .values(p.lines.map((l) => ({ ...l, purchaseId: purchase.id })))
    .returning();
  await db.insert(purchaseStatusHistory).values({
    purchaseId: purchase.id,
    fromStatus: null,
    toStatus: purchase.status,
    actorMemberId: purchase.memberId,
    actorRole: p.actorRole,
    createdAt: purchase.createdAt,
  });
  return { purchase, lines: lines.sort((a, b) => a.id - b.id) };
}

/** 본인 구매만: 남의 것이면 null (존재를 드러내지 않는다) */
export async function findPurchaseOfMember(db: Db, p: { memberId: number; purchaseId: number }) {
  const rows = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, p.purchaseId), eq(purchases.memberId, p.memberId)))
    .limit(1);
  return rows[0] ?? null;
}

export function findPurchaseLines(db: Db, p: { purchaseId: number }) {
  return db.select().from(purchaseLines).where(eq(purchaseLines.purchaseId, p.purchaseId)).orderBy(asc(purchaseLines.id));
}

export function findServiceRefsOfPurchase(db: Db, p: { purchaseId: number }) {
  return db
    .select({ id: services.id, purchaseLineId: services.purchaseLineId, status: services.status })
    .from(services)
    .where(eq(services.purchaseId, p.purchaseId))
    .orderBy(asc(services.id));
}

export type MemberPurchaseFilter = {
  memberId: number;
  status?: PurchaseStatus;
  /** [from, to) — UTC 시각 */
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
};

/** 내 구매 목록: 주문서(ORDER_FORM)는 빼고 최신 순 */
export async function listPurchasesOfMember(db: Db, f: MemberPurchaseFilter) {
  const conditions: SQL[] = [eq(purchases.memberId, f.memberId), ne(purchases.status, 'ORDER_FORM')];
  if (f.status) conditions.push(eq(purchases.status, f.status));
  if (f.from) conditions.push(gte(purchases.createdAt, f.from));
  if (f.to) conditions.push(lt(purchases.createdAt, f.to));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(purchases)
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(purchases).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
