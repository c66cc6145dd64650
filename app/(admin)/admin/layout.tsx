import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminFrame } from '@/components/admin/admin-frame';
import { MfaGate } from '@/components/admin/operators/mfa-gate';
import { QueryProvider } from '@/components/query-provider';

export const metadata: Metadata = { title: { default: '관리자 콘솔', template: '%s | 관리자 콘솔' }, robots: { index: false } };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <AdminFrame>
        <MfaGate>{children}</MfaGate>
      </AdminFrame>
    </QueryProvider>
  );
}
