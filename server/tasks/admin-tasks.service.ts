import type { AdminTaskDetail, AdminTaskListQuery, AdminTaskSummary } from '../../lib/schemas/admin-tasks';
import { TASK_KIND_LABELS, TASK_SOURCE_LABELS, taskStatusLabelOf } from '../../lib/schemas/fulfilment';
import { readForExport, seoulDateTime, type CsvColumn } from '../lib/csv';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { isoOrNull, kstDayRange } from '../lib/time';
import * as repo from './admin-tasks.repository';
import { offsetOf } from '../lib/paging';

export const taskNotFound = () => fail('TASK_NOT_FOUND');

export function summaryOf(r: repo.AdminTaskRow): AdminTaskSummary {
  return {
    ...r,
    statusLabel: taskStatusLabelOf(r),
    createdAt: r.createdAt.toISOString(),
    sentAt: isoOrNull(r.sentAt),
    finishedAt: isoOrNull(r.finishedAt),
  };
}

// 작업 내역: 최신 작업부터. 기간은 서울 날짜로 양끝 포함
function filterOf(q: AdminTaskListQuery): repo.AdminTaskFilter {
  return {
    status: q.status,
    panelId: q.panelId,
    kind: q.kind,
    source: q.source,
    memberId: q.memberId,
    serviceId: q.serviceId,
    email: q.email,
    needsAttention: q.needsAttention,
    ...kstDayRange(q.from, q.to),
  };
}

export async function listAdminTasks(deps: AppDeps, q: AdminTaskListQuery) {
  const filter = filterOf(q);
  const { rows, total } = await repo.listAdminTasks(deps.db, { filter, sort: q.sort, limit: q.size, offset: offsetOf(q) });
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

export const TASK_CSV_COLUMNS: CsvColumn<repo.AdminTaskRow>[] = [
  { header: '작업 번호', value: (r) => r.id },
  { header: '만든 일시(서울)', value: (r) => seoulDateTime(r.createdAt) },
  { header: '상태', value: (r) => taskStatusLabelOf(r) },
  { header: '종류', value: (r) => TASK_KIND_LABELS[r.kind] },
  { header: '출처', value: (r) => TASK_SOURCE_LABELS[r.source] },
  { header: '확인 필요', value: (r) => (r.needsAttention ? '예' : '') },
  { header: '상품', value: (r) => r.productName },
  { header: '대상', value: (r) => r.targetKey },
  { header: '수량', value: (r) => r.quantity },
  { header: '서비스 번호', value: (r) => r.serviceId },
  { header: '회원 번호', value: (r) => r.memberId },
  { header: '회원 이메일', value: (r) => r.memberEmail },
  { header: '패널', value: (r) => r.panelName },
  { header: '패널 주문 번호', value: (r) => r.panelOrderId },
  { header: '패널 상태', value: (r) => r.upstreamStatus },
  { header: '시작 수', value: (r) => r.startCount },
  { header: '남은 수', value: (r) => r.remains },
  { header: '패널 요금', value: (r) => r.charge },
  { header: '통화', value: (r) => r.currency },
  { header: '보낸 일시(서울)', value: (r) => seoulDateTime(r.sentAt) },
  { header: '끝난 일시(서울)', value: (r) => seoulDateTime(r.finishedAt) },
];

/** 목록과 같은 조건·순서로 쪽 없이(한도까지) */
export function exportAdminTasks(deps: AppDeps, q: AdminTaskListQuery) {
  const filter = filterOf(q);
  return readForExport(async (limit) => (await repo.listAdminTasks(deps.db, { filter, sort: q.sort, limit, offset: 0 })).rows);
}
