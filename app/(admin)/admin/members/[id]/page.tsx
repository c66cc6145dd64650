import type { Metadata } from 'next';
import { AdminMemberDetailView } from '@/components/admin/members/admin-member-detail';
import { purchaseIdOrNotFound } from '@/components/my-page/purchases/purchase-id';

export const metadata: Metadata = { title: '회원 상세' };

export default async function AdminMemberDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // 구매 번호와 같은 규칙(양의 정수)의 id: 아니면 api 에 묻지 않고 404
  return <AdminMemberDetailView id={purchaseIdOrNotFound(id)} />;
}
