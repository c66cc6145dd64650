import type { ProductDetail } from '@/lib/schemas/catalogue';

/** 댓글 상품인가: 상품 유형의 slug 가 comments 로 끝난다(instagram 'comments', 다른 채널의 '...-comments') */
export function isCommentProduct(product: Pick<ProductDetail, 'productType'>): boolean {
  return /(^|-)comments$/.test(product.productType.slug);
}
