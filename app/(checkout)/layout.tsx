import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';

export const metadata: Metadata = { robots: { index: false } };

/** 결제 흐름은 메뉴 없이(헤더가 /checkout 에서 로고만 보인다): 결제 도중에 다른 곳으로 새지 않게. 주문서·결제 결과는 react-query 에 둔다 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
