import type { Metadata } from 'next';
import { MyPurchaseDetail } from '@/components/my-page/purchases/my-purchase-detail';
import { purchaseIdOrNotFound } from '@/components/my-page/purchases/purchase-id';

export const metadata: Metadata = { title: '구매 상세', robots: { index: false } };

/** 구매는 로그인한 회원의 것이라 브라우저에서 불러온다(서버 컴포넌트에는 토큰이 없다) */
export default async function MyPurchaseDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <MyPurchaseDetail id={purchaseIdOrNotFound(id)} />;
}
