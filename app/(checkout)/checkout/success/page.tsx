import type { Metadata } from 'next';
import { SuccessView } from '@/components/checkout/success-view';
import { idParam, one, type SearchParams } from '../search-params';

export const metadata: Metadata = { title: '결제 완료' };

/** 결제사가 ?paymentKey&orderId&amount 로 돌려보낸다. 적립금 전액 결제는 ?purchaseId 로 온다 */
export default async function CheckoutSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  const q = await searchParams;
  const [paymentKey, orderId, amount] = [one(q.paymentKey), one(q.orderId), one(q.amount)];
  const card = paymentKey && orderId && amount ? { paymentKey, orderId, amount } : null;
  return <SuccessView card={card} purchaseId={idParam(q.purchaseId)} />;
}
