'use client';

import { formatWon } from '@/lib/format';
import type { PurchaseDetail } from '@/lib/schemas/purchase-views';
import { Row, Rows, Section } from './detail-parts';

type Amounts = Pick<PurchaseDetail, 'subtotal' | 'quantityDiscount' | 'couponDiscount' | 'pointUsed' | 'totalAmount' | 'method' | 'methodLabel'>;

const minus = (amount: number) => (amount > 0 ? `-${formatWon(amount)}` : formatWon(0));

/** 금액은 서버가 주문 때 계산해 둔 그대로 보여 준다 */
export function PurchaseAmounts({ purchase: p }: { purchase: Amounts }) {
  return (
    <Section aria-labelledby="purchase-amounts">
      <h2 id="purchase-amounts">결제 정보</h2>
      <Rows>
        <Row>
          <dt>상품 금액</dt>
          <dd>{formatWon(p.subtotal)}</dd>
        </Row>
        <Row>
          <dt>수량 할인</dt>
          <dd>{minus(p.quantityDiscount)}</dd>
        </Row>
        <Row>
          <dt>쿠폰 할인</dt>
          <dd>{minus(p.couponDiscount)}</dd>
        </Row>
        <Row>
          <dt>적립금 사용</dt>
          <dd>{minus(p.pointUsed)}</dd>
        </Row>
        <Row>
          <dt>결제 수단</dt>
          <dd>{p.method ? p.methodLabel : '선택 전'}</dd>
        </Row>
        <Row data-strong="true">
          <dt>결제 금액</dt>
          <dd>{formatWon(p.totalAmount)}</dd>
        </Row>
      </Rows>
    </Section>
  );
}
