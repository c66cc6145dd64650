'use client';

import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { formatCount, formatWon } from '@/lib/format';
import type { SalesReport } from '@/lib/schemas/sales';

/** 기간 합계 카드: 매출, 환불, 순매출, 주문 수, 패널 원가, 마진, 마진율 */
export function SalesKpis({ totals }: { totals: SalesReport['totals'] }) {
  const cards: [string, string][] = [
    ['매출', formatWon(totals.sales)],
    ['환불', formatWon(totals.refunds)],
    ['순매출', formatWon(totals.netSales)],
    ['주문 수', `${formatCount(totals.orders)}건`],
    ['패널 원가', formatWon(totals.panelCost)],
    ['마진', formatWon(totals.margin)],
    ['마진율', totals.marginRate === null ? '-' : `${totals.marginRate}%`],
  ];
  return (
    <section aria-label="기간 합계">
      <Kpis>
        {cards.map(([label, value]) => (
          <Kpi key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Kpi>
        ))}
      </Kpis>
    </section>
  );
}

export type Column<T> = { header: string; cell: (row: T) => ReactNode; numeric?: boolean };

/** 차트의 숫자 그대로의 표: 화면 읽기 프로그램과 숫자를 옮겨 적는 사람을 위해 차트 옆에 둔다 */
export function FigureTable<T>({ caption, columns, rows, rowKey, footer }: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string | number; footer?: ReactNode[] }) {
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" data-numeric={c.numeric ?? false}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.header} scope="row">
                    {c.cell(r)}
                  </th>
                ) : (
                  <td key={c.header} data-numeric={c.numeric ?? false}>
                    {c.cell(r)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {footer.map((f, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {f}
                  </th>
                ) : (
                  <td key={i} data-numeric>
                    {f}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </Table>
    </Scroll>
  );
}

const Kpis = styled.dl({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 8, marginBottom: 24 });
const Kpi = styled.div(({ theme }) => ({
  padding: 14,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  dt: { fontSize: theme.typography.size.sm, color: theme.palette.gray[700] },
  dd: { marginTop: 4, fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.bold, color: theme.color.text },
}));
const Scroll = styled.div(({ theme }) => ({
  overflowX: 'auto',
  '&:focus-visible': { outline: `3px solid ${theme.palette.blue[500]}`, outlineOffset: 2 },
}));
const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.typography.size.sm,
  color: theme.color.text,
  caption: { textAlign: 'left', fontWeight: theme.typography.weight.semibold, padding: '4px 0 8px' },
  'th, td': { padding: '8px 10px', borderBottom: `1px solid ${theme.color.border}`, textAlign: 'left', whiteSpace: 'nowrap' },
  'thead th': { background: theme.color.surface, fontWeight: theme.typography.weight.semibold },
  // 행 이름(상품 이름 등)은 줄을 바꿔 표가 칸 밖으로 잘리지 않게 한다. 숫자 칸은 한 줄 그대로
  'tbody th': { fontWeight: theme.typography.weight.regular, whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: '8em' },
  '[data-numeric="true"]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  tfoot: { fontWeight: theme.typography.weight.semibold },
}));
