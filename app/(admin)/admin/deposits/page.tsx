import type { Metadata } from 'next';
import { DepositQueue } from '@/components/admin/purchases/deposit-queue';

export const metadata: Metadata = { title: '입금 확인' };

export default function AdminDepositsPage() {
  return <DepositQueue />;
}
