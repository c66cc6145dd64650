import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { robots: { index: false } };

/** 결제 흐름은 메뉴 없이(헤더가 /checkout 에서 로고만 보인다): 결제 도중에 다른 곳으로 새지 않게 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return children;
}
