import type { Metadata } from 'next';
import { BuyBarSpacer } from '@/components/product/buy-bar';
import { OrderForm } from '@/components/product/order-form';
import { ProductReviewsSection } from '@/components/product/product-reviews-section';
import { ProductSummary } from '@/components/product/product-summary';
import { getProduct } from '@/lib/api/catalogue';
import { loadProductReviews } from '@/lib/api/reviews';
import { idOrNotFound } from '@/lib/api/server-fetch';
import { shopMetadata } from '../../shop-metadata';

type Props = { params: Promise<{ productId: string }> };

// 빌드 때는 하나도 미리 그리지 않고(빈 목록), 처음 열릴 때 그려 캐시한다(ISR). 상품 수정은 product-{id} 태그로 다시 그린다
export function generateStaticParams(): { productId: string }[] {
  return [];
}
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getProduct(idOrNotFound((await params).productId));
  return shopMetadata({ title: product.name, description: product.description || `${product.channel.name} ${product.productType.name} 상품` });
}

export default async function ProductPage({ params }: Props) {
  const product = await getProduct(idOrNotFound((await params).productId));
  const reviews = await loadProductReviews(product.channelId, product.productTypeId);
  return (
    <>
      <ProductSummary product={product} />
      <OrderForm product={product} />
      {reviews && (
        <ProductReviewsSection {...reviews} scope={{ productId: product.id, channelName: product.channel.name, productTypeName: product.productType.name }} />
      )}
      <BuyBarSpacer aria-hidden />
    </>
  );
}
