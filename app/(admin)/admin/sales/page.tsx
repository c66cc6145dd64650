import type { Metadata } from 'next';
import { SalesDashboard } from '@/components/admin/sales/sales-dashboard';
import { salesSearchOf } from '@/components/admin/sales/sales-period';

export const metadata: Metadata = { title: '매출' };

/** 기간·단위는 주소(?from&to&unit)에: 새로 고침하거나 링크를 나눠도 같은 화면. 없으면 오늘까지 30일, 일별 */
export default async function AdminSalesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <SalesDashboard search={salesSearchOf(await searchParams)} />;
}
