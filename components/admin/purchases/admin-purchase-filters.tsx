'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
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
import { SelectField } from '../admin-form-parts';
import { Filters } from '../admin-list-parts';

type Props = { value: AdminPurchaseFilter; onChange: (next: AdminPurchaseFilter) => void };

/** 상태·결제수단은 고르는 즉시, 검색어와 기간은 '검색'을 눌러야 적용된다(입력 중에 부르지 않게) */
export function AdminPurchaseFilters({ value, onChange }: Props) {
  const [q, setQ] = useState(value.q ?? '');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [error, setError] = useState<string | null>(null);

  return (
    <>
      <Filters>
        <SelectField
          label="구매 상태"
          value={value.status ?? ''}
          onChange={(e) => onChange({ ...value, status: (e.target.value || undefined) as PurchaseStatus | undefined })}
        >
          <option value="">전체 상태</option>
          {PURCHASE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PURCHASE_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="결제 수단"
          value={value.method ?? ''}
          onChange={(e) => onChange({ ...value, method: (e.target.value || undefined) as PaymentMethod | undefined })}
        >
          <option value="">전체 수단</option>
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
      </Filters>
      <Search
        role="search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (from && to && from > to) return setError('시작일은 종료일보다 늦을 수 없습니다.');
          setError(null);
          onChange({ ...value, q: q.trim() || undefined, from: from || undefined, to: to || undefined });
        }}
      >
        <TextField
          label="주문번호·입금자명"
          type="search"
          value={q}
          maxLength={PURCHASE_QUERY_MAX}
          onChange={(e) => setQ(e.target.value)}
        />
        <Dates>
          <TextField label="주문일 시작" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          <TextField label="주문일 끝" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </Dates>
        {error && <FieldError role="alert">{error}</FieldError>}
        <Button type="submit" variant="secondary">
          검색
        </Button>
      </Search>
    </>
  );
}

const Search = styled.form({ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 16, input: { width: '100%', minWidth: 0 } });
const Dates = styled.div({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 });
