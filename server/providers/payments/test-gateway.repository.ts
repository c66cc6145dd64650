import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testGatewayCashReceipts, testGatewayPayments, testGatewayRequests } from '../../db/schema';

export type TestGatewayPaymentRow = typeof testGatewayPayments.$inferSelect;
export type TestGatewayCashReceiptRow = typeof testGatewayCashReceipts.$inferSelect;

export async function findRequest(db: Db, p: { idempotencyKey: string }) {
  const rows = await db.select().from(testGatewayRequests).where(eq(testGatewayRequests.idempotencyKey, p.idempotencyKey)).limit(1);
  return rows[0]?.response ?? null;
}

/** 같은 키가 동시에 오면 먼저 적힌 답이 이긴다: 돌려받은 답이 곧 최종 답 */
export async function rememberRequest(db: Db, p: { idempotencyKey: string; response: Record<string, unknown> }) {
  await db.insert(testGatewayRequests).values(p).onConflictDoNothing({ target: testGatewayRequests.idempotencyKey });
  return (await findRequest(db, p))!;
}

export async function findPayment(db: Db, p: { paymentKey: string }) {
  const rows = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.paymentKey, p.paymentKey)).limit(1);
  return rows[0] ?? null;
}

/** 조건부 상태 전이: 지금 상태가 from 중 하나일 때만. 바뀐 줄(없으면 null) */
export async function transitionPayment(db: Db, p: { paymentKey: string; from: string[]; set: Partial<typeof testGatewayPayments.$inferInsert> }) {
  const rows = await db
    .update(testGatewayPayments)
    .set({ ...p.set, updatedAt: new Date() })
    .where(and(eq(testGatewayPayments.paymentKey, p.paymentKey), inArray(testGatewayPayments.status, p.from)))
    .returning();
  return rows[0] ?? null;
}

/** 취소 한 건: 잔액이 모자라면 0행. 잔액·상태·취소 내역을 한 문장에서 바꾼다 */
export async function applyCancel(db: Db, p: { paymentKey: string; amount: number; entry: Record<string, unknown> }) {
  const t = testGatewayPayments;
  const rows = await db
    .update(t)
    .set({
      balanceAmount: sql`${t.balanceAmount} - ${p.amount}`,
      status: sql`case when ${t.balanceAmount} - ${p.amount} = 0 then 'CANCELED' else 'PARTIAL_CANCELED' end`,
      cancels: sql`${t.cancels} || ${JSON.stringify([p.entry])}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(t.paymentKey, p.paymentKey), inArray(t.status, ['DONE', 'PARTIAL_CANCELED']), gte(t.balanceAmount, p.amount)))
    .returning();
  return rows[0] ?? null;
}

/** 주문번호의 결제: 승인된 것을 먼저, 없으면 가장 최근 것 */
export async function findPaymentByOrderId(db: Db, p: { orderId: string }) {
  const rows = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.orderId, p.orderId)).orderBy(desc(testGatewayPayments.requestedAt));
  return rows.find((r) => r.approvedAt !== null) ?? rows[0] ?? null;
}

export async function insertPaymentIfAbsent(db: Db, row: typeof testGatewayPayments.$inferInsert) {
  await db.insert(testGatewayPayments).values(row).onConflictDoNothing({ target: testGatewayPayments.paymentKey });
}

/** 기간 안에 승인됐거나 취소가 있었던 결제 */
export function listPaymentsTouchedBetween(db: Db, p: { from: Date; to: Date }) {
  return db
    .select()
    .from(testGatewayPayments)
    .where(
      or(
        and(gte(testGatewayPayments.approvedAt, p.from), lt(testGatewayPayments.approvedAt, p.to)),
        and(gte(testGatewayPayments.updatedAt, p.from), lt(testGatewayPayments.updatedAt, p.to)),
      ),
    );
}

export async function insertCashReceipt(db: Db, row: typeof testGatewayCashReceipts.$inferInsert) {
  const rows = await db.insert(testGatewayCashReceipts).values(row).returning();
  return rows[0]!;
}

export async function markCashReceiptCanceled(db: Db, p: { receiptKey: string; now: Date }) {
  const rows = await db
    .update(testGatewayCashReceipts)
    .set({ status: 'CANCELED', canceledAt: p.now })
    .where(eq(testGatewayCashReceipts.receiptKey, p.receiptKey))
    .returning();
  return rows[0] ?? null;
}
