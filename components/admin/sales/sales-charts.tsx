'use client';

// recharts 는 이 파일만 들여온다: 매출 화면이 next/dynamic(ssr: false)으로 불러서 스토어 번들에 들지 않는다
import { useTheme } from '@emotion/react';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatWon } from '@/lib/format';
import type { SalesReport, SalesUnit } from '@/lib/schemas/sales';

const HEIGHT = 280;
/** 축의 금액은 짧게: 1.2만, 350만 */
const short = (v: number) => (Math.abs(v) >= 10_000 ? `${Math.round(v / 1_000) / 10}만` : String(v));
const wonTip = (v: unknown) => formatWon(Number(v));

/** 구간별 순매출·패널 원가(막대)와 마진(선) */
export function SalesSeriesChart({ series, unit }: { series: SalesReport['series']; unit: SalesUnit }) {
  const theme = useTheme();
  // 월별은 '2026-11', 일·주별은 '11-02'(구간 첫날)
  const tick = (d: string) => (unit === 'month' ? d.slice(0, 7) : d.slice(5));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <ComposedChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={theme.palette.gray[200]} vertical={false} />
        <XAxis dataKey="bucket" tick={{ fill: theme.color.text, fontSize: 12 }} tickFormatter={tick} />
        <YAxis tick={{ fill: theme.color.text, fontSize: 12 }} tickFormatter={short} width={56} />
        <Tooltip formatter={wonTip} />
        <Legend />
        <Bar dataKey="netSales" name="순매출" fill={theme.palette.blue[900]} isAnimationActive={false} />
        <Bar dataKey="panelCost" name="패널 원가" fill={theme.palette.gray[700]} isAnimationActive={false} />
        <Line dataKey="margin" name="마진" type="monotone" stroke={theme.palette.pink[800]} strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

type Row = { label: string; value: number };

/** 가로 막대 하나짜리(상태별·결제 수단별·상위 상품): 이름이 길어도 읽히게 가로로 */
export function SalesBarChart({ rows, name, money }: { rows: Row[]; name: string; money: boolean }) {
  const theme = useTheme();
  const height = Math.max(120, rows.length * 36 + 40);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid stroke={theme.palette.gray[200]} horizontal={false} />
        <XAxis type="number" tick={{ fill: theme.color.text, fontSize: 12 }} tickFormatter={money ? short : undefined} allowDecimals={false} />
        <YAxis type="category" dataKey="label" tick={{ fill: theme.color.text, fontSize: 12 }} width={120} />
        <Tooltip formatter={money ? wonTip : undefined} />
        <Bar dataKey="value" name={name} fill={theme.palette.blue[900]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
