import { ReviewList } from '@/components/reviews/review-list';
import { SectionHeading } from '@/components/layout/section-heading';
import { getReviews } from '@/lib/api/reviews';
import { shopMetadata } from '../shop-metadata';

export const metadata = shopMetadata({ title: '구매 후기', description: '그로스몰 서비스를 이용한 회원들의 후기입니다.' });

// 1쪽을 라우트 캐시(ISR)에 그려 둔다: 회원·관리자의 후기 쓰기는 api 가 웹에 reviews 태그를 비우게 하므로 곧바로 보이고,
// 60초는 그 알림이 닿지 않았을 때의 상한이다. ?page 는 서버가 읽지 않는다(요청마다 그리게 되므로): 브라우저가 읽어 받는다
export const revalidate = 60;

export default async function ReviewPage() {
  const firstPage = await getReviews({ page: 1, size: 10 }, revalidate);
  return (
    <>
      <SectionHeading as="h1">구매 후기</SectionHeading>
      <ReviewList firstPage={firstPage} />
    </>
  );
}
