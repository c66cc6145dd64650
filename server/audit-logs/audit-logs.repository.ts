import type { Db } from '../db/client';
import { auditLogs } from '../db/schema';
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
