'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cardAuthorizeQuery, invalidateAfterPayment, paymentResultQuery } from '@/lib/api/checkout';
import { Notice } from './notice';
import { PaidSummary } from './paid-summary';
import { Muted } from './section';

export type CardReturn = { paymentKey: string; orderId: string; amount: string };

/** 결제사 성공 주소(?paymentKey&orderId&amount)는 승인하고, ?purchaseId 는 적립금 전액 결제의 결과를 보인다 */
export function SuccessView({ card, purchaseId }: { card: CardReturn | null; purchaseId: number | null }) {
  if (card) return <CardAuthorization card={card} />;
  if (purchaseId) return <RememberedResult purchaseId={purchaseId} />;
  return <Notice title="결제 정보가 없습니다" links={[{ href: '/cart', label: '장바구니로 돌아가기', primary: true }]} />;
}

function CardAuthorization({ card }: { card: CardReturn }) {
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery(cardAuthorizeQuery(card));

  useEffect(() => {
    if (data) void invalidateAfterPayment(queryClient);
  }, [data, queryClient]);

  if (isPending) return <Muted role="status">결제를 승인하는 중입니다…</Muted>;
  if (error)
    return (
      <Notice
        title="결제를 완료하지 못했습니다"
        links={[
          { href: '/cart', label: '장바구니로 돌아가기', primary: true },
          { href: '/my-page/purchases', label: '구매 내역 보기' },
        ]}
      >
        <Muted role="alert">{error.message}</Muted>
      </Notice>
    );
  return <PaidSummary result={data} />;
}

function RememberedResult({ purchaseId }: { purchaseId: number }) {
  const { data, isPending } = useQuery(paymentResultQuery(purchaseId));
  if (isPending) return <Muted role="status">결제 결과를 불러오는 중입니다…</Muted>;
  if (!data) return <Notice title="결제 결과는 구매 내역에서 볼 수 있습니다" links={[{ href: `/my-page/purchases/${purchaseId}`, label: '구매 내역 보기', primary: true }]} />;
  return <PaidSummary result={data} />;
}
