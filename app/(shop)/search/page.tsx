import { Suspense } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';
import { QueryProvider } from '@/components/query-provider';
import { SearchView } from '@/components/search/search-view';
import { shopMetadata } from '../shop-metadata';

export const metadata = shopMetadata({
  title: '검색',
  description: '팔로워, 좋아요, 조회수 상품을 이름이나 초성으로 찾아보세요.',
});

/** 검색: 화면 틀은 정적으로, 검색어(?q=)와 결과는 브라우저에서 */
export default function SearchPage() {
  return (
    <>
      <SectionHeading as="h1">검색</SectionHeading>
      {/* useSearchParams 를 읽는 부분만 브라우저에서 그린다: 나머지는 미리 그려 둔다 */}
      <Suspense fallback={null}>
        <QueryProvider>
          <SearchView />
        </QueryProvider>
      </Suspense>
    </>
  );
}
