import { ReviewListPage, reviewsPage } from '@/components/reviews/review-list-page';
import { listPageRoute, noPagesAtBuild } from '../../../page-query';
import { metadata } from '../../page';

// /review?page=n 이 rewrites 로 여기 온다: 처음 열릴 때 그려 캐시한다(ISR). 마지막 쪽 너머와 다른 표기의 쪽은 찾을 수 없음
export const generateStaticParams = noPagesAtBuild;
export const revalidate = 60;

const route = listPageRoute({ load: (page) => reviewsPage(page, revalidate), metadata, render: (page) => <ReviewListPage page={page} revalidate={revalidate} /> });
export const generateMetadata = route.generateMetadata;
export default route.Page;
