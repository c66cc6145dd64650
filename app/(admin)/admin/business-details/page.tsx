import type { Metadata } from 'next';
import { BusinessDetailsEditor } from '@/components/admin/business-details/business-details-editor';

export const metadata: Metadata = { title: '사업자 정보' };

export default function AdminBusinessDetailsPage() {
  return <BusinessDetailsEditor />;
}
