import { describe, expect, it } from 'vitest';
import { SALES_PRESETS, salesViewOf } from '@/components/admin/sales/sales-period';

const range = (key: string, today: string) => SALES_PRESETS.find((p) => p.key === key)!.range(today);

describe('매출 빠른 기간(서울 날짜)', () => {
  it('7일·30일은 오늘을 포함하고, 이번 달은 1일부터, 지난 달은 그 달 전체', () => {
    expect(range('7d', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(range('30d', '2026-03-02')).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(range('this-month', '2026-03-02')).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(range('last-month', '2026-03-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(range('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('주소의 기간이 틀리거나 없으면 서울 오늘까지 30일·일별', () => {
    const now = Date.parse('2026-03-01T16:00:00Z'); // 서울 3월 2일 01:00
    expect(salesViewOf({}, now)).toEqual({ from: '2026-02-01', to: '2026-03-02', unit: 'day' });
    expect(salesViewOf({ from: '2026-03-05', to: '2026-03-01', unit: 'year' }, now)).toEqual({ from: '2026-02-01', to: '2026-03-02', unit: 'day' });
    expect(salesViewOf({ from: '2025-01-01', to: '2025-06-30', unit: 'month' }, now)).toEqual({ from: '2025-01-01', to: '2025-06-30', unit: 'month' });
  });
});
