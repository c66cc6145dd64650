'use client';

import styled from '@emotion/styled';
import { formatWon } from '@/lib/format';
import { PAYMENT_METHOD_LABELS } from '@/lib/schemas/purchases';
import type { PaymentResult } from '@/lib/schemas/payments';
import { Notice } from './notice';

/** 결제 완료 화면(카드 승인·적립금 전액 결제가 함께 쓴다) */
export function PaidSummary({ result }: { result: PaymentResult }) {
  return (
    <Notice
      title="결제가 완료되었습니다"
      links={[
        { href: `/my-page/purchases/${result.purchaseId}`, label: '구매 내역 보기', primary: true },
        { href: '/', label: '쇼핑 계속하기' },
      ]}
    >
      <Facts>
        <dt>주문번호</dt>
        <dd>{result.orderNo}</dd>
        {result.method && (
          <>
            <dt>결제 수단</dt>
            <dd>{PAYMENT_METHOD_LABELS[result.method]}</dd>
          </>
        )}
        <dt>결제 금액</dt>
        <dd>{formatWon(result.totalAmount)}</dd>
      </Facts>
    </Notice>
  );
}

export const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '10px 16px',
  padding: 16,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  dt: { color: theme.color.textMuted, fontSize: theme.typography.size.sm },
  dd: { margin: 0, fontWeight: theme.typography.weight.semibold, textAlign: 'right', wordBreak: 'break-all' },
}));
