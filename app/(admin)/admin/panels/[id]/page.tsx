import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PanelDetail } from '@/components/admin/panels/panel-detail';

export const metadata: Metadata = { title: '패널 서비스·상품 연결' };

export default async function AdminPanelDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const n = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(n) || n < 1) notFound();
  return <PanelDetail id={n} />;
}
