'use client';

import styled from '@emotion/styled';
import { Section } from '@/components/my-page/purchases/detail-parts';
import type { AdminPurchaseDetail } from '@/lib/schemas/admin-purchases';
import { purchaseStatusLabel, type PaymentMethod } from '@/lib/schemas/purchases';
import { formatSeoul } from '../seoul-time';

type HistoryRow = AdminPurchaseDetail['history'][number];

function actorOf(h: HistoryRow): string {
  if (h.actorRole === 'SYSTEM') return '시스템';
  const who = h.actorEmail ?? (h.actorMemberId ? `#${h.actorMemberId}` : '');
  return `${h.actorRole === 'ADMIN' ? '관리자' : '회원'} ${who}`.trim();
}

/** 상태가 바뀐 기록 전부(감사용): 언제, 무엇에서 무엇으로, 누가, 왜 */
export function PurchaseHistory({ history, method }: { history: HistoryRow[]; method: PaymentMethod | null }) {
  return (
    <Section aria-labelledby="purchase-history">
      <h2 id="purchase-history">상태 이력</h2>
      <Scroll>
        <Table aria-labelledby="purchase-history">
          <thead>
            <tr>
              <th scope="col">시간</th>
              <th scope="col">변경</th>
              <th scope="col">처리자</th>
              <th scope="col">사유</th>
            </tr>
          </thead>
          <tbody>
            {history.map((h) => (
              <tr key={h.id}>
                <td>{formatSeoul(h.createdAt)}</td>
                <td>
                  {h.from ? `${purchaseStatusLabel(h.from, method)} → ` : ''}
                  {purchaseStatusLabel(h.to, method)}
                </td>
                <td>{actorOf(h)}</td>
                <td>{h.reason ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Section>
  );
}

const Scroll = styled.div({ overflowX: 'auto' });

const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.typography.size.xs,
  'th, td': { padding: '6px 4px', textAlign: 'left', verticalAlign: 'top', wordBreak: 'keep-all', overflowWrap: 'anywhere' },
  th: { color: theme.color.textMuted, fontWeight: theme.typography.weight.semibold, whiteSpace: 'nowrap' },
  'tbody tr': { borderTop: `1px solid ${theme.palette.gray[200]}` },
}));
