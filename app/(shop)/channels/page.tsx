import { AllServices } from '@/components/catalogue/all-services';
import { SectionHeading } from '@/components/layout/section-heading';
import { getCategories } from '@/lib/api/catalogue';
import { shopMetadata } from '../shop-metadata';

export const metadata = shopMetadata({
  title: '전체 서비스',
  description: '인스타그램·유튜브·틱톡·페이스북의 팔로워, 좋아요, 조회수 서비스를 채널별로 한눈에 보고 골라 주문하세요.',
});

// 라우트 캐시(ISR): 관리자가 채널·상품 유형을 바꾸면 api 가 catalogue 태그를 비운다.
// 빌드가 API 에 닿지 못하면 apiGet 이 이 화면을 요청마다 그리게 둔다(server-fetch.ts)
export const revalidate = 60;

/** 탭 바의 '전체 서비스': 보이는 채널 모두와 그 상품 유형 */
export default async function AllServicesPage() {
  const { channels } = await getCategories();
  return (
    <>
      <SectionHeading as="h1">전체 서비스</SectionHeading>
      <AllServices channels={channels} />
    </>
  );
}
