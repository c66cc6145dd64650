'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cardFailQuery } from '@/lib/api/checkout';
import type { CardFailResult } from '@/lib/schemas/payments';
import { Notice } from './notice';
import { RetryButton } from './retry-button';
import { returnedText } from './returned-text';
import { Muted } from './section';

type Props = { code: string | null; message: string | null; orderId: string | null };

const CANCEL_CODES = ['PAY_PROCESS_CANCELED', 'USER_CANCEL'];
const HOME = { href: '/', label: '쇼핑 계속하기' };

/** 어디서 왔는지에 따라 돌아갈 곳: 장바구니, 또는 바로 구매한 상품. 다시 결제할 수 있으면 그 단추가 주 단추라 링크는 보조로 */
function backLinks(r: Pick<CardFailResult, 'source' | 'productId'> | null, primary = true) {
  if (r?.source === 'BUY_NOW' && r.productId) return [{ href: `/products/${r.productId}`, label: '상품으로 돌아가기', primary }, HOME];
  return [{ href: '/cart', label: '장바구니로 돌아가기', primary }, HOME];
}

/**
 * 결제창에서 취소하거나 결제가 거절되어 돌아온 곳. api 에 한 번 알려(주문 하나에 요청 하나) 주문을 풀고
 * 쿠폰·적립금을 곧바로 돌려받는다. 승인이 오가는 중이면 api 가 풀지 않고 지금 상태를 알려 준다.
 */
export function FailView({ code, message, orderId }: Props) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...cardFailQuery({ orderId: orderId ?? '', code: code ?? 'UNKNOWN', message }, queryClient),
    enabled: orderId !== null,
  });
  const canceledByCode = code === null || CANCEL_CODES.includes(code.toUpperCase());

  if (orderId === null || query.isError) {
    return (
      <Notice title={canceledByCode ? '결제가 취소되었습니다' : '결제에 실패했습니다'} links={backLinks(null)}>
        {message && <Muted role="alert">{message}</Muted>}
        <Muted>장바구니는 그대로 있습니다.</Muted>
        <Muted>결제하지 않은 주문은 결제 기한이 지나면 풀리고, 쿠폰과 적립금도 돌아옵니다.</Muted>
      </Notice>
    );
  }
  if (query.isPending) return <Muted role="status">결제 결과를 확인하는 중입니다…</Muted>;

  const r = query.data;
  if (r.status === 'PAID') {
    return (
      <Notice title="이미 결제가 완료된 주문입니다" links={[{ href: `/my-page/purchases/${r.purchaseId}`, label: '구매 내역 보기', primary: true }, HOME]}>
        <Muted>주문번호 {r.orderNo}</Muted>
      </Notice>
    );
  }
  if (r.status === 'WAITING_PAYMENT') {
    return (
      <Notice title="결제를 확인하고 있습니다" links={[{ href: `/my-page/purchases/${r.purchaseId}`, label: '구매 내역 보기', primary: true }, HOME]}>
        <Muted role="status">{r.message}</Muted>
      </Notice>
    );
  }
  // 이번에 실제로 돌려준 것만 말한다(쿠폰만 썼으면 쿠폰만)
  const returned = returnedText(r);
  return (
    <Notice title={r.status === 'PAYMENT_FAILED' ? '결제에 실패했습니다' : '결제가 취소되었습니다'} links={backLinks(r, false)}>
      <Muted role="alert">{r.message}</Muted>
      {returned && <Muted>{returned}</Muted>}
      {r.source === 'CART' && <Muted>장바구니는 그대로 있습니다.</Muted>}
      {/* 여기서 가장 할 법한 일은 같은 주문을 다시 결제하는 것: 주 단추(지난번 쿠폰·적립금을 그대로 골라 둔다) */}
      <RetryButton purchaseId={r.purchaseId} />
    </Notice>
  );
}
