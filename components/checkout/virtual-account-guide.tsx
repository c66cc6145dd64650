'use client';

import type { VirtualAccountResponse } from '@/lib/schemas/payments';
import { Notice } from './notice';
import { PayToBlock } from './pay-to';
import { Muted } from './section';
import { TestDepositLink } from './test-deposit-link';

/**
 * 가상계좌 발급 뒤의 입금 안내: 입금할 곳은 구매 상세·목록과 같은 PayToBlock 으로 그리고,
 * 여기서만 더하는 것은 내장 테스트 결제사의 '테스트 입금하기' 링크다.
 */
export function VirtualAccountGuide({ result }: { result: VirtualAccountResponse }) {
  const { payTo } = result;
  return (
    <Notice
      title="가상계좌가 발급되었습니다"
      links={[
        { href: `/my-page/purchases/${result.purchaseId}`, label: '구매 내역 보기', primary: true },
        { href: '/', label: '쇼핑 계속하기' },
      ]}
    >
      <Muted>아래 계좌로 기한 안에 입금해주세요. 입금이 확인되면 바로 주문이 시작됩니다.</Muted>
      <PayToBlock payTo={payTo} orderNo={result.orderNo} />
      {result.testDepositUrl && !payTo.testDepositUrl && <TestDepositLink href={result.testDepositUrl} />}
      <Muted>기한까지 입금되지 않으면 주문은 자동으로 취소되고, 사용한 쿠폰과 적립금은 돌려드립니다.</Muted>
    </Notice>
  );
}

