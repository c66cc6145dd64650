import type { Metadata } from 'next';
import { FaqList } from '@/components/admin/faqs/faq-list';

export const metadata: Metadata = { title: 'FAQ' };

export default function AdminFaqListPage() {
  return <FaqList />;
}
