import type { Metadata } from 'next';
import { AdminNotificationDetail } from '@/components/admin/notifications/notification-detail';
import { purchaseIdOrNotFound } from '@/components/my-page/purchases/purchase-id';

export const metadata: Metadata = { title: '알림' };

export default async function AdminNotificationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // 양의 정수 id 규칙은 구매 번호와 같다
  return <AdminNotificationDetail id={purchaseIdOrNotFound(id)} />;
}
