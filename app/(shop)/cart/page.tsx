import type { Metadata } from 'next';
import { CartView } from '@/components/cart/cart-view';
import { QueryProvider } from '@/components/query-provider';
import { AddCartItemSchema } from '@/lib/schemas/carts';

export const metadata: Metadata = { title: '장바구니', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** 상품 화면의 '장바구니'가 ?add=&quantity=&targetKey=&days= 로 보낸 한 줄. 모양이 틀리면 담지 않는다 */
export default async function CartPage({ searchParams }: Props) {
  const q = await searchParams;
  const parsed = one(q.add)
    ? AddCartItemSchema.safeParse({ productId: Number(one(q.add)), quantity: Number(one(q.quantity)), targetKey: one(q.targetKey), days: one(q.days) ? Number(one(q.days)) : undefined })
    : null;
  return (
    <QueryProvider>
      <CartView add={parsed?.success ? parsed.data : null} />
    </QueryProvider>
  );
}
