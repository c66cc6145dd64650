'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { AdminPurchaseFilter } from '@/lib/api/admin-purchases';
import { PURCHASE_QUERY_MAX } from '@/lib/schemas/admin-purchases';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PURCHASE_STATUSES,
  PURCHASE_STATUS_LABELS,
  type PaymentMethod,
  type PurchaseStatus,
} from '@/lib/schemas/purchases';
import { EnumSelect, PeriodSearch } from '../admin-filter-parts';
import { Filters } from '../admin-list-parts';

type Props = { value: AdminPurchaseFilter; onChange: (next: AdminPurchaseFilter) => void };

/** 상태 고르기의 결제 대기는 카드의 결제 대기와 계좌의 입금 대기를 함께 가리킨다 */
const STATUS_FILTER_LABELS = { ...PURCHASE_STATUS_LABELS, WAITING_PAYMENT: '결제·입금 대기' };

/** 상태·결제수단은 고르는 즉시, 검색어와 기간은 '검색'을 눌러야 적용된다(입력 중에 부르지 않게) */
export function AdminPurchaseFilters({ value, onChange }: Props) {
  const [q, setQ] = useState(value.q ?? '');

  return (
    <>
      <Filters>
        <EnumSelect
          label="구매 상태"
          allLabel="전체 상태"
          options={PURCHASE_STATUSES}
          labels={STATUS_FILTER_LABELS}
          value={value.status}
          onChange={(status) => onChange({ ...value, status: status as PurchaseStatus | undefined })}
        />
        <EnumSelect
          label="결제 수단"
          allLabel="전체 수단"
          options={PAYMENT_METHODS}
          labels={PAYMENT_METHOD_LABELS}
          value={value.method}
          onChange={(method) => onChange({ ...value, method: method as PaymentMethod | undefined })}
        />
      </Filters>
      <PeriodSearch
        initial={value}
        fromLabel="주문일 시작"
        toLabel="주문일 끝"
        onSearch={(period) => onChange({ ...value, q: q.trim() || undefined, ...period })}
      >
        <TextField
          label="주문번호·입금자명"
          type="search"
          value={q}
          maxLength={PURCHASE_QUERY_MAX}
          onChange={(e) => setQ(e.target.value)}
        />
      </PeriodSearch>
    </>
  );
}
