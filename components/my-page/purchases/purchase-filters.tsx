'use client';

import styled from '@emotion/styled';
import type { MyPurchaseFilter } from '@/lib/api/my-purchases';
import { PURCHASE_STATUSES, PURCHASE_STATUS_LABELS } from '@/lib/schemas/purchases';
import { monthsBefore, seoulToday } from './purchase-format';

/** 회원에게 보이는 상태: 주문서 작성 중은 목록에 나오지 않는다 */
const STATUSES = PURCHASE_STATUSES.filter((s) => s !== 'ORDER_FORM');
const PERIODS = [
  { months: 0, label: '전체 기간' },
  { months: 1, label: '1개월' },
  { months: 3, label: '3개월' },
  { months: 6, label: '6개월' },
] as const;

export type PurchaseFilterState = { status?: MyPurchaseFilter['status']; months: number };

/** 고른 기간을 api 의 from/to(서울 날짜)로: 오늘까지 n 달 */
export function filterToQuery(state: PurchaseFilterState, now: number = Date.now()): MyPurchaseFilter {
  if (!state.months) return { status: state.status };
  const to = seoulToday(now);
  return { status: state.status, from: monthsBefore(to, state.months), to };
}

type Props = { value: PurchaseFilterState; onChange: (next: PurchaseFilterState) => void };

export function PurchaseFilters({ value, onChange }: Props) {
  return (
    <Wrap>
      <Chips role="group" aria-label="구매 상태">
        <Chip type="button" aria-pressed={!value.status} onClick={() => onChange({ ...value, status: undefined })}>
          전체
        </Chip>
        {STATUSES.map((s) => (
          <Chip key={s} type="button" aria-pressed={value.status === s} onClick={() => onChange({ ...value, status: s })}>
            {PURCHASE_STATUS_LABELS[s]}
          </Chip>
        ))}
      </Chips>
      <Periods role="group" aria-label="조회 기간">
        {PERIODS.map((p) => (
          <Period key={p.months} type="button" aria-pressed={value.months === p.months} onClick={() => onChange({ ...value, months: p.months })}>
            {p.label}
          </Period>
        ))}
      </Periods>
    </Wrap>
  );
}

const Wrap = styled.div({ display: 'flex', flexDirection: 'column', gap: 12, marginBottom: 16 });

// 휴대폰 폭에서는 한 줄로 두고 옆으로 민다: 칩 아홉 개가 세 줄을 차지하지 않게
const Chips = styled.div({
  display: 'flex',
  gap: 8,
  overflowX: 'auto',
  margin: '0 -20px',
  padding: '0 20px 4px',
  scrollbarWidth: 'none',
});

const Chip = styled.button(({ theme }) => ({
  flexShrink: 0,
  minHeight: 36,
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
  minHeight: 40,
  border: 0,
  background: theme.palette.white,
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
  '& + &': { borderLeft: `1px solid ${theme.color.border}` },
  '&[aria-pressed="true"]': { background: theme.palette.pink[50], color: theme.color.primary, fontWeight: theme.typography.weight.semibold },
}));
