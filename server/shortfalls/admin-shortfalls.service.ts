import {
  SHORTFALL_ACTION_LABELS,
  SHORTFALL_STATUS_LABELS,
  type AdminShortfall,
  type AdminShortfallListQuery,
  type ShortfallSettleBody,
} from '../../lib/schemas/shortfalls';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { offsetOf } from '../lib/paging';
import { isoOrNull } from '../lib/time';
import { settleShortfall } from './shortfall-settle.service';
import * as repo from './shortfalls.repository';

function adminRowOf(r: { row: repo.ShortfallRow; productName: string; targetKey: string }): AdminShortfall {
  const s = r.row;
  return {
    id: s.id,
    serviceId: s.serviceId,
    purchaseId: s.purchaseId,
    memberId: s.memberId,
    productName: r.productName,
    targetKey: r.targetKey,
    ordered: s.ordered,
    delivered: s.delivered,
    missing: s.missing,
    action: s.action,
    actionLabel: SHORTFALL_ACTION_LABELS[s.action],
    status: s.status,
    statusLabel: SHORTFALL_STATUS_LABELS[s.status],
    amount: s.amount,
    refundId: s.refundId,
    resendTaskId: s.resendTaskId,
    lastError: s.lastError,
    createdAt: s.createdAt.toISOString(),
    resolvedAt: isoOrNull(s.resolvedAt),
  };
}

/** 미진행 수량 목록(최신순): 콘솔 첫 화면은 status=REVIEW 로 운영자가 고를 것만 본다 */
export async function listAdminShortfalls(deps: AppDeps, q: AdminShortfallListQuery) {
  const { rows, total } = await repo.listShortfalls(deps.db, { status: q.status, limit: q.size, offset: offsetOf(q) });
  return { items: rows.map(adminRowOf), page: q.page, size: q.size, total };
}

/**
 * 확인 모드의 미진행 수량을 운영자가 고른 처리로: REVIEW 인 줄만, 고른 처리로 바꿔 커밋한 뒤 일꾼과 같은 길로 처리한다.
 * 두 운영자가 함께 눌러도 조건부 갱신이 하나만 통과시킨다(다른 쪽은 409).
 */
export async function settleShortfallByOperator(deps: AppDeps, id: number, body: ShortfallSettleBody, actor: AuditActor) {
  const now = deps.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const row = await repo.updateShortfallIf(tx, { id, from: ['REVIEW'], set: { action: body.action, lastError: null, leaseUntil: new Date(now.getTime() + 2 * 60 * 1000), updatedAt: now } });
    if (!row) return null;
    await insertAuditLog(tx, {
      ...actor,
      kind: 'shortfalls.settle',
      targetType: 'purchase',
      targetId: row.purchaseId,
      summary: `서비스 #${row.serviceId} 미진행 ${row.missing}개: ${SHORTFALL_ACTION_LABELS[body.action]}`,
      after: { shortfallId: id, action: body.action },
    });
    return row;
  });
  if (!claimed) {
    const existing = await repo.findShortfallById(deps.db, id);
    if (!existing) throw fail('SHORTFALL_NOT_FOUND');
    throw fail('SHORTFALL_ALREADY_SETTLED', { status: existing.status });
  }
  await settleShortfall(deps, claimed, actor);
  const { rows } = await repo.listShortfalls(deps.db, { id, limit: 1, offset: 0 });
  return adminRowOf(rows[0]!);
}
