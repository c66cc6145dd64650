'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { COUPON_NAME_QUERY_MAX } from '@/lib/schemas/coupons';
import { SelectField } from '../admin-form-parts';
import { Filters } from '../admin-list-parts';

/** 주소에 두는 쿠폰 목록 조건: archived 가 없으면 쓰는 쿠폰, 'all' 이면 보관한 것까지 전부 */
export type CouponListFilter = { archived?: 'true' | 'all'; q?: string };

type Props = { value: CouponListFilter; onChange: (next: CouponListFilter) => void };

/** 보관 여부는 고르는 즉시, 이름 검색은 '검색'(또는 Enter)을 눌러야 적용된다(입력 중에 부르지 않게) */
export function CouponFilters({ value, onChange }: Props) {
  const [q, setQ] = useState(value.q ?? '');
  return (
    <>
      <Filters>
        <SelectField
          label="보관"
          value={value.archived ?? ''}
          onChange={(e) => onChange({ ...value, archived: (e.target.value || undefined) as CouponListFilter['archived'] })}
        >
          <option value="">쓰는 쿠폰</option>
          <option value="true">보관한 쿠폰</option>
          <option value="all">전체</option>
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
          <TextField label="이름 검색" type="search" value={q} maxLength={COUPON_NAME_QUERY_MAX} onChange={(e) => setQ(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          검색
        </Button>
      </Search>
    </>
  );
}

const Search = styled.form({ display: 'flex', gap: 8, alignItems: 'flex-end', marginBottom: 16, '& > div': { flex: 1, minWidth: 0 }, input: { width: '100%' } });
