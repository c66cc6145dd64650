import type { Metadata } from 'next';
import { AdminOutboxList } from '@/components/admin/notifications/outbox-list';

export const metadata: Metadata = { title: '발송함' };

export default function AdminNotificationsPage() {
  return <AdminOutboxList />;
}
