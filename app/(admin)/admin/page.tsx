import type { Metadata } from 'next';
import { AdminDashboard } from '@/components/admin/dashboard/admin-dashboard';

export const metadata: Metadata = { title: '콘솔 홈' };

/** 콘솔 첫 화면: 손볼 일의 수·열린 경보·패널 잔액. 제목·메뉴는 layout 의 AdminFrame 이 그린다 */
export default function AdminHomePage() {
  return <AdminDashboard />;
}
