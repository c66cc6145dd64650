import { connection } from 'next/server';
import { AllServices } from '@/components/catalogue/all-services';
import { SectionHeading } from '@/components/layout/section-heading';
import { getCategories } from '@/lib/api/catalogue';
import { shopMetadata } from '../shop-metadata';

export const metadata = shopMetadata({
  title: '전체 서비스',
  description: '인스타그램·유튜브·틱톡·페이스북의 팔로워, 좋아요, 조회수 서비스를 채널별로 한눈에 보고 골라 주문하세요.',
});

/** 탭 바의 '전체 서비스': 보이는 채널 모두와 그 상품 유형 */
export default async function AllServicesPage() {
  // 빌드 때 미리 그리지 않는다(API 가 없다). 데이터는 태그 달린 fetch 캐시가 맡는다
  await connection();
  const { channels } = await getCategories();
  return (
    <>
      <SectionHeading as="h1">전체 서비스</SectionHeading>
      <AllServices channels={channels} />
    </>
  );
}
