'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useUser } from '@/hooks/use-user';
import { myServiceCategoriesQuery, type MyServiceFilter } from '@/lib/api/my-services';
import { SERVICE_STATUSES } from '@/lib/schemas/purchases';
import { SERVICE_STATUS_LABELS } from '@/lib/schemas/services';
import { FilterStack, PeriodButtons, StatusChips, periodOf } from '../list-filters';

export type ServiceFilterState = { status?: MyServiceFilter['status']; snsChannelId?: number; months: number };

/** 고른 기간을 api 의 from/to(서울 날짜)로: 오늘까지 n 달 */
export function serviceFilterToQuery(state: ServiceFilterState, now: number = Date.now()): MyServiceFilter {
  return { status: state.status, snsChannelId: state.snsChannelId, ...periodOf(state.months, now) };
}

type Props = { value: ServiceFilterState; onChange: (next: ServiceFilterState) => void };

export function ServiceFilters({ value, onChange }: Props) {
  const { memberId } = useUser();
  const categories = useQuery(myServiceCategoriesQuery(memberId));
  const channels = categories.data?.channels ?? [];
  return (
    <FilterStack>
      <StatusChips
        label="서비스 상태"
        statuses={SERVICE_STATUSES}
        labels={SERVICE_STATUS_LABELS}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
      />
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
      <PeriodButtons months={value.months} onChange={(months) => onChange({ ...value, months })} />
    </FilterStack>
  );
}

const Select = styled.select(({ theme }) => ({
  minHeight: theme.layout.inputHeight,
  padding: '0 12px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  fontSize: theme.typography.size.sm,
}));
