'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { Pager } from '@/components/contents/pager';
import type { ReviewPage } from '@/lib/schemas/reviews';
import { ReviewCard } from './review-card';
import { ReviewWriteButton } from './review-write-button';

/** /review: 보이는 후기(최신 순)와 쪽 넘김, 사진 후기 모아 보기, 로그인했으면 후기 작성 */
export function ReviewList({ page }: { page: ReviewPage }) {
  return (
    <>
      <Bar>
        <Total>{`후기 ${page.total.toLocaleString('ko-KR')}개`}</Total>
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
}));

const Total = styled.span(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));

const Empty = styled.p(({ theme }) => ({ padding: '40px 0', textAlign: 'center', color: theme.color.textMuted }));
