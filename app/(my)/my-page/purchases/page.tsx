import type { Metadata } from 'next';
import { MyPurchaseList } from '@/components/my-page/purchases/my-purchase-list';

export const metadata: Metadata = { title: '구매 내역', robots: { index: false } };

export default function MyPurchasesPage() {
  return <MyPurchaseList />;
}
