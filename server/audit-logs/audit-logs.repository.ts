import { and, asc, count, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { auditLogs, members } from '../db/schema';
import { escapeLike } from '../lib/sql';
import type { AdminRole } from '../../lib/schemas/members';

export type AuditEntry = {
  actorMemberId: number | null;
  actorRole: AdminRole | 'SYSTEM';
  /** '명사.동작' — 예: members.status, points.grant, coupons.issue, purchases.deposit */
  kind: string;
  targetType: string;
  targetId: string | number | null;
  /** 목록에 보일 한 줄(한국어) */
  summary: string;
  before?: unknown;
  after?: unknown;
  requestId: string | null;
};

/** 바뀐 것과 같은 트랜잭션(db 가 tx)에서 부른다: 바뀌지 않았으면 기록도 남지 않는다 */
export async function insertAuditLog(db: Db, e: AuditEntry) {
  await db.insert(auditLogs).values({
    actorMemberId: e.actorMemberId,
    actorRole: e.actorRole,
    kind: e.kind,
    targetType: e.targetType,
    targetId: e.targetId === null ? null : String(e.targetId),
    summary: e.summary.slice(0, 200),
    before: e.before ?? null,
    after: e.after ?? null,
    requestId: e.requestId,
  });
}

export type AuditLogFilter = {
  actorMemberId?: number;
  /** 종류의 앞부분(LIKE 'members.%') */
  kindPrefix?: string;
  /** createdAt ∈ [since, until) */
  since?: Date;
  until?: Date;
};
export type AuditLogOrder = { field: 'createdAt' | 'kind'; order: 'asc' | 'desc' };

function auditWhere(f: AuditLogFilter): SQL | undefined {
  return and(
    f.actorMemberId ? eq(auditLogs.actorMemberId, f.actorMemberId) : undefined,
    f.kindPrefix ? like(auditLogs.kind, `${escapeLike(f.kindPrefix)}%`) : undefined,
    f.since ? gte(auditLogs.createdAt, f.since) : undefined,
    f.until ? lt(auditLogs.createdAt, f.until) : undefined,
  );
}

/** 대상이 회원이면 그 회원: 콘솔이 "member #16" 대신 이름으로 보인다 */
const targetMembers = alias(members, 'audit_target_members');

/** 작업 기록 목록: 기본은 최신순, 같은 순간이면 나중에 적힌 것 먼저 */
export function listAuditLogs(db: Db, p: { filter: AuditLogFilter; order: AuditLogOrder; limit: number; offset: number }) {
  const dir = p.order.order === 'asc' ? asc : desc;
  const orderBy = p.order.field === 'kind' ? [dir(auditLogs.kind), desc(auditLogs.id)] : [dir(auditLogs.createdAt), dir(auditLogs.id)];
  return db
    .select({
      id: auditLogs.id,
      actorMemberId: auditLogs.actorMemberId,
      actorEmail: members.email,
      actorName: members.name,
      actorRole: auditLogs.actorRole,
      kind: auditLogs.kind,
      targetType: auditLogs.targetType,
      targetId: auditLogs.targetId,
      targetMemberName: targetMembers.name,
      targetMemberEmail: targetMembers.email,
      summary: auditLogs.summary,
      before: auditLogs.before,
      after: auditLogs.after,
      requestId: auditLogs.requestId,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .leftJoin(members, eq(members.id, auditLogs.actorMemberId))
    .leftJoin(targetMembers, and(eq(auditLogs.targetType, 'member'), eq(auditLogs.targetId, sql<string>`${targetMembers.id}::text`)))
    .where(auditWhere(p.filter))
    .orderBy(...orderBy)
    .limit(p.limit)
    .offset(p.offset);
}
export type AuditLogRow = Awaited<ReturnType<typeof listAuditLogs>>[number];

export async function countAuditLogs(db: Db, p: { filter: AuditLogFilter }) {
  const rows = await db.select({ n: count() }).from(auditLogs).where(auditWhere(p.filter));
  return rows[0]?.n ?? 0;
}
