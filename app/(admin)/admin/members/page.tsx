import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminMemberList } from '@/components/admin/members/admin-member-list';

export const metadata: Metadata = { title: '회원 관리' };

// 조건을 주소(useSearchParams)에서 읽으므로 Suspense 안에서 그린다
export default function AdminMembersPage() {
  return (
    <Suspense>
      <AdminMemberList />
    </Suspense>
  );
}
