import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PointType } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { members, pointLedger } from '../db/schema';

/** 조건부 갱신: 잔액이 음수가 되면 0행 → null */
export async function addToMemberPoint(db: Db, p: { memberId: number; amount: number }) {
  const rows = await db
    .update(members)
    .set({ point: sql`${members.point} + ${p.amount}` })
    .where(and(eq(members.id, p.memberId), sql`${members.point} + ${p.amount} >= 0`))
    .returning({ point: members.point });
  return rows[0]?.point ?? null;
}

export function insertPointLedgerRow(
  db: Db,
  p: {
    memberId: number;
    type: PointType;
    amount: number;
    balanceAfter: number;
    purchaseId?: number | null;
    reviewId?: number | null;
    memo?: string | null;
    actorMemberId?: number | null;
    requestKey?: string | null;
  },
) {
  return db.insert(pointLedger).values(p);
}

const adminLedgerColumns = {
  id: pointLedger.id,
  memberId: pointLedger.memberId,
  type: pointLedger.type,
  amount: pointLedger.amount,
  balanceAfter: pointLedger.balanceAfter,
  purchaseId: pointLedger.purchaseId,
  reviewId: pointLedger.reviewId,
  memo: pointLedger.memo,
  actorMemberId: pointLedger.actorMemberId,
  createdAt: pointLedger.createdAt,
};

/** 원장 줄을 누른 운영자: 콘솔이 번호 대신 이름(없으면 이메일)으로 보이고 그 회원 화면으로 잇는다 */
const ledgerActors = alias(members, 'ledger_actors');
const adminLedgerSelect = (db: Db) =>
  db
    .select({ ...adminLedgerColumns, actorName: ledgerActors.name, actorEmail: ledgerActors.email })
    .from(pointLedger)
    .leftJoin(ledgerActors, eq(ledgerActors.id, pointLedger.actorMemberId));

/** 운영자 지급·차감의 요청 키로 이미 적힌 줄(같은 키의 두 번째 요청은 이 줄을 그대로 돌려준다) */
export async function findLedgerRowByRequestKey(db: Db, requestKey: string) {
  const rows = await adminLedgerSelect(db).where(eq(pointLedger.requestKey, requestKey)).limit(1);
  return rows[0] ?? null;
}

/** 콘솔의 원장: 회원 화면과 달리 누른 운영자까지 */
export async function listAdminPointLedgerRows(db: Db, p: { memberId: number; limit: number; offset: number }) {
  const where = eq(pointLedger.memberId, p.memberId);
  const [rows, totals] = await Promise.all([
    adminLedgerSelect(db).where(where).orderBy(desc(pointLedger.id)).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(pointLedger).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findMemberPoint(db: Db, p: { memberId: number }) {
  const rows = await db.select({ point: members.point }).from(members).where(eq(members.id, p.memberId)).limit(1);
  return rows[0]?.point ?? 0;
}

/** 없는 회원이면 null (콘솔이 404 를 가린다) */
export async function findMemberPointOrNull(db: Db, p: { memberId: number }) {
  const rows = await db.select({ point: members.point }).from(members).where(eq(members.id, p.memberId)).limit(1);
  return rows[0]?.point ?? null;
}

export async function listPointLedgerRows(db: Db, p: { memberId: number; limit: number; offset: number }) {
  const where = eq(pointLedger.memberId, p.memberId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: pointLedger.id,
        type: pointLedger.type,
        amount: pointLedger.amount,
        balanceAfter: pointLedger.balanceAfter,
        purchaseId: pointLedger.purchaseId,
        reviewId: pointLedger.reviewId,
        memo: pointLedger.memo,
        createdAt: pointLedger.createdAt,
      })
      .from(pointLedger)
      .where(where)
      .orderBy(desc(pointLedger.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(pointLedger).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function hasLedgerRowWithMemo(db: Db, p: { memberId: number; type: PointType; memo: string }) {
  const rows = await db
    .select({ id: pointLedger.id })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, p.memberId), eq(pointLedger.type, p.type), eq(pointLedger.memo, p.memo)))
    .limit(1);
  return rows.length > 0;
}
