import { withinPagesOrNotFound } from '@/components/contents/page-bounds';
import { Pager } from '@/components/contents/pager';
import { SectionHeading } from '@/components/layout/section-heading';
import { ReviewPhotoGrid } from '@/components/reviews/review-photo-grid';
import { getReviews } from '@/lib/api/reviews';

/** 사진 후기 한 쪽(마지막 쪽 너머면 찾을 수 없음): 본문과 쪽 화면의 제목이 함께 쓴다 */
export const photoReviewsPage = (page: number, revalidate: number) =>
  getReviews({ page, size: 12, photoOnly: true }, revalidate).then(withinPagesOrNotFound);

/** 사진 후기 한 쪽. 1쪽은 /reviews/photos, 다른 쪽은 rewrites 가 ?page= 를 넘겨 주는 /reviews/photos/pages/[page] 가 그린다 */
export async function PhotoReviewsPage({ page, revalidate }: { page: number; revalidate: number }) {
  const reviews = await photoReviewsPage(page, revalidate);
  const photos = reviews.items.flatMap((r) => r.imageUrlList.map((imageUrl, i) => ({ reviewId: r.id, imageUrl, alt: `${r.title} 사진 ${i + 1}` })));
  return (
    <>
      <SectionHeading as="h1">사진 후기</SectionHeading>
      <ReviewPhotoGrid photos={photos} />
      <Pager basePath="/reviews/photos" page={reviews.page} size={reviews.size} total={reviews.total} />
    </>
  );
}
