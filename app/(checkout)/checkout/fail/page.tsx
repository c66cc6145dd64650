import type { Metadata } from 'next';
import { FailView } from '@/components/checkout/fail-view';
import { one, type SearchParams } from '../search-params';

export const metadata: Metadata = { title: '결제 실패·취소' };

/** 결제사가 ?code&message&orderId 로 돌려보낸다 */
export default async function CheckoutFailPage({ searchParams }: { searchParams: SearchParams }) {
  const q = await searchParams;
  return <FailView code={one(q.code) ?? null} message={one(q.message) ?? null} orderId={one(q.orderId) ?? null} />;
}
