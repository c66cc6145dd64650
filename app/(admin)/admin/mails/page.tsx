import type { Metadata } from 'next';
import { AdminMailList } from '@/components/admin/mails/admin-mail-list';

export const metadata: Metadata = { title: '메일함' };

export default function AdminMailsPage() {
  return <AdminMailList />;
}
