'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { ReviewCard } from '@/components/reviews/review-card';
import { StarRating } from '@/components/reviews/star-rating';
import { Picture } from '@/components/ui/picture';
import type { Review, ReviewPhoto, ReviewSummary } from '@/lib/schemas/reviews';
import { formatCount } from '@/lib/format';

/** 후기를 모은 범위: 이 상품과 같은 채널 x 상품 유형 */
export type ReviewScope = { productId: number; channelName: string; productTypeName: string };
type Props = { summary: ReviewSummary; reviews: Review[]; photos: ReviewPhoto[]; scope: ReviewScope };

/**
 * 상품 페이지 아래: 이 채널 x 상품 유형의 후기 요약, 사진 줄, 최근 후기, 더 보기.
 * 후기는 스펙의 계약(/v1/reviews/categories/{채널}/{유형})대로 유형별로 모은다. 다른 상품의 후기를 이 상품의 것처럼
 * 보이지 않도록 제목이 "같은 유형 상품의 후기"라고 말하고, 이 상품의 후기에는 표시를 붙인다.
 */
export function ProductReviews({ summary, reviews, photos, scope }: Props) {
  return (
    <Section aria-labelledby="product-reviews-title" aria-describedby="product-reviews-scope">
      <Head>
        <h2 id="product-reviews-title">{`같은 유형 상품의 후기 ${formatCount(summary.count)}개`}</h2>
        <Link href="/review">더 보기</Link>
      </Head>
      <Muted id="product-reviews-scope">{`${scope.channelName} ${scope.productTypeName} 상품 전체의 후기입니다. 후기마다 어느 상품의 후기인지 적혀 있습니다.`}</Muted>
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
          {reviews.map((review) =>
            review.productId === scope.productId ? (
              <Own key={review.id}>
                <Tag>이 상품의 후기</Tag>
                <ReviewCard review={review} />
              </Own>
            ) : (
              <ReviewCard key={review.id} review={review} />
            ),
          )}
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

const Own = styled.div({ display: 'flex', flexDirection: 'column', gap: 4 });

const Tag = styled.span(({ theme }) => ({
  alignSelf: 'flex-start',
  padding: '2px 8px',
  borderRadius: theme.radius.sm,
  background: theme.palette.gray[100],
  fontSize: theme.typography.size.xs,
  fontWeight: theme.typography.weight.semibold,
  color: theme.color.text,
}));
