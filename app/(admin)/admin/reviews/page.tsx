import type { Metadata } from 'next';
import { AdminReviewList } from '@/components/admin/reviews/admin-review-list';

export const metadata: Metadata = { title: '후기' };

export default function AdminReviewsPage() {
  return <AdminReviewList />;
}
