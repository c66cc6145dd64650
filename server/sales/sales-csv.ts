import { SALES_UNIT_LABELS, type SalesReport } from '../../lib/schemas/sales';
import type { CsvColumn } from '../lib/csv';

/** 매출 CSV 의 한 줄: 구간 하나 또는 맨 아래 합계 */
type SalesCsvRow = { label: string; sales: number; refunds: number; netSales: number; orders: number; panelCost: number; margin: number };

/** 매출 내려받기의 열과 줄: 구간별 숫자와 합계 한 줄. 파일은 server/lib/csv.ts 의 toCsv 가 쓴다 */
export function salesCsv(report: SalesReport): { columns: CsvColumn<SalesCsvRow>[]; rows: SalesCsvRow[] } {
  const columns: CsvColumn<SalesCsvRow>[] = [
    { header: `구간(${SALES_UNIT_LABELS[report.unit]}, 시작일)`, value: (r) => r.label },
    { header: '매출', value: (r) => r.sales },
    { header: '환불', value: (r) => r.refunds },
    { header: '순매출', value: (r) => r.netSales },
    { header: '주문 수', value: (r) => r.orders },
    { header: '패널 원가', value: (r) => r.panelCost },
    { header: '마진', value: (r) => r.margin },
  ];
  const { marginRate: _rate, ...totals } = report.totals;
  const rows = [...report.series.map(({ bucket, ...b }) => ({ label: bucket, ...b })), { label: `합계 ${report.from}~${report.to}`, ...totals }];
  return { columns, rows };
}

export const salesCsvFileName = (r: Pick<SalesReport, 'from' | 'to' | 'unit'>) => `sales-${r.from}-${r.to}-${r.unit}.csv`;
