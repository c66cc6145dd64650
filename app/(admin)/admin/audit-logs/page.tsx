import type { Metadata } from 'next';
import { AuditLogList } from '@/components/admin/audit-logs/audit-log-list';

export const metadata: Metadata = { title: '작업 기록' };

export default function AdminAuditLogsPage() {
  return <AuditLogList />;
}
