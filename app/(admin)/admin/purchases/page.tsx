import type { Metadata } from 'next';
import { AdminPurchaseList } from '@/components/admin/purchases/admin-purchase-list';

export const metadata: Metadata = { title: '구매 관리' };

export default function AdminPurchasesPage() {
  return <AdminPurchaseList />;
}
