'use client';

import styled from '@emotion/styled';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { formatCount, formatWon } from '@/lib/format';
import type { SalesReport } from '@/lib/schemas/sales';
import { FigureTable } from './sales-figures';

// 차트 라이브러리는 이 화면에서만, 브라우저에서만 불러온다(스토어 번들에 넣지 않으려고)
const chartLoading = () => <ChartNote>차트를 불러오는 중…</ChartNote>;
const SalesSeriesChart = dynamic(() => import('./sales-charts').then((m) => m.SalesSeriesChart), { ssr: false, loading: chartLoading });
const SalesBarChart = dynamic(() => import('./sales-charts').then((m) => m.SalesBarChart), { ssr: false, loading: chartLoading });

const won = (v: number) => formatWon(v);
const cnt = (v: number) => `${formatCount(v)}건`;

/** 차트(보조 기술에는 숨김)와 요약, 그 숫자의 표. 숫자가 없으면 빈 안내만 */
/** stacked: 표가 넓어(상품 이름처럼 긴 글) 차트 옆 2/5 칸에 들어가지 않을 때, 1024px 넘어서도 차트 아래에 폭 전체로 */
function Figure({ id, title, summary, empty, emptyText, chart, table, stacked = false }: { id: string; title: string; summary: string; empty: boolean; emptyText: string; chart: ReactNode; table: ReactNode; stacked?: boolean }) {
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {empty ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <Pair data-stacked={stacked ? 'true' : undefined}>
          <figure>
            {/* 차트 속 칸이 Tab 으로 닿지 않게 inert: 같은 숫자는 옆의 표와 요약이 읽힌다 */}
            <div aria-hidden="true" inert>
              {chart}
            </div>
            <figcaption>{summary}</figcaption>
          </figure>
          {table}
        </Pair>
      )}
    </Section>
  );
}

export function SeriesSection({ report }: { report: SalesReport }) {
  const t = report.totals;
  const empty = report.series.every((b) => b.sales === 0 && b.refunds === 0 && b.panelCost === 0);
  return (
    <Figure
      id="sales-series"
      title="기간별 순매출·패널 원가·마진"
      summary={`${report.from}부터 ${report.to}까지 순매출 ${won(t.netSales)}, 패널 원가 ${won(t.panelCost)}, 마진 ${won(t.margin)}. 구간별 숫자는 옆 표에 있습니다.`}
      empty={empty}
      emptyText="이 기간에는 매출이 없습니다."
      chart={<SalesSeriesChart series={report.series} unit={report.unit} />}
      table={
        <FigureTable
          caption="구간별 매출 표"
          rows={report.series}
          rowKey={(b) => b.bucket}
          columns={[
            { header: '구간 시작일', cell: (b) => b.bucket },
            { header: '매출', cell: (b) => won(b.sales), numeric: true },
            { header: '환불', cell: (b) => won(b.refunds), numeric: true },
            { header: '순매출', cell: (b) => won(b.netSales), numeric: true },
            { header: '주문 수', cell: (b) => cnt(b.orders), numeric: true },
            { header: '패널 원가', cell: (b) => won(b.panelCost), numeric: true },
            { header: '마진', cell: (b) => won(b.margin), numeric: true },
          ]}
          footer={['합계', won(t.sales), won(t.refunds), won(t.netSales), cnt(t.orders), won(t.panelCost), won(t.margin)]}
        />
      }
    />
  );
}

export function StatusSection({ rows }: { rows: SalesReport['byStatus'] }) {
  return (
    <Figure
      id="sales-status"
      title="주문 상태별(주문일 기준)"
      summary={`상태 ${rows.length}가지, 주문 ${cnt(rows.reduce((a, r) => a + r.orders, 0))}.`}
      empty={rows.length === 0}
      emptyText="이 기간에 들어온 주문이 없습니다."
      chart={<SalesBarChart rows={rows.map((r) => ({ label: r.label, value: r.orders }))} name="주문 수" money={false} />}
      table={
        <FigureTable
          caption="주문 상태별 표"
          rows={rows}
          rowKey={(r) => r.status}
          columns={[
            { header: '상태', cell: (r) => r.label },
            { header: '주문 수', cell: (r) => cnt(r.orders), numeric: true },
            { header: '금액', cell: (r) => won(r.amount), numeric: true },
          ]}
        />
      }
    />
  );
}

