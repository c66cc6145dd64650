import type { Metadata } from 'next';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { OrderBuyNowSchema } from '@/lib/schemas/checkout';
import { idParam, one, type SearchParams } from './search-params';

export const metadata: Metadata = { title: '주문·결제' };

/** ?productId&quantity&targetKey&days 는 바로 구매(주문서를 만든다), ?purchaseId 는 만든 주문서 */
export default async function CheckoutPage({ searchParams }: { searchParams: SearchParams }) {
  const q = await searchParams;
  const buyNow = one(q.productId)
    ? OrderBuyNowSchema.safeParse({
        productId: Number(one(q.productId)),
        quantity: Number(one(q.quantity)),
        targetKey: one(q.targetKey),
        days: one(q.days) ? Number(one(q.days)) : undefined,
      })
    : null;
  return <CheckoutView buyNow={buyNow?.success ? buyNow.data : null} purchaseId={idParam(q.purchaseId)} />;
}
