import type { Metadata } from 'next';
import { AdminQnaDetailView } from '@/components/admin/qnas/admin-qna-detail';
import { purchaseIdOrNotFound } from '@/components/my-page/purchases/purchase-id';

export const metadata: Metadata = { title: '1:1 문의 답변' };

export default async function AdminQnaDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // 숫자 id 검사는 구매 상세와 같다(양의 정수가 아니면 404)
  return <AdminQnaDetailView id={purchaseIdOrNotFound(id)} />;
}
