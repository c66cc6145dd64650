import type { Metadata } from 'next';
import { InstarterLookup } from '@/components/instarter/instarter-lookup';
import { QueryProvider } from '@/components/query-provider';

export const metadata: Metadata = { title: '인스타터 주문 조회', robots: { index: false } };

export default function InstarterPage() {
  return (
    <QueryProvider>
      <InstarterLookup />
    </QueryProvider>
  );
}
