import { ReviewListPage } from '@/components/reviews/review-list-page';
import { shopMetadata } from '../shop-metadata';

export const metadata = shopMetadata({ title: '구매 후기', description: '그로스몰 서비스를 이용한 회원들의 후기입니다.' });

// 1쪽을 라우트 캐시(ISR)에 그려 둔다: 회원·관리자의 후기 쓰기는 api 가 웹에 reviews 태그를 비우게 하므로 곧바로 보이고,
// 60초는 그 알림이 닿지 않았을 때의 상한이다. ?page= 는 rewrites 가 pages/[page] 로 보낸다(그 쪽도 따로 캐시된다)
export const revalidate = 60;

export default function ReviewPage() {
  return <ReviewListPage page={1} revalidate={revalidate} />;
}
