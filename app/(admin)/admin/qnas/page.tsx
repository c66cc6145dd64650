import type { Metadata } from 'next';
import { AdminQnaList } from '@/components/admin/qnas/admin-qna-list';

export const metadata: Metadata = { title: '1:1 문의' };

export default function AdminQnasPage() {
  return <AdminQnaList />;
}
