import type { Metadata } from 'next';
import { CashRefundQueue } from '@/components/admin/refunds/cash-refund-queue';

export const metadata: Metadata = { title: '환불 이체' };

export default function AdminRefundsPage() {
  return <CashRefundQueue />;
}
