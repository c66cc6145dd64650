'use client';

import type { MyPurchaseFilter } from '@/lib/api/my-purchases';
import { PURCHASE_STATUSES, PURCHASE_STATUS_LABELS } from '@/lib/schemas/purchases';
import { FilterStack, PeriodButtons, StatusChips, periodOf } from '../list-filters';

/** 회원에게 보이는 상태: 주문서 작성 중은 목록에 나오지 않는다 */
const STATUSES = PURCHASE_STATUSES.filter((s) => s !== 'ORDER_FORM');
/** 거르는 칩의 '결제 대기'는 카드의 결제 대기와 계좌의 입금 대기를 함께 가리킨다 */
const FILTER_LABELS = { ...PURCHASE_STATUS_LABELS, WAITING_PAYMENT: '결제·입금 대기' };

export type PurchaseFilterState = { status?: MyPurchaseFilter['status']; months: number };

/** 고른 기간을 api 의 from/to(서울 날짜)로: 오늘까지 n 달 */
export function filterToQuery(state: PurchaseFilterState, now: number = Date.now()): MyPurchaseFilter {
  return { status: state.status, ...periodOf(state.months, now) };
}

type Props = { value: PurchaseFilterState; onChange: (next: PurchaseFilterState) => void };

export function PurchaseFilters({ value, onChange }: Props) {
  return (
    <FilterStack>
      <StatusChips
        label="구매 상태"
        statuses={STATUSES}
        labels={FILTER_LABELS}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
      />
      <PeriodButtons months={value.months} onChange={(months) => onChange({ ...value, months })} />
    </FilterStack>
  );
}
