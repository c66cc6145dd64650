'use client';

import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '@/components/query-provider';
import { Empty, ReviewListView } from './review-list';

/** /review?page=n (n >= 2): 그 쪽을 api 에서 받아 그린다. ReviewList 가 처음 넘길 때에야 이 파일을 불러온다 */
export function LaterReviewPage({ pageNo, size }: { pageNo: number; size: number }) {
  return (
    <QueryProvider>
      <LaterPage pageNo={pageNo} size={size} />
    </QueryProvider>
  );
}

function LaterPage({ pageNo, size }: { pageNo: number; size: number }) {
  const page = useQuery({
    // reviewKeys.pages 아래 키. lib/api/reviews 를 여기서 import 하지 않는다: 요청 코드까지 이 파일과 함께 실린다.
    // 후기를 쓰면 useCreateReview 가 reviewKeys.pages 로 함께 비운다
    queryKey: ['reviews', 'page', pageNo, size],
    queryFn: async () => (await import('@/lib/api/reviews')).fetchReviewPage(pageNo, size),
  });
  if (page.data) return <ReviewListView page={page.data} />;
  return <Empty role={page.isError ? 'alert' : undefined}>{page.isError ? '후기를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.' : '불러오는 중…'}</Empty>;
}
