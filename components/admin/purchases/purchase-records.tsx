'use client';

import styled from '@emotion/styled';
import { Muted, Section } from '@/components/my-page/purchases/detail-parts';
import { SERVICE_STATUS_LABELS } from '@/components/my-page/purchases/purchase-format';
import { formatCount, formatWon } from '@/lib/format';
import type { AdminPurchaseDetail } from '@/lib/schemas/admin-purchases';
import { formatSeoul } from '../seoul-time';

/** 결제사 기록(승인·취소)과 만들어진 서비스 */
export function PurchasePayments({ payments }: { payments: AdminPurchaseDetail['payments'] }) {
  return (
    <Section aria-labelledby="purchase-payments">
      <h2 id="purchase-payments">결제 기록</h2>
      {payments.length === 0 ? (
        <Muted>결제사 기록이 없습니다. (무통장입금·적립금 결제는 결제사를 거치지 않습니다)</Muted>
      ) : (
        <List>
          {payments.map((p) => (
            <li key={p.id}>
              <strong>
                {p.provider} · {p.status} · {formatWon(p.amount)}
              </strong>
              <span>결제 키 {p.paymentKey}</span>
              {p.canceledAmount > 0 && <span>취소 {formatWon(p.canceledAmount)}</span>}
              <span>{p.approvedAt ? `승인 ${formatSeoul(p.approvedAt)}` : `갱신 ${formatSeoul(p.updatedAt)}`}</span>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}

export function PurchaseServiceList({ services }: { services: AdminPurchaseDetail['services'] }) {
  return (
    <Section aria-labelledby="purchase-admin-services">
      <h2 id="purchase-admin-services">서비스 {services.length}건</h2>
      {services.length === 0 ? (
        <Muted>아직 만들어진 서비스가 없습니다. 결제가 완료되면 만들어집니다.</Muted>
      ) : (
        <List>
          {services.map((s) => (
            <li key={s.id}>
              <strong>
                #{s.id} {s.productName} · {SERVICE_STATUS_LABELS[s.status]}
              </strong>
              <span>{s.targetKey}</span>
              <span>
                수량 {formatCount(s.quantity)}개{s.days > 1 ? ` · ${formatCount(s.days)}일` : ''} · {formatWon(s.totalPrice)}
              </span>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}

const List = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  fontSize: theme.typography.size.sm,
  li: { display: 'flex', flexDirection: 'column', gap: 2, wordBreak: 'break-all' },
  span: { color: theme.color.textMuted, fontSize: theme.typography.size.xs },
}));
