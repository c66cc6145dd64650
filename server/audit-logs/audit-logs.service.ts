import type { AuditLog, AuditLogListQuery } from '../../lib/schemas/audit-logs';
import { parseSort } from '../../lib/schemas/list-query';
import type { AppDeps } from '../lib/context';
import { readForExport, seoulDateTime, type CsvColumn } from '../lib/csv';
import { addDays, kstStartOf } from '../lib/time';
import * as repo from './audit-logs.repository';

function filterOf(q: AuditLogListQuery): repo.AuditLogFilter {
  return {
    actorMemberId: q.operator,
    kindPrefix: q.kind,
    since: q.from ? kstStartOf(q.from) : undefined,
    until: q.to ? kstStartOf(addDays(q.to, 1)) : undefined,
  };
}

// 정렬을 고르지 않으면 최신순
const orderOf = (q: AuditLogListQuery): repo.AuditLogOrder => parseSort<repo.AuditLogOrder['field']>(q.sort) ?? { field: 'createdAt', order: 'desc' };

function viewOf({ targetMemberName, targetMemberEmail, ...r }: repo.AuditLogRow): AuditLog {
  const targetName = targetMemberName?.trim() || targetMemberEmail || null;
  return { ...r, targetName, before: r.before ?? null, after: r.after ?? null, createdAt: r.createdAt.toISOString() };
}

/** 작업 기록 목록: 운영자·종류(앞부분)·서울 기준 기간으로 거르고 쪽으로 나눈다 */
export async function listAuditLogs(deps: AppDeps, q: AuditLogListQuery) {
  const filter = filterOf(q);
  const [rows, total] = await Promise.all([
    repo.listAuditLogs(deps.db, { filter, order: orderOf(q), limit: q.size, offset: (q.page - 1) * q.size }),
    repo.countAuditLogs(deps.db, { filter }),
  ]);
  return { items: rows.map(viewOf), page: q.page, size: q.size, total };
}

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export const AUDIT_LOG_CSV_COLUMNS: CsvColumn<repo.AuditLogRow>[] = [
  { header: '번호', value: (r) => r.id },
  { header: '일시(서울)', value: (r) => seoulDateTime(r.createdAt) },
  { header: '운영자 번호', value: (r) => r.actorMemberId },
  { header: '운영자 이메일', value: (r) => r.actorEmail },
  { header: '등급', value: (r) => r.actorRole },
  { header: '종류', value: (r) => r.kind },
  { header: '대상', value: (r) => r.targetType },
  { header: '대상 번호', value: (r) => r.targetId },
  { header: '내용', value: (r) => r.summary },
  { header: '이전 값', value: (r) => json(r.before) },
  { header: '이후 값', value: (r) => json(r.after) },
  { header: '요청 번호', value: (r) => r.requestId },
];

/** 목록과 같은 조건·순서로 쪽 없이(한도까지) */
export function exportAuditLogs(deps: AppDeps, q: AuditLogListQuery) {
  const filter = filterOf(q);
  return readForExport((limit) => repo.listAuditLogs(deps.db, { filter, order: orderOf(q), limit, offset: 0 }));
}
