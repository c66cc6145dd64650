import { SALES_DEFAULT_DAYS, SalesQuerySchema, SalesUnitSchema, type SalesUnit } from '@/lib/schemas/sales';

/** 화면의 조건: 주소(?from&to&unit)에 그대로 남는다 */
export type SalesView = { from: string; to: string; unit: SalesUnit };

const DAY_MS = 86_400_000;
/** 서울 날짜 'YYYY-MM-DD' */
export const seoulDate = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export type SalesPreset = { key: string; label: string; range: (today: string) => { from: string; to: string } };

/** 빠른 기간: 오늘(서울)을 포함한 7일·30일, 이번 달 1일부터 오늘, 지난 달 전체 */
export const SALES_PRESETS: readonly SalesPreset[] = [
  { key: '7d', label: '7일', range: (today) => ({ from: shift(today, -6), to: today }) },
  { key: '30d', label: '30일', range: (today) => ({ from: shift(today, -(SALES_DEFAULT_DAYS - 1)), to: today }) },
  { key: 'this-month', label: '이번 달', range: (today) => ({ from: `${today.slice(0, 8)}01`, to: today }) },
  {
    key: 'last-month',
    label: '지난 달',
    range: (today) => {
      const lastDay = shift(`${today.slice(0, 8)}01`, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    },
  },
];

/** 주소에 적힌 그대로의 값(검사 전) */
export type SalesSearch = { from?: string; to?: string; unit?: string };

/** 페이지의 searchParams 에서 매출 조건 칸만(같은 이름이 여럿이면 첫 값) */
export function salesSearchOf(params: Record<string, string | string[] | undefined>): SalesSearch {
  const first = (key: string) => {
    const v = params[key];
    return Array.isArray(v) ? v[0] : v;
  };
  return { from: first('from'), to: first('to'), unit: first('unit') };
}

/** 주소의 값 중 맞는 것만 쓰고, 없거나 틀리면 30일·일별 */
export function salesViewOf(search: SalesSearch, nowMs: number): SalesView {
  const unit = SalesUnitSchema.safeParse(search.unit);
  const fallback = SALES_PRESETS[1]!.range(seoulDate(nowMs));
  const parsed = SalesQuerySchema.safeParse({ from: search.from, to: search.to });
  const range = parsed.success && parsed.data.from && parsed.data.to ? { from: parsed.data.from, to: parsed.data.to } : fallback;
  return { ...range, unit: unit.success ? unit.data : 'day' };
}

export const salesSearch = (v: SalesView) => new URLSearchParams({ from: v.from, to: v.to, unit: v.unit }).toString();
