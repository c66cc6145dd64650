import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AuditLogSchema, type AuditLogFilter } from '../schemas/audit-logs';
import { pageOf } from '../schemas/common';
import { compact, http } from './http';

const AuditLogPageSchema = pageOf(AuditLogSchema);
export type AuditLogPage = ReturnType<typeof AuditLogPageSchema.parse>;
export type { AuditLogFilter };
export type AuditLogQuery = AuditLogFilter & { page: number; size: number };

// GET /v1/admin/audit-logs – 작업 기록 (운영자·종류 앞부분·서울 기준 기간, 최신순)
export async function listAuditLogs(query: AuditLogQuery): Promise<AuditLogPage> {
  return AuditLogPageSchema.parse((await http.get('/admin/audit-logs', { params: compact(query) })).data);
}

/** GET /v1/admin/audit-logs/export – 같은 조건의 CSV(CsvExportButton 이 부른다) */
export const AUDIT_LOG_EXPORT_PATH = '/admin/audit-logs/export';

export const adminAuditLogKeys = {
  all: ['admin', 'audit-logs'] as const,
  list: (query: object) => ['admin', 'audit-logs', 'list', compact(query)] as const,
};

export const adminAuditLogsQuery = (query: AuditLogQuery) =>
  queryOptions({ queryKey: adminAuditLogKeys.list(query), queryFn: () => listAuditLogs(query), placeholderData: keepPreviousData });
