import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentMethod, PurchaseStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { members, payments, purchaseLines, purchaseStatusHistory, purchases, services } from '../db/schema';
import { escapeLike } from '../lib/sql';
import { orderByOf } from '../lib/sorting';
import { purchasePaymentColumns } from './purchases.repository';

export type AdminPurchaseFilter = {
  status?: PurchaseStatus;
  method?: PaymentMethod;
  memberId?: number;
  q?: string;
  /** 서울 기준 날짜를 UTC 순간으로 바꾼 값: createdAt ∈ [since, until) */
  since?: Date;
  until?: Date;
};

const purchaseColumns = {
  ...purchasePaymentColumns,
  memberEmail: members.email,
  refundedAmount: purchases.refundedAmount,
  refundedPoint: purchases.refundedPoint,
  createdAt: purchases.createdAt,
};
export type AdminPurchaseRow = NonNullable<Awaited<ReturnType<typeof findAdminPurchaseById>>>;

function adminWhere(f: AdminPurchaseFilter): SQL | undefined {
  const like = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    f.status ? eq(purchases.status, f.status) : undefined,
    f.method ? eq(purchases.method, f.method) : undefined,
    f.memberId ? eq(purchases.memberId, f.memberId) : undefined,
    like ? or(ilike(purchases.orderNo, like), ilike(purchases.depositorName, like)) : undefined,
    f.since ? gte(purchases.createdAt, f.since) : undefined,
    f.until ? lt(purchases.createdAt, f.until) : undefined,
  );
}

const PURCHASE_SORT_COLUMNS = {
  createdAt: purchases.createdAt,
  paidAt: purchases.paidAt,
  totalAmount: purchases.totalAmount,
  orderNo: purchases.orderNo,
  status: purchases.status,
};

