import type { Metadata } from 'next';
import { NoticeList } from '@/components/admin/notices/notice-list';

export const metadata: Metadata = { title: '공지사항' };

export default function AdminNoticeListPage() {
  return <NoticeList />;
}
