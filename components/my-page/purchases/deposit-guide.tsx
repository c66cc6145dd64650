'use client';

import type { PurchaseDetail } from '@/lib/schemas/purchase-views';
import { Muted, Row, Rows, Section } from './detail-parts';
import { formatSeoulDateTime } from './purchase-format';

/**
 * 입금 대기 중인 무통장입금. 상세 응답에는 입금자명과 기한만 있고 입금 계좌는 없다
 * (계좌는 POST /v1/purchases/no-deposit 의 응답에만 실린다): 계좌는 안내 문구로 대신한다.
 */
export function DepositGuide({ purchase: p }: { purchase: Pick<PurchaseDetail, 'depositorName' | 'depositDeadline'> }) {
  return (
    <Section aria-labelledby="deposit-guide">
      <h2 id="deposit-guide">입금 안내</h2>
      <Rows>
        {p.depositorName && (
          <Row>
            <dt>입금자명</dt>
            <dd>{p.depositorName}</dd>
          </Row>
        )}
        {p.depositDeadline && (
          <Row>
            <dt>입금 기한</dt>
            <dd>
              <time dateTime={p.depositDeadline}>{formatSeoulDateTime(p.depositDeadline)}</time>까지
            </dd>
          </Row>
        )}
      </Rows>
      <Muted>입금 안내는 주문 완료 화면과 문자로 안내됩니다. 기한 안에 입금하지 않으면 주문은 자동으로 취소됩니다.</Muted>
    </Section>
  );
}
