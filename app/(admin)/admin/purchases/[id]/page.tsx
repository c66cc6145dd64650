import type { Metadata } from 'next';
import { AdminPurchaseDetailView } from '@/components/admin/purchases/admin-purchase-detail';
import { purchaseIdOrNotFound } from '@/components/my-page/purchases/purchase-id';

export const metadata: Metadata = { title: '구매 상세' };

export default async function AdminPurchaseDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AdminPurchaseDetailView id={purchaseIdOrNotFound(id)} />;
}
