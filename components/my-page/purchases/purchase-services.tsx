'use client';

import styled from '@emotion/styled';
import type { PurchaseDetail } from '@/lib/schemas/purchase-views';
import { DEPOSIT_METHODS, type PaymentMethod } from '@/lib/schemas/purchases';
import { Muted, Section } from './detail-parts';
import { SERVICE_STATUS_LABELS } from './purchase-format';

/** 기다리는 말은 결제 방법에 맞춘다: 입금을 기다리는 것은 계좌 결제뿐이다 */
function waitingNote(p: Pick<PurchaseDetail, 'status' | 'method'>): string {
  if (p.status !== 'WAITING_PAYMENT') return '만들어진 서비스가 없습니다.';
  if (p.method && (DEPOSIT_METHODS as readonly PaymentMethod[]).includes(p.method)) return '입금이 확인되면 서비스가 만들어지고 바로 시작됩니다.';
  return '결제가 끝나면 서비스가 만들어지고 바로 시작됩니다.';
}

/** 결제가 끝나면 주문 줄마다 서비스가 만들어진다: 몇 건이, 지금 어떤 상태인지 */
export function PurchaseServices({ purchase: p }: { purchase: Pick<PurchaseDetail, 'services' | 'lines' | 'status' | 'method'> }) {
  const nameOf = (lineId: number) => p.lines.find((l) => l.id === lineId)?.productName ?? '';
  return (
    <Section aria-labelledby="purchase-services">
      <h2 id="purchase-services">서비스 {p.services.length}건</h2>
      {p.services.length === 0 ? (
        <Muted>{waitingNote(p)}</Muted>
      ) : (
        <>
          <List>
            {p.services.map((s) => (
              <li key={s.id}>
                <span>{nameOf(s.purchaseLineId)}</span>
                <strong>{SERVICE_STATUS_LABELS[s.status]}</strong>
              </li>
            ))}
          </List>
          <Muted>서비스별 진행 상황은 마이페이지의 서비스 내역에서 볼 수 있습니다.</Muted>
        </>
      )}
    </Section>
  );
}

const List = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  fontSize: theme.typography.size.sm,
  li: { display: 'flex', justifyContent: 'space-between', gap: 12 },
  strong: { flexShrink: 0, fontWeight: theme.typography.weight.semibold },
}));
