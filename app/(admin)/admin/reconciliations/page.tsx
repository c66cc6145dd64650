import type { Metadata } from 'next';
import { ReconciliationReportView } from '@/components/admin/reconciliations/reconciliation-report';

export const metadata: Metadata = { title: '결제 대사' };

export default function AdminReconciliationsPage() {
  return <ReconciliationReportView />;
}
