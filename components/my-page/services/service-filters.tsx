'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { monthsBefore, seoulToday } from '@/components/my-page/purchases/purchase-format';
import { useUser } from '@/hooks/use-user';
import { myServiceCategoriesQuery, type MyServiceFilter } from '@/lib/api/my-services';
import { SERVICE_STATUSES } from '@/lib/schemas/purchases';
import { SERVICE_STATUS_LABELS } from '@/lib/schemas/services';

const PERIODS = [
  { months: 0, label: '전체 기간' },
  { months: 1, label: '1개월' },
  { months: 3, label: '3개월' },
  { months: 6, label: '6개월' },
] as const;

export type ServiceFilterState = { status?: MyServiceFilter['status']; snsChannelId?: number; months: number };

/** 고른 기간을 api 의 from/to(서울 날짜)로: 오늘까지 n 달 */
export function serviceFilterToQuery(state: ServiceFilterState, now: number = Date.now()): MyServiceFilter {
  const base = { status: state.status, snsChannelId: state.snsChannelId };
  if (!state.months) return base;
  const to = seoulToday(now);
  return { ...base, from: monthsBefore(to, state.months), to };
}

type Props = { value: ServiceFilterState; onChange: (next: ServiceFilterState) => void };

export function ServiceFilters({ value, onChange }: Props) {
  const { memberId } = useUser();
  const categories = useQuery(myServiceCategoriesQuery(memberId));
  const channels = categories.data?.channels ?? [];
  return (
    <Wrap>
      <Chips role="group" aria-label="서비스 상태">
        <Chip type="button" aria-pressed={!value.status} onClick={() => onChange({ ...value, status: undefined })}>
          전체
        </Chip>
        {SERVICE_STATUSES.map((s) => (
          <Chip key={s} type="button" aria-pressed={value.status === s} onClick={() => onChange({ ...value, status: s })}>
            {SERVICE_STATUS_LABELS[s]}
          </Chip>
        ))}
      </Chips>
      {channels.length > 1 && (
        <Select
          aria-label="채널"
          value={value.snsChannelId ?? ''}
          onChange={(e) => onChange({ ...value, snsChannelId: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">모든 채널</option>
          {channels.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      )}
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

// 휴대폰 폭에서는 한 줄로 두고 옆으로 민다
const Chips = styled.div({ display: 'flex', gap: 8, overflowX: 'auto', margin: '0 -20px', padding: '0 20px 4px', scrollbarWidth: 'none' });

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

const Select = styled.select(({ theme }) => ({
  minHeight: theme.layout.inputHeight,
  padding: '0 12px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  fontSize: theme.typography.size.sm,
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