export async function listAdminPurchases(db: Db, p: { filter: AdminPurchaseFilter; sort?: string; limit: number; offset: number }) {
  const where = adminWhere(p.filter);
  const [rows, totals] = await Promise.all([
    db
      .select(purchaseColumns)
      .from(purchases)
      .innerJoin(members, eq(members.id, purchases.memberId))
      .where(where)
      .orderBy(...orderByOf(p.sort, PURCHASE_SORT_COLUMNS, purchases.id, [desc(purchases.createdAt), desc(purchases.id)]))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(purchases).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findAdminPurchaseById(db: Db, p: { id: number }) {
  const rows = await db
    .select(purchaseColumns)
    .from(purchases)
    .innerJoin(members, eq(members.id, purchases.memberId))
    .where(eq(purchases.id, p.id))
    .limit(1);
  return rows[0] ?? null;
}

/** 환불은 이 줄을 잠근 채로 결제사를 부르고 금액을 고친다: 같은 구매의 환불은 줄을 선다 */
export async function findPurchaseForUpdate(db: Db, p: { id: number }) {
  const rows = await db
    .select({
      id: purchases.id,
      memberId: purchases.memberId,
      status: purchases.status,
      method: purchases.method,
      totalAmount: purchases.totalAmount,
      pointUsed: purchases.pointUsed,
      memberCouponId: purchases.memberCouponId,
      paymentKey: purchases.paymentKey,
      refundedAmount: purchases.refundedAmount,
      refundedPoint: purchases.refundedPoint,
    })
    .from(purchases)
    .where(eq(purchases.id, p.id))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export function listPurchaseLines(db: Db, p: { purchaseId: number }) {
  return db
    .select({
      id: purchaseLines.id,
      productId: purchaseLines.productId,
      productName: purchaseLines.productName,
      productKind: purchaseLines.productKind,
      targetKey: purchaseLines.targetKey,
      unitPrice: purchaseLines.unitPrice,
      quantity: purchaseLines.quantity,
      days: purchaseLines.days,
      discountRate: purchaseLines.discountRate,
      subtotal: purchaseLines.subtotal,
      discount: purchaseLines.discount,
      total: purchaseLines.total,
    })
    .from(purchaseLines)
    .where(eq(purchaseLines.purchaseId, p.purchaseId))
    .orderBy(asc(purchaseLines.id));
}

export function listPurchaseServices(db: Db, p: { purchaseId: number }) {
  return db
    .select({
      id: services.id,
      purchaseLineId: services.purchaseLineId,
      productName: services.productName,
      targetKey: services.targetKey,
      quantity: services.quantity,
      days: services.days,
      totalPrice: services.totalPrice,
      status: services.status,
    })
    .from(services)
    .where(eq(services.purchaseId, p.purchaseId))
    .orderBy(asc(services.id));
}

export function listPurchasePayments(db: Db, p: { purchaseId: number }) {
  return db
    .select({
      id: payments.id,
      provider: payments.provider,
      paymentKey: payments.paymentKey,
      amount: payments.amount,
      status: payments.status,
      canceledAmount: payments.canceledAmount,
      approvedAt: payments.approvedAt,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .where(eq(payments.purchaseId, p.purchaseId))
    .orderBy(asc(payments.id));
}

const actors = alias(members, 'actors');

export function listPurchaseHistory(db: Db, p: { purchaseId: number }) {
  return db
    .select({
      id: purchaseStatusHistory.id,
      from: purchaseStatusHistory.fromStatus,
      to: purchaseStatusHistory.toStatus,
      actorMemberId: purchaseStatusHistory.actorMemberId,
      actorRole: purchaseStatusHistory.actorRole,
      actorEmail: actors.email,
      reason: purchaseStatusHistory.reason,
      createdAt: purchaseStatusHistory.createdAt,
    })
    .from(purchaseStatusHistory)
    .leftJoin(actors, eq(actors.id, purchaseStatusHistory.actorMemberId))
    .where(eq(purchaseStatusHistory.purchaseId, p.purchaseId))
    .orderBy(asc(purchaseStatusHistory.createdAt), asc(purchaseStatusHistory.id));
}

/** 비교 후 교체: 읽은 상태와 환불 누계가 그대로일 때만 더한다. 아니면 null */
export async function addRefundToPurchase(
  db: Db,
  p: { id: number; from: PurchaseStatus; prevAmount: number; prevPoint: number; addAmount: number; addPoint: number; status: PurchaseStatus; now: Date },
) {
  const rows = await db
    .update(purchases)
    .set({
      status: p.status,
      refundedAmount: sql`${purchases.refundedAmount} + ${p.addAmount}`,
      refundedPoint: sql`${purchases.refundedPoint} + ${p.addPoint}`,
      updatedAt: p.now,
    })
    .where(
      and(
        eq(purchases.id, p.id),
        eq(purchases.status, p.from),
        eq(purchases.refundedAmount, p.prevAmount),
        eq(purchases.refundedPoint, p.prevPoint),
        sql`${purchases.refundedAmount} + ${purchases.refundedPoint} + ${p.addAmount} + ${p.addPoint} <= ${purchases.totalAmount}`,
      ),
    )
    .returning({ refundedAmount: purchases.refundedAmount, refundedPoint: purchases.refundedPoint });
  return rows[0] ?? null;
}

/** 결제 기록에 취소 금액을 더한다. 상태는 누계로 정한다(테스트 결제사는 부분 취소도 CANCELED 로 답한다) */
export async function addCancelToPayment(db: Db, p: { purchaseId: number; paymentKey: string; amount: number; now: Date }) {
  const rows = await db
    .update(payments)
    .set({
      canceledAmount: sql`${payments.canceledAmount} + ${p.amount}`,
      status: sql`case when ${payments.canceledAmount} + ${p.amount} >= ${payments.amount} then 'CANCELED' else 'PARTIAL_CANCELED' end`,
      updatedAt: p.now,
    })
    .where(and(eq(payments.purchaseId, p.purchaseId), eq(payments.paymentKey, p.paymentKey)))
    .returning({ id: payments.id });
  return rows.length;
}

/** 입금을 기다리는 무통장입금 구매: 오래된 것부터 */
export function listPendingDepositPurchases(db: Db) {
  return db
    .select({
      purchaseId: purchases.id,
      orderNo: purchases.orderNo,
      memberEmail: members.email,
      depositorName: purchases.depositorName,
      amount: purchases.totalAmount,
      depositDeadline: purchases.depositDeadline,
    })
    .from(purchases)
    .innerJoin(members, eq(members.id, purchases.memberId))
    .where(and(eq(purchases.status, 'WAITING_PAYMENT'), eq(purchases.method, 'NO_DEPOSIT')))
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
}
