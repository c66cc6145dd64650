import type { Metadata } from 'next';
import { MyServiceDetail } from '@/components/my-page/services/my-service-detail';
import { serviceIdOrNotFound } from '@/components/my-page/services/service-id';

export const metadata: Metadata = { title: '서비스 상세', robots: { index: false } };

/** 서비스는 로그인한 회원의 것이라 브라우저에서 불러온다(서버 컴포넌트에는 토큰이 없다) */
export default async function MyServiceDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <MyServiceDetail id={serviceIdOrNotFound(id)} />;
}
