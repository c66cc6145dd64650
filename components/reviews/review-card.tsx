'use client';

import styled from '@emotion/styled';
import { Picture } from '@/components/ui/picture';
import { formatDate } from '@/lib/format';
import type { Review } from '@/lib/schemas/reviews';
import { StarRating } from './star-rating';

/** 후기 하나: 별점, 제목, 내용(줄바꿈 그대로), 사진, 상품 이름, 가린 작성자, 날짜 */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card aria-labelledby={`review-${review.id}-title`}>
      <Top>
        <StarRating rating={review.rating} />
        <Meta>
          {review.authorName} · {formatDate(review.createdAt)}
        </Meta>
      </Top>
      <Title id={`review-${review.id}-title`}>{review.title}</Title>
      <Product>{review.productName}</Product>
      <Content>{review.content}</Content>
      {review.imageUrlList.length > 0 && (
        <Photos>
          {review.imageUrlList.map((url, index) => (
            <Photo key={url}>
              <Picture src={url} alt={`${review.title} 사진 ${index + 1}`} fill />
            </Photo>
          ))}
        </Photos>
      )}
    </Card>
  );
}

const Card = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: '16px 0',
  borderBottom: `1px solid ${theme.palette.gray[200]}`,
}));

const Top = styled.div({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });

const Meta = styled.span(({ theme }) => ({ fontSize: theme.typography.size.xs, color: theme.color.textMuted }));

const Title = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.bold }));

const Product = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.size.xs, color: theme.color.textMuted }));

const Content = styled.p(({ theme }) => ({ margin: 0, whiteSpace: 'pre-line', fontSize: theme.typography.size.sm, lineHeight: 1.6 }));

const Photos = styled.div({ display: 'flex', gap: 8, marginTop: 4 });

const Photo = styled.div(({ theme }) => ({
  position: 'relative',
  width: 96,
  height: 96,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  background: theme.palette.gray[100],
}));
