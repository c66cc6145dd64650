import { PhotoReviewsPage } from '@/components/reviews/photo-reviews-page';
import { pageNumberOrNotFound } from '../../../../page-query';

export { metadata } from '../../page';

// /reviews/photos?page=n 이 rewrites 로 여기 온다: 처음 열릴 때 그려 캐시한다(ISR)
export function generateStaticParams(): { page: string }[] {
  return [];
}
export const revalidate = 60;

export default async function ReviewPhotosPageN({ params }: { params: Promise<{ page: string }> }) {
  return <PhotoReviewsPage page={pageNumberOrNotFound((await params).page)} revalidate={revalidate} />;
}
