import type { Metadata } from 'next';
import { NotificationPreferencesView } from '@/components/notifications/notification-preferences-view';

export const metadata: Metadata = { title: '알림 설정', robots: { index: false } };

export default function NotificationPreferencesPage() {
  return <NotificationPreferencesView />;
}
