import type { Metadata } from 'next';
import { AdminInstarterPage } from '@/components/admin/instarter/admin-instarter-page';

export const metadata: Metadata = { title: '인스타터 주문' };

export default function AdminInstarterRoute() {
  return <AdminInstarterPage />;
}
