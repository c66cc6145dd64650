'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { AdminQnaFilter } from '@/lib/api/admin-qnas';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_EMAIL_QUERY_MAX,
  QNA_MESSAGES,
  QNA_STATUSES,
  QNA_STATUS_LABELS,
  type InquiryCategory,
  type QnaStatus,
} from '@/lib/schemas/qnas';
import { EnumSelect, PeriodSearch } from '../admin-filter-parts';
import { Filters } from '../admin-list-parts';

type Props = { value: AdminQnaFilter; onChange: (next: AdminQnaFilter) => void };

/** 상태·분류는 고르는 즉시, 이메일과 접수 기간은 '검색'을 눌러야 적용된다 */
export function AdminQnaFilters({ value, onChange }: Props) {
  const [email, setEmail] = useState(value.email ?? '');

  return (
    <>
      <Filters>
        <EnumSelect
          label="답변 상태"
          allLabel="전체 상태"
          options={QNA_STATUSES}
          labels={QNA_STATUS_LABELS}
          value={value.status}
          onChange={(status) => onChange({ ...value, status: status as QnaStatus | undefined })}
        />
        <EnumSelect
          label="문의 유형"
          allLabel="전체 유형"
          options={INQUIRY_CATEGORIES}
          labels={INQUIRY_CATEGORY_LABELS}
          value={value.category}
          onChange={(category) => onChange({ ...value, category: category as InquiryCategory | undefined })}
        />
      </Filters>
      <PeriodSearch
        initial={value}
        fromLabel="접수일 시작"
        toLabel="접수일 끝"
        reversedMessage={QNA_MESSAGES.periodReversed}
        onSearch={(period) => onChange({ ...value, email: email.trim() || undefined, ...period })}
      >
        <TextField label="회원 이메일" type="search" value={email} maxLength={INQUIRY_EMAIL_QUERY_MAX} onChange={(e) => setEmail(e.target.value)} />
      </PeriodSearch>
    </>
  );
}
