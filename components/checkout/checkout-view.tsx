'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { orderFormQuery, useCreateOrderBuyNow } from '@/lib/api/checkout';
import type { OrderBuyNow } from '@/lib/schemas/checkout';
import { CheckoutForm } from './checkout-form';
import { Notice } from './notice';
import { Muted } from './section';

type Props = { buyNow: OrderBuyNow | null; purchaseId: number | null };

const BACK_TO_CART = [{ href: '/cart', label: '장바구니로 돌아가기', primary: true }];

export function CheckoutView({ buyNow, purchaseId }: Props) {
  if (buyNow) return <BuyNowStarter body={buyNow} />;
  if (purchaseId) return <OrderFormLoader purchaseId={purchaseId} />;
  return <Notice title="주문 정보가 없습니다" links={BACK_TO_CART} />;
}

/** 바로 구매: 주문서를 한 번만 만들고 주소를 ?purchaseId= 로 바꾼다(새로고침·뒤로 가기에 두 번 만들지 않게) */
function BuyNowStarter({ body }: { body: OrderBuyNow }) {
  const router = useRouter();
  const { mutate } = useCreateOrderBuyNow();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(body, {
      onSuccess: (form) => router.replace(`/checkout?purchaseId=${form.id}`),
      onError: (e) => setError(e.message),
    });
  }, [body, mutate, router]);

  if (error)
    return (
      <Notice title="주문서를 만들지 못했습니다" links={[{ href: `/products/${body.productId}`, label: '상품으로 돌아가기', primary: true }]}>
        <Muted role="alert">{error}</Muted>
      </Notice>
    );
  return <Muted role="status">주문서를 만드는 중입니다…</Muted>;
}

function OrderFormLoader({ purchaseId }: { purchaseId: number }) {
  const { data, isPending } = useQuery(orderFormQuery(purchaseId));
  if (isPending) return <Muted role="status">주문서를 불러오는 중입니다…</Muted>;
  if (!data)
    return (
      <Notice title="주문서 정보가 만료되었습니다" links={BACK_TO_CART}>
        <Muted>장바구니에서 다시 주문해주세요. 장바구니는 그대로 있습니다.</Muted>
      </Notice>
    );
  return <CheckoutForm form={data} />;
}
