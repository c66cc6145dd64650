import { describe, expect, it } from 'vitest';
import type { SalesReport } from '../../lib/schemas/sales';
import { CSV_BOM, toCsv } from '../../server/lib/csv';
import { salesCsv, salesCsvFileName } from '../../server/sales/sales-csv';

const bucket = (b: string, margin: number) => ({ bucket: b, sales: 1000, refunds: 0, netSales: 1000, orders: 1, panelCost: 1000 - margin, margin });

const report: SalesReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  unit: 'week',
  totals: { sales: 2000, refunds: 0, netSales: 2000, orders: 2, panelCost: 1800, margin: 200, marginRate: 10 },
  series: [bucket('2026-10-27', -500), bucket('2026-11-03', 700)],
  byStatus: [],
  byMethod: [],
  topProducts: [],
  topChannels: [],
  costBasis: { tasks: 0, estimatedTasks: 0, unpricedTasks: 0, krwPerUsd: 1400 },
};

describe('매출 CSV – 공용 toCsv 로 쓰는 구간별 줄', () => {
  it('쉼표가 든 머리만 따옴표, 음수 마진은 숫자 그대로(작은따옴표 없이), 합계 줄까지 BOM·CRLF', () => {
    const { columns, rows } = salesCsv(report);
    expect(toCsv(columns, rows)).toBe(
      `${CSV_BOM}"구간(주별, 시작일)",매출,환불,순매출,주문 수,패널 원가,마진\r\n` +
        '2026-10-27,1000,0,1000,1,1500,-500\r\n' +
        '2026-11-03,1000,0,1000,1,300,700\r\n' +
        '합계 2026-11-01~2026-11-02,2000,0,2000,2,1800,200\r\n',
    );
  });

  it('파일 이름은 sales-<from>-<to>-<unit>.csv', () => {
    expect(salesCsvFileName(report)).toBe('sales-2026-11-01-2026-11-02-week.csv');
  });
});
