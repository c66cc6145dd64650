import { PhotoReviewsPage } from '@/components/reviews/photo-reviews-page';
import { shopMetadata } from '../../shop-metadata';

export const metadata = shopMetadata({ title: '사진 후기', description: '회원들이 올린 전후 사진 후기를 모아 봅니다.' });

// 라우트 캐시(ISR): 후기 쓰기·숨김은 api 가 reviews 태그를 비운다. ?page= 는 rewrites 가 pages/[page] 로 보낸다
export const revalidate = 60;

export default function ReviewPhotosPage() {
  return <PhotoReviewsPage page={1} revalidate={revalidate} />;
}
