'use client';

import styled from '@emotion/styled';
import { monthsBefore, seoulToday } from './purchases/purchase-format';

/** 마이페이지 목록(구매·서비스)의 조건: 상태 칩, 조회 기간 버튼 */

const PERIODS = [
  { months: 0, label: '전체 기간' },
  { months: 1, label: '1개월' },
  { months: 3, label: '3개월' },
  { months: 6, label: '6개월' },
] as const;

/** 고른 기간을 api 의 from/to(서울 날짜)로: 오늘까지 n 달, 0 이면 기간 없음 */
export function periodOf(months: number, now: number): { from?: string; to?: string } {
  if (!months) return {};
  const to = seoulToday(now);
  return { from: monthsBefore(to, months), to };
}

type StatusChipsProps<S extends string> = {
  label: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  value: S | undefined;
  /** '전체'는 undefined */
  onChange: (next: S | undefined) => void;
};

/** '전체'와 상태마다 하나씩 누르는 칩(aria-pressed) */
export function StatusChips<S extends string>({ label, statuses, labels, value, onChange }: StatusChipsProps<S>) {
  return (
    <Chips role="group" aria-label={label}>
      <Chip type="button" aria-pressed={!value} onClick={() => onChange(undefined)}>
        전체
      </Chip>
      {statuses.map((s) => (
        <Chip key={s} type="button" aria-pressed={value === s} onClick={() => onChange(s)}>
          {labels[s]}
        </Chip>
      ))}
    </Chips>
  );
}

/** 전체 기간·1·3·6개월 */
export function PeriodButtons({ months, onChange }: { months: number; onChange: (months: number) => void }) {
  return (
    <Periods role="group" aria-label="조회 기간">
      {PERIODS.map((p) => (
        <Period key={p.months} type="button" aria-pressed={months === p.months} onClick={() => onChange(p.months)}>
          {p.label}
        </Period>
      ))}
    </Periods>
  );
}

export const FilterStack = styled.div({ display: 'flex', flexDirection: 'column', gap: 12, marginBottom: 16 });

// 휴대폰 폭에서는 한 줄로 두고 옆으로 민다: 칩 아홉 개가 세 줄을 차지하지 않게
const Chips = styled.div({ display: 'flex', gap: 8, overflowX: 'auto', margin: '0 -20px', padding: '0 20px 4px', scrollbarWidth: 'none' });

// 칩도 손가락 하나(44px) 높이: 검색·매출 화면의 칩과 같은 크기
const Chip = styled.button(({ theme }) => ({
  flexShrink: 0,
  minHeight: theme.layout.tapTarget,
  padding: '0 14px',
  borderRadius: 999,
  border: `1px solid ${theme.color.border}`,
  background: theme.palette.white,
  fontSize: theme.typography.size.sm,
  whiteSpace: 'nowrap',
  '&[aria-pressed="true"]': { background: theme.palette.gray[900], borderColor: theme.palette.gray[900], color: theme.palette.white },
}));

const Periods = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
}));

const Period = styled.button(({ theme }) => ({
  minHeight: theme.layout.tapTarget,
  border: 0,
  background: theme.palette.white,
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
  '& + &': { borderLeft: `1px solid ${theme.color.border}` },
  '&[aria-pressed="true"]': { background: theme.palette.pink[50], color: theme.color.primary, fontWeight: theme.typography.weight.semibold },
}));
