'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { ProductReviews as ProductReviewsComponent } from './product-reviews';
// 후기 카드·별점의 CSS 모듈은 늦게 불러오는 product-reviews 가 쓴다: 서버가 그린 후기가 스크립트 전에도 모양을 갖추도록
// 화면의 CSS 에 직접 싣는다(React.lazy 안에서만 쓰인 CSS 는 번들러가 따로 떼어 낼 수 있다)
import '@/components/reviews/reviews.module.css';

// 후기는 주문 폼 아래에 있다: 서버가 그린 HTML 은 그대로 보이고, 그 JS 는 첫 번들 밖에서 따로 받아 붙인다
const ProductReviews = lazy(() => import('./product-reviews').then((m) => ({ default: m.ProductReviews })));

/** 상품 화면의 후기 영역(서버 렌더링, 스크립트는 늦게) */
export function ProductReviewsSection(props: ComponentProps<typeof ProductReviewsComponent>) {
  return (
    <Suspense fallback={null}>
      <ProductReviews {...props} />
    </Suspense>
  );
}
