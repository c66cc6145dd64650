'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { AdminProductQuery } from '@/lib/api/admin-catalogue';
import {
  PRODUCT_KINDS,
  PRODUCT_KIND_LABELS,
  PRODUCT_STATUSES,
  PRODUCT_STATUS_LABELS,
  type Channel,
  type ProductKind,
  type ProductStatus,
  type ProductType,
} from '@/lib/schemas/catalogue';
import { SelectField } from '../admin-form-parts';
import { Filters } from '../admin-list-parts';

export type ProductFilter = Pick<AdminProductQuery, 'channelId' | 'productTypeId' | 'kind' | 'status' | 'q'>;

type Props = { value: ProductFilter; onChange: (next: ProductFilter) => void; channels: Channel[]; productTypes: ProductType[] };

const num = (v: string) => (v ? Number(v) : undefined);

/** 채널·유형·종류·상태는 고르는 즉시, 이름 검색은 '검색'을 눌러야 적용된다(한 글자마다 부르지 않게) */
export function ProductFilters({ value, onChange, channels, productTypes }: Props) {
  const [q, setQ] = useState(value.q ?? '');
  const types = productTypes.filter((t) => t.channelId === value.channelId);
  return (
    <>
      <Filters>
        <SelectField label="채널" value={value.channelId ?? ''} onChange={(e) => onChange({ ...value, channelId: num(e.target.value), productTypeId: undefined })}>
          <option value="">전체 채널</option>
          {channels.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="상품 유형"
          value={value.productTypeId ?? ''}
          disabled={!value.channelId}
          onChange={(e) => onChange({ ...value, productTypeId: num(e.target.value) })}
        >
          <option value="">전체 유형</option>
          {types.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="상품 종류" value={value.kind ?? ''} onChange={(e) => onChange({ ...value, kind: (e.target.value || undefined) as ProductKind | undefined })}>
          <option value="">전체 종류</option>
          {PRODUCT_KINDS.map((k) => (
            <option key={k} value={k}>
              {PRODUCT_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="판매 상태"
          value={value.status ?? ''}
          onChange={(e) => onChange({ ...value, status: (e.target.value || undefined) as ProductStatus | undefined })}
        >
          <option value="">전체 상태</option>
          {PRODUCT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PRODUCT_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </Filters>
      <Search
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ ...value, q: q.trim() || undefined });
        }}
      >
        <div>
          <TextField label="상품 이름 검색" type="search" value={q} maxLength={60} onChange={(e) => setQ(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          검색
        </Button>
      </Search>
    </>
  );
}

const Search = styled.form({ display: 'flex', gap: 8, alignItems: 'flex-end', marginBottom: 16, '& > div': { flex: 1, minWidth: 0 }, input: { width: '100%' } });
