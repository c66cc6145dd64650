import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductReviews } from '@/components/product/product-reviews';
import type { Review, ReviewSummary } from '@/lib/schemas/reviews';
import { renderApp } from '../components/render-app';

vi.mock('next/navigation', () => import('../next-navigation'));

const review = (id: number, productId: number, productName: string): Review => ({
  id,
  authorName: '김*모',
  rating: 4,
  title: `후기 ${id}`,
  content: '팔로워가 빨리 늘었어요.\n다음에도 살게요.',
  imageUrlList: [],
  productId,
  productName,
  snsChannelId: 1,
  productTypeId: 1,
  createdAt: '2026-11-02T01:00:00.000Z',
});
const summary: ReviewSummary = {
  count: 5,
  averageRating: 4.1,
  ratingDistribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: score === 4 ? 5 : 0 })),
};

describe('상품 페이지의 후기 – 유형별로 모은 후기는 그렇다고 말한다', () => {
  it('제목이 "같은 유형 상품의 후기", 범위를 설명하고, 이 상품의 후기만 표시한다', () => {
    renderApp(
      <ProductReviews
        summary={summary}
        photos={[]}
        reviews={[review(1, 1, '인스타그램 한국인 팔로워'), review(2, 3, '인스타그램 외국인 실속 팔로워')]}
        scope={{ productId: 3, channelName: '인스타그램', productTypeName: '팔로워' }}
      />,
    );
    const section = screen.getByRole('region', { name: '같은 유형 상품의 후기 5개' });
    expect(section).toHaveAccessibleDescription('인스타그램 팔로워 상품 전체의 후기입니다. 후기마다 어느 상품의 후기인지 적혀 있습니다.');
    expect(screen.queryByRole('heading', { level: 2, name: '후기 5개' })).toBeNull();
    const own = within(section).getAllByText('이 상품의 후기');
    expect(own).toHaveLength(1);
    expect(own[0].parentElement).toHaveTextContent('인스타그램 외국인 실속 팔로워');
    expect(own[0].parentElement).not.toHaveTextContent('인스타그램 한국인 팔로워');
  });
});
