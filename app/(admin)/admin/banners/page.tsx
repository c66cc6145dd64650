import type { Metadata } from 'next';
import { BannerList } from '@/components/admin/banners/banner-list';

export const metadata: Metadata = { title: '배너' };

export default function AdminBannerListPage() {
  return <BannerList />;
}
