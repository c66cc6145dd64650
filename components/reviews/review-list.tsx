'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { lazy, Suspense } from 'react';
import { Pager } from '@/components/contents/pager';
import type { ReviewPage } from '@/lib/schemas/reviews';
import { ReviewCard } from './review-card';
import { ReviewWriteButton } from './review-write-button';
import { formatCount } from '@/lib/format';

/**
 * /review: 보이는 후기(최신 순)와 쪽 넘김, 사진 후기 모아 보기, 로그인했으면 후기 작성.
 * 페이지는 1쪽만 서버에서 그려 라우트 캐시에 둔다(ISR). ?page=n 은 브라우저가 주소에서 읽고 그 쪽을 api 에서 받는다:
 * 쪽마다 서버가 요청마다 그리지 않게. 미리 그린 HTML 에는 1쪽이 들어 있다.
 */
export function ReviewList({ firstPage }: { firstPage: ReviewPage }) {
  return (
    <Suspense fallback={<ReviewListView page={firstPage} />}>
      <ReviewListFromAddress firstPage={firstPage} />
    </Suspense>
  );
}

/** ?page 값. 이상한 값이면 1쪽 (서버의 pageFrom 과 같은 규칙, zod 는 첫 화면 JS 에 싣지 않는다) */
function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

// 2쪽부터의 쪽은 react-query 로 받는다: 그 코드(react-query·요청 코드)는 처음 넘길 때 불러와 1쪽의 첫 JS 에 싣지 않는다
const LaterReviewPage = lazy(() => import('./later-review-page').then((m) => ({ default: m.LaterReviewPage })));

function ReviewListFromAddress({ firstPage }: { firstPage: ReviewPage }) {
  const pageNo = pageOf(useSearchParams().get('page'));
  if (pageNo === 1) return <ReviewListView page={firstPage} />;
  return (
    <Suspense fallback={<Empty>불러오는 중…</Empty>}>
      <LaterReviewPage pageNo={pageNo} size={firstPage.size} />
    </Suspense>
  );
}

export function ReviewListView({ page }: { page: ReviewPage }) {
  return (
    <>
      <Bar>
        <Total>{`후기 ${formatCount(page.total)}개`}</Total>
        <Actions>
          <Link href="/reviews/photos">사진 후기</Link>
          <ReviewWriteButton />
        </Actions>
      </Bar>
      {page.items.length === 0 ? (
        <Empty>아직 등록된 후기가 없습니다.</Empty>
      ) : (
        page.items.map((review) => <ReviewCard key={review.id} review={review} />)
      )}
      <Pager basePath="/review" page={page.page} size={page.size} total={page.total} />
    </>
  );
}

const Bar = styled.div({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 });

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  // 글자 링크(사진 후기)도 누르는 칸은 44px 높이
  '& > a': { display: 'inline-flex', alignItems: 'center', minHeight: theme.layout.tapTarget },
}));

const Total = styled.span(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));

export const Empty = styled.p(({ theme }) => ({ padding: '40px 0', textAlign: 'center', color: theme.color.textMuted }));
