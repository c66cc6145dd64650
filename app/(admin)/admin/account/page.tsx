import type { Metadata } from 'next';
import { AccountPanel } from '@/components/admin/operators/account-panel';

export const metadata: Metadata = { title: '내 계정·2단계 인증' };

export default function AdminAccountPage() {
  return <AccountPanel />;
}
