'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { AdminMemberFilter } from '@/lib/api/admin-members';
import { MEMBER_QUERY_MAX, MEMBER_STATUS_LABELS } from '@/lib/schemas/admin-members';
import { MEMBER_STATUSES, REGISTRATION_TYPES, REGISTRATION_TYPE_LABELS, type MemberStatus, type RegistrationType } from '@/lib/schemas/members';
import { EnumSelect, PeriodSearch } from '../admin-filter-parts';
import { Filters } from '../admin-list-parts';

type Props = { value: AdminMemberFilter; onChange: (next: AdminMemberFilter) => void };

/** 상태·가입 방식은 고르는 즉시, 검색어와 가입 기간은 '검색'을 눌러야 적용된다(입력 중에 부르지 않게) */
export function MemberFilters({ value, onChange }: Props) {
  const [q, setQ] = useState(value.q ?? '');
  return (
    <>
      <Filters>
        <EnumSelect
          label="회원 상태"
          allLabel="전체 상태"
          options={MEMBER_STATUSES}
          labels={MEMBER_STATUS_LABELS}
          value={value.status}
          onChange={(status) => onChange({ ...value, status: status as MemberStatus | undefined })}
        />
        <EnumSelect
          label="가입 방식"
          allLabel="전체 가입 방식"
          options={REGISTRATION_TYPES}
          labels={REGISTRATION_TYPE_LABELS}
          value={value.registrationType}
          onChange={(t) => onChange({ ...value, registrationType: t as RegistrationType | undefined })}
        />
      </Filters>
      <PeriodSearch initial={value} fromLabel="가입일 시작" toLabel="가입일 끝" onSearch={(period) => onChange({ ...value, q: q.trim() || undefined, ...period })}>
        <TextField
          label="이메일·이름·휴대폰·회원 번호·주문번호"
          type="search"
          value={q}
          maxLength={MEMBER_QUERY_MAX}
          onChange={(e) => setQ(e.target.value)}
        />
      </PeriodSearch>
    </>
  );
}
