'use client';

import { useQuery } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { useUser } from '@/hooks/use-user';
import { isApiError } from '@/lib/api/http';
import { myPurchaseQuery } from '@/lib/api/my-purchases';
import { PayToBlock } from '@/components/checkout/pay-to';
import { CancelPendingButton } from '@/components/checkout/cancel-pending-button';
import { RetryButton } from '@/components/checkout/retry-button';
import { PurchaseCashReceipt, PurchaseCashRefunds } from './cash-records';
import { DetailHead, DetailNote, Row, Rows, Section, SummaryTitle } from './detail-parts';
import { PurchaseAmounts } from './purchase-amounts';
import { formatSeoulDateTime } from './purchase-format';
import { PurchaseLines } from './purchase-lines';
import { PurchaseServices } from './purchase-services';
import { PurchaseStatusBadge } from './status-badge';

/** /my-page/purchases/{id}: 없거나 남의 구매면(api 404) 없는 페이지 */
export function MyPurchaseDetail({ id }: { id: number }) {
  const { memberId } = useUser();
  const query = useQuery(myPurchaseQuery(memberId, id));
  if (isApiError(query.error) && query.error.status === 404) notFound();

  const p = query.data;
  return (
    <>
      <DetailHead title="구매 상세" backHref="/my-page/purchases" />
      {query.isError ? (
        <DetailNote role="alert">구매 내역을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</DetailNote>
      ) : !p ? (
        <DetailNote>불러오는 중…</DetailNote>
      ) : (
        <>
          <Section aria-labelledby="purchase-summary">
            <SummaryTitle>
              <h2 id="purchase-summary">{p.orderName}</h2>
              <PurchaseStatusBadge status={p.status} method={p.method} />
            </SummaryTitle>
            <Rows>
              <Row>
                <dt>주문번호</dt>
                <dd>{p.orderNo}</dd>
              </Row>
              <Row>
                <dt>주문일시</dt>
                <dd>{formatSeoulDateTime(p.createdAt)}</dd>
              </Row>
              {p.paidAt && (
                <Row>
                  <dt>결제일시</dt>
                  <dd>{formatSeoulDateTime(p.paidAt)}</dd>
                </Row>
              )}
            </Rows>
            {p.retryable && <RetryButton purchaseId={p.id} />}
            {p.cancelable && <CancelPendingButton orderNo={p.orderNo} />}
          </Section>
          {p.payTo && <PayToBlock payTo={p.payTo} />}
          <PurchaseLines lines={p.lines} />
          <PurchaseAmounts purchase={p} />
          <PurchaseCashReceipt receipt={p.cashReceipt} />
          <PurchaseCashRefunds refunds={p.cashRefunds} />
          <PurchaseServices purchase={p} />
        </>
      )}
    </>
  );
}
