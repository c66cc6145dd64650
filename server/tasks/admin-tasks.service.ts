import type { AdminTaskDetail, AdminTaskListQuery, AdminTaskSummary } from '../../lib/schemas/admin-tasks';
import { TASK_STATUS_LABELS } from '../../lib/schemas/fulfilment';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { DAY_MS, isoOrNull, kstStartOf } from '../lib/time';
import * as repo from './admin-tasks.repository';
import { offsetOf } from '../lib/paging';

export const taskNotFound = () => fail('TASK_NOT_FOUND');

export function summaryOf(r: repo.AdminTaskRow): AdminTaskSummary {
  return {
    ...r,
    statusLabel: TASK_STATUS_LABELS[r.status],
    createdAt: r.createdAt.toISOString(),
    sentAt: isoOrNull(r.sentAt),
    finishedAt: isoOrNull(r.finishedAt),
  };
}

// 작업 내역: 최신 작업부터. 기간은 서울 날짜로 양끝 포함
export async function listAdminTasks(deps: AppDeps, q: AdminTaskListQuery) {
  const filter: repo.AdminTaskFilter = {
    status: q.status,
    panelId: q.panelId,
    kind: q.kind,
    source: q.source,
    memberId: q.memberId,
    serviceId: q.serviceId,
    email: q.email,
    needsAttention: q.needsAttention,
    since: q.from ? kstStartOf(q.from) : undefined,
    until: q.to ? new Date(kstStartOf(q.to).getTime() + DAY_MS) : undefined,
  };
  const { rows, total } = await repo.listAdminTasks(deps.db, { filter, limit: q.size, offset: offsetOf(q) });
  return { items: rows.map(summaryOf), page: q.page, size: q.size, total };
}

export async function getAdminTaskOrThrow(deps: AppDeps, id: number): Promise<AdminTaskDetail> {
  const row = await repo.findAdminTaskById(deps.db, id);
  if (!row) throw taskNotFound();
  const [events, service, parent, children] = await Promise.all([
    repo.listTaskEvents(deps.db, id),
    row.serviceId ? repo.findServiceForTask(deps.db, row.serviceId) : null,
    row.parentTaskId ? repo.findAdminTaskById(deps.db, row.parentTaskId) : null,
    repo.listChildTasks(deps.db, id),
  ]);
  return {
    ...summaryOf(row),
    runs: row.runs,
    interval: row.interval,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    panelRefillId: row.panelRefillId,
    sendStartedAt: isoOrNull(row.sendStartedAt),
    lastPolledAt: isoOrNull(row.lastPolledAt),
    externalOrderNo: row.externalOrderNo,
    createdByMemberId: row.createdByMemberId,
    memo: row.memo,
    events: events.map((e) => ({ ...e, request: e.request ?? null, response: e.response ?? null, createdAt: e.createdAt.toISOString() })),
    service: service && {
      id: service.id,
      purchaseId: service.purchaseId,
      productName: service.productName,
      targetKey: service.targetKey,
      quantity: service.quantity,
      days: service.days,
      status: service.status,
      startCount: service.startCount,
      remains: service.remains,
    },
    parent: parent && summaryOf(parent),
    children: children.map(summaryOf),
  };
}
