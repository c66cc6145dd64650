import type { Metadata } from 'next';
import { CompleteView } from '@/components/checkout/complete-view';
import { idParam, type SearchParams } from '../search-params';

export const metadata: Metadata = { title: '주문 접수' };

/** 무통장입금 접수 뒤의 입금 안내 */
export default async function CheckoutCompletePage({ searchParams }: { searchParams: SearchParams }) {
  return <CompleteView purchaseId={idParam((await searchParams).purchaseId)} />;
}
