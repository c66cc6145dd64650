'use client';

import { formatWon } from '@/lib/format';
import type { CashReceiptView, CashRefundView } from '@/lib/schemas/purchase-views';
import { Muted, Row, Rows, Section } from './detail-parts';
import { formatSeoulDateTime } from './purchase-format';

/** 현금영수증: 종류, 가린 번호, 상태, 국세청 승인번호. 실패 사유는 운영자 화면만 넘긴다(회원 상세와 콘솔이 함께 쓴다) */
export function PurchaseCashReceipt({ receipt, failure = null }: { receipt: CashReceiptView | null; failure?: string | null }) {
  if (!receipt) return null;
  return (
    <Section aria-labelledby="purchase-cash-receipt">
      <h2 id="purchase-cash-receipt">현금영수증</h2>
      <Rows>
        <Row>
          <dt>종류</dt>
          <dd>{receipt.typeLabel}</dd>
        </Row>
        <Row>
          <dt>{receipt.type === 'INCOME_DEDUCTION' ? '휴대폰 번호' : '사업자등록번호'}</dt>
          <dd>{receipt.maskedNumber}</dd>
        </Row>
        <Row>
          <dt>상태</dt>
          <dd>{receipt.statusLabel}</dd>
        </Row>
        <Row>
          <dt>승인번호</dt>
          <dd>{receipt.issueNumber ?? '-'}</dd>
        </Row>
        {receipt.issuedAt && (
          <Row>
            <dt>발급일시</dt>
            <dd>{formatSeoulDateTime(receipt.issuedAt)}</dd>
          </Row>
        )}
      </Rows>
      {failure && <Muted role="note">결제사 답: {failure}</Muted>}
    </Section>
  );
}

/** 계좌로 돌려준 환불: 금액, 은행·가린 계좌, 상태, 이체일 */
export function PurchaseCashRefunds({ refunds }: { refunds: CashRefundView[] }) {
  if (refunds.length === 0) return null;
  return (
    <Section aria-labelledby="purchase-cash-refunds">
      <h2 id="purchase-cash-refunds">계좌 환불</h2>
      <Rows>
        {refunds.map((r) => (
          <Row key={`${r.createdAt}-${r.amount}`}>
            <dt>
              {r.bankName} {r.maskedAccountNumber}
            </dt>
            <dd>
              {formatWon(r.amount)} · {r.statusLabel}
              {r.transferredOn ? ` (${r.transferredOn} 이체)` : ''}
            </dd>
          </Row>
        ))}
      </Rows>
    </Section>
  );
}
