'use client';

import { Notice } from './notice';
import { Muted } from './section';

/** 결제창을 닫거나 결제가 거절되어 돌아온 곳. 주문서는 기한이 지나면 저절로 풀린다(쿠폰·적립금 반환) */
export function FailView({ code, message }: { code: string | null; message: string | null }) {
  const canceled = code === null || /CANCEL|ABORT/i.test(code);
  return (
    <Notice
      title={canceled ? '결제가 취소되었습니다' : '결제에 실패했습니다'}
      links={[
        { href: '/cart', label: '장바구니로 돌아가기', primary: true },
        { href: '/', label: '쇼핑 계속하기' },
      ]}
    >
      {message && <Muted role="alert">{message}</Muted>}
      <Muted>장바구니는 그대로 있습니다.</Muted>
    </Notice>
  );
}
