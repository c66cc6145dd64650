'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { useAddCartItem } from '@/lib/api/carts';
import { CART_ADDED, type AddCartItem } from '@/lib/schemas/carts';

/**
 * 상품 화면의 '장바구니'는 /cart?add=..로 온다: 한 번만 담고 주소에서 지운다(새로고침해도 두 번 담기지 않게).
 * ref 는 StrictMode 의 두 번째 effect 에서도 남아 있어 요청이 하나만 나간다.
 * adding 동안 화면은 목록을 그리지 않는다: 담기 전 목록(빈 장바구니)이 잠깐 보였다가 바뀌지 않게.
 */
export function useAddFromQuery(add: AddCartItem | null): { error: string | null; adding: boolean } {
  const router = useRouter();
  const { mutate } = useAddCartItem();
  const toast = useToast();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (!add || started.current) return;
    started.current = true;
    mutate(add, {
      onSuccess: () => toast.show(CART_ADDED),
      onError: (e) => setError(e.message),
      onSettled: () => {
        setSettled(true);
        router.replace('/cart');
      },
    });
  }, [add, mutate, router, toast]);

  return { error, adding: add !== null && !settled };
}
