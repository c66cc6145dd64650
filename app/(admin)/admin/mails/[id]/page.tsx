import type { Metadata } from 'next';
import { AdminMailDetail } from '@/components/admin/mails/admin-mail-detail';
import { purchaseIdOrNotFound } from '@/components/my-page/purchases/purchase-id';

export const metadata: Metadata = { title: '메일' };

export default async function AdminMailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // 양의 정수 id 규칙은 구매 번호와 같다
  return <AdminMailDetail id={purchaseIdOrNotFound(id)} />;
}
