import { ReviewList } from '@/components/reviews/review-list';
import { SectionHeading } from '@/components/layout/section-heading';
import { getReviews } from '@/lib/api/reviews';
import { pageFrom } from '../page-query';
import { shopMetadata } from '../shop-metadata';

export const metadata = shopMetadata({ title: '구매 후기', description: '그로스몰 서비스를 이용한 회원들의 후기입니다.' });

// 방금 쓴 후기가 바로 보여야 한다: 매 요청 새로 받는다
export const dynamic = 'force-dynamic';

export default async function ReviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const page = await getReviews({ page: await pageFrom(searchParams), size: 10 });
  return (
    <>
      <SectionHeading as="h1">구매 후기</SectionHeading>
      <ReviewList page={page} />
    </>
  );
}
