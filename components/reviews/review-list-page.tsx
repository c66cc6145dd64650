import Link from 'next/link';
import { withinPagesOrNotFound } from '@/components/contents/page-bounds';
import { Pager } from '@/components/contents/pager';
import { SectionHeading } from '@/components/layout/section-heading';
import { EmptyText } from '@/components/ui/empty-text';
import { getReviews } from '@/lib/api/reviews';
import { formatCount } from '@/lib/format';
import { ReviewCard } from './review-card';
import { ReviewWriteButton } from './review-write-button';
import styles from './reviews.module.css';

/** /review 한 쪽의 후기 수 */
export const REVIEWS_PER_PAGE = 10;

/** 후기 한 쪽(최신 순, 마지막 쪽 너머면 찾을 수 없음): 본문과 쪽 화면의 제목이 함께 쓴다(같은 요청: 데이터 캐시) */
export const reviewsPage = (page: number, revalidate: number) =>
  getReviews({ page, size: REVIEWS_PER_PAGE }, revalidate).then(withinPagesOrNotFound);

/**
 * /review 의 한 쪽: 보이는 후기, 쪽 넘김, 사진 후기 모아 보기, 로그인했으면 후기 작성.
 * 1쪽은 /review, 다른 쪽은 rewrites 가 ?page= 를 넘겨 주는 /review/pages/[page] 가 그린다: 쪽마다 라우트 캐시(ISR)에 남고,
 * 목록은 서버가 그린 그대로다(브라우저가 주소를 읽어 다시 그리면 첫 화면의 후기가 하이드레이션 뒤에 새로 그려진다)
 */
export async function ReviewListPage({ page, revalidate }: { page: number; revalidate: number }) {
  const reviews = await reviewsPage(page, revalidate);
  return (
    <>
      <SectionHeading as="h1">구매 후기</SectionHeading>
      <div className={styles.bar}>
        <span className={styles.total}>{`후기 ${formatCount(reviews.total)}개`}</span>
        <div className={styles.actions}>
          <Link href="/reviews/photos">사진 후기</Link>
          <ReviewWriteButton />
        </div>
      </div>
      {reviews.items.length === 0 ? (
        <EmptyText>아직 등록된 후기가 없습니다.</EmptyText>
      ) : (
        reviews.items.map((review) => <ReviewCard key={review.id} review={review} />)
      )}
      <Pager basePath="/review" page={reviews.page} size={reviews.size} total={reviews.total} />
    </>
  );
}
