'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { ProductReviews as ProductReviewsComponent } from './product-reviews';

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
