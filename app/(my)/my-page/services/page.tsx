import type { Metadata } from 'next';
import { MyServiceList } from '@/components/my-page/services/my-service-list';

export const metadata: Metadata = { title: '서비스 내역', robots: { index: false } };

export default function MyServicesPage() {
  return <MyServiceList />;
}