export function MethodSection({ rows }: { rows: SalesReport['byMethod'] }) {
  return (
    <Figure
      id="sales-method"
      title="결제 수단별(결제일 기준)"
      summary={`결제 수단 ${rows.length}가지, 결제 ${won(rows.reduce((a, r) => a + r.amount, 0))}.`}
      empty={rows.length === 0}
      emptyText="이 기간에 결제된 주문이 없습니다."
      chart={<SalesBarChart rows={rows.map((r) => ({ label: r.label, value: r.amount }))} name="결제 금액" money />}
      table={
        <FigureTable
          caption="결제 수단별 표"
          rows={rows}
          rowKey={(r) => `${r.method}-${r.easyPayProvider ?? ''}`}
          columns={[
            { header: '결제 수단', cell: (r) => r.label },
            { header: '주문 수', cell: (r) => cnt(r.orders), numeric: true },
            { header: '금액', cell: (r) => won(r.amount), numeric: true },
          ]}
        />
      }
    />
  );
}

export function TopSection({ products, channels }: { products: SalesReport['topProducts']; channels: SalesReport['topChannels'] }) {
  return (
    <>
      <Figure
        id="sales-top-products"
        stacked
        title="순매출 상위 상품"
        summary={products[0] ? `1위 ${products[0].name} ${won(products[0].netSales)}.` : ''}
        empty={products.length === 0}
        emptyText="이 기간에 팔린 상품이 없습니다."
        chart={<SalesBarChart rows={products.map((p) => ({ label: p.name, value: p.netSales }))} name="순매출" money />}
        table={
          <FigureTable
            caption="상위 상품 표"
            rows={products}
            rowKey={(p) => p.productId}
            columns={[
              { header: '상품', cell: (p) => p.name },
              { header: '채널', cell: (p) => p.channelName },
              { header: '주문 수', cell: (p) => cnt(p.orders), numeric: true },
              { header: '순매출', cell: (p) => won(p.netSales), numeric: true },
            ]}
          />
        }
      />
      <Section aria-labelledby="sales-top-channels">
        <h3 id="sales-top-channels">순매출 상위 채널</h3>
        {channels.length === 0 ? (
          <Empty>이 기간에 팔린 채널이 없습니다.</Empty>
        ) : (
          <FigureTable
            caption="상위 채널 표"
            rows={channels}
            rowKey={(c) => c.channelId}
            columns={[
              { header: '채널', cell: (c) => c.name },
              { header: '주문 수', cell: (c) => cnt(c.orders), numeric: true },
              { header: '순매출', cell: (c) => won(c.netSales), numeric: true },
            ]}
          />
        )}
      </Section>
    </>
  );
}

const Section = styled.section(({ theme }) => ({
  marginBottom: 28,
  h3: { marginBottom: 10, fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.semibold },
  figure: { margin: 0, minWidth: 0 },
  figcaption: { marginTop: 6, fontSize: theme.typography.size.sm, color: theme.palette.gray[700] },
}));
/** 넓은 화면(1024~)에서는 차트와 표를 나란히, 좁으면 차트 아래 표 */
const Pair = styled.div({
  display: 'grid',
  gap: 16,
  '@media (min-width: 1024px)': { '&:not([data-stacked])': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});
const Empty = styled.p(({ theme }) => ({
  padding: '24px 0',
  textAlign: 'center',
  color: theme.palette.gray[700],
  fontSize: theme.typography.size.sm,
}));
const ChartNote = styled.p(({ theme }) => ({ padding: '24px 0', textAlign: 'center', color: theme.palette.gray[700], fontSize: theme.typography.size.sm }));
