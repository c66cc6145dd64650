'use client';

import { useQuery } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { Row, Rows, Section } from '@/components/my-page/purchases/detail-parts';
import { PurchaseAmounts } from '@/components/my-page/purchases/purchase-amounts';
import { PurchaseLines } from '@/components/my-page/purchases/purchase-lines';
import { PurchaseStatusBadge } from '@/components/my-page/purchases/status-badge';
import { isApiError } from '@/lib/api/http';
import { adminPurchaseQuery } from '@/lib/api/admin-purchases';
import { formatWon } from '@/lib/format';
import { EditorHead, Note } from '../admin-list-parts';
import { formatSeoul } from '../seoul-time';
import { PurchaseCashReceipt, PurchaseCashRefunds } from '@/components/my-page/purchases/cash-records';
import { PurchaseHistory } from './purchase-history';
import { PurchasePayments, PurchaseServiceList } from './purchase-records';
import { RefundForm } from './refund-form';
import { StatusActions } from './status-actions';

/** /admin/purchases/{id}: 주문 내용, 결제·서비스 기록, 상태 이력, 그리고 입금 확인·취소·환불 */
export function AdminPurchaseDetailView({ id }: { id: number }) {
  const query = useQuery(adminPurchaseQuery(id));
  if (isApiError(query.error) && query.error.status === 404) notFound();
  const p = query.data;

  return (
    <>
      <EditorHead title={p ? `구매 ${p.orderNo}` : '구매 상세'} backHref="/admin/purchases" />
      {query.isError ? (
        <Note role="alert">구매를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Note>
      ) : !p ? (
        <Note>불러오는 중…</Note>
      ) : (
        <>
          <Section aria-labelledby="admin-purchase-summary">
            <h2 id="admin-purchase-summary">{p.orderName}</h2>
            <Rows>
              <Row>
                <dt>상태</dt>
                <dd>
                  <PurchaseStatusBadge status={p.status} method={p.method} />
                </dd>
              </Row>
              <Row>
                <dt>회원</dt>
                <dd>{p.memberEmail ?? `#${p.memberId}`}</dd>
              </Row>
              {p.depositorName && (
                <Row>
                  <dt>입금자명</dt>
                  <dd>{p.depositorName}</dd>
                </Row>
              )}
              {/* 카드 구매의 기한은 결제창을 기다리는 시간이지 입금 기한이 아니다: 계좌 결제에서만 보인다 */}
              {p.depositDeadline && (p.method === 'NO_DEPOSIT' || p.method === 'VIRTUAL_ACCOUNT') && (
                <Row>
                  <dt>입금 기한</dt>
                  <dd>{formatSeoul(p.depositDeadline)}</dd>
                </Row>
              )}
              <Row>
                <dt>주문일시</dt>
                <dd>{formatSeoul(p.createdAt)}</dd>
              </Row>
              {p.paidAt && (
                <Row>
                  <dt>결제일시</dt>
                  <dd>{formatSeoul(p.paidAt)}</dd>
                </Row>
              )}
              {p.refundedAmount + p.refundedPoint > 0 && (
                <Row>
                  <dt>환불한 금액</dt>
                  <dd>
                    카드·계좌 {formatWon(p.refundedAmount)} · 적립금 {formatWon(p.refundedPoint)}
                  </dd>
                </Row>
              )}
            </Rows>
          </Section>
          <StatusActions purchase={p} />
          <PurchaseLines lines={p.lines} />
          <PurchaseAmounts purchase={p} />
          {(p.refundable > 0 || p.refundedAmount + p.refundedPoint > 0) && <RefundForm purchase={p} />}
          <PurchaseCashReceipt receipt={p.cashReceipt} failure={p.cashReceiptFailure} />
          <PurchaseCashRefunds refunds={p.cashRefunds} />
          <PurchasePayments payments={p.payments} />
          <PurchaseServiceList services={p.services} />
          <PurchaseHistory history={p.history} method={p.method} />
        </>
      )}
    </>
  );
}
