import type { Metadata } from 'next';
import { PanelList } from '@/components/admin/panels/panel-list';

export const metadata: Metadata = { title: '패널' };

export default function AdminPanelListPage() {
  return <PanelList />;
}
