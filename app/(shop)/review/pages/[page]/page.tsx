import type { Metadata } from 'next';
import { ReviewListPage, reviewsPage } from '@/components/reviews/review-list-page';
import { pageNumberOrNotFound } from '../../../page-query';
import { metadata as listMetadata } from '../../page';

// /review?page=n 이 rewrites 로 여기 온다: 처음 열릴 때 그려 캐시한다(ISR, reviews 태그)
export function generateStaticParams(): { page: string }[] {
  return [];
}
export const revalidate = 60;

type Props = { params: Promise<{ page: string }> };

// 마지막 쪽 너머는 제목에서 먼저 걸러, 찾을 수 없음 화면이 목록의 제목을 달지 않게 한다(본문과 같은 요청: 데이터 캐시)
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageNumberOrNotFound((await params).page);
  await reviewsPage(page, revalidate);
  return listMetadata;
}

export default async function ReviewPageN({ params }: Props) {
  return <ReviewListPage page={pageNumberOrNotFound((await params).page)} revalidate={revalidate} />;
}
