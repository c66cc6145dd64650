'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { ReviewCard } from '@/components/reviews/review-card';
import { StarRating } from '@/components/reviews/star-rating';
import { Picture } from '@/components/ui/picture';
import type { Review, ReviewPhoto, ReviewSummary } from '@/lib/schemas/reviews';
import { formatCount } from '@/lib/format';

type Props = { summary: ReviewSummary; reviews: Review[]; photos: ReviewPhoto[] };

/** 상품 페이지 아래: 이 채널 x 상품 유형의 후기 요약, 사진 줄, 최근 후기, 더 보기 */
export function ProductReviews({ summary, reviews, photos }: Props) {
  return (
    <Section aria-labelledby="product-reviews-title">
      <Head>
        <h2 id="product-reviews-title">{`후기 ${formatCount(summary.count)}개`}</h2>
        <Link href="/review">더 보기</Link>
      </Head>
      {summary.count === 0 ? (
        <Muted>아직 등록된 후기가 없습니다.</Muted>
      ) : (
        <>
          <Summary>
            <Average>{summary.averageRating.toFixed(1)}</Average>
            <StarRating rating={Math.round(summary.averageRating * 2) / 2} size={20} />
            <Bars aria-label="별점 분포">
              {summary.ratingDistribution.map((b) => (
                <li key={b.score}>
                  <span>{`${b.score}점`}</span>
                  <Bar aria-hidden>
                    <span style={{ width: `${summary.count ? (b.count / summary.count) * 100 : 0}%` }} />
                  </Bar>
                  <span>{b.count}</span>
                </li>
              ))}
            </Bars>
          </Summary>
          {photos.length > 0 && (
            <Strip aria-label="사진 후기">
              {photos.map((photo, i) => (
                <li key={photo.imageUrl}>
                  <Link href="/reviews/photos" aria-label={`사진 후기 ${i + 1}`}>
                    <Picture src={photo.imageUrl} alt="" fill />
                  </Link>
                </li>
              ))}
            </Strip>
          )}
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </>
      )}
    </Section>
  );
}

const Section = styled.section({ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 32 });

const Head = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  h2: { margin: 0, fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.bold },
  a: { display: 'inline-flex', alignItems: 'center', minHeight: theme.layout.tapTarget, margin: '-10px 0', paddingLeft: 12, fontSize: theme.typography.size.sm, color: theme.color.textMuted },
}));

const Summary = styled.div({ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', gap: '4px 12px' });

const Average = styled.strong(({ theme }) => ({ fontSize: theme.typography.size.xxl, fontWeight: theme.typography.weight.bold }));

const Bars = styled.ul(({ theme }) => ({
  gridColumn: '1 / -1',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: theme.typography.size.xs,
  color: theme.color.textMuted,
  li: { display: 'grid', gridTemplateColumns: '28px 1fr 28px', alignItems: 'center', gap: 8 },
}));

const Bar = styled.span(({ theme }) => ({
  height: 6,
  borderRadius: 3,
  background: theme.palette.gray[200],
  overflow: 'hidden',
  span: { display: 'block', height: '100%', background: theme.palette.yellow[600] },
}));

const Strip = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: 6,
  overflowX: 'auto',
  li: { position: 'relative', flex: '0 0 72px', height: 72, borderRadius: theme.radius.sm, overflow: 'hidden', background: theme.palette.gray[100] },
  a: { position: 'absolute', inset: 0 },
}));

const Muted = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
