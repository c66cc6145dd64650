'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
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
import { SelectField } from '../admin-form-parts';
import { Filters } from '../admin-list-parts';

type Props = { value: AdminQnaFilter; onChange: (next: AdminQnaFilter) => void };

/** 상태·분류는 고르는 즉시, 이메일과 접수 기간은 '검색'을 눌러야 적용된다 */
export function AdminQnaFilters({ value, onChange }: Props) {
  const [email, setEmail] = useState(value.email ?? '');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [error, setError] = useState<string | null>(null);

  return (
    <>
      <Filters>
        <SelectField
          label="답변 상태"
          value={value.status ?? ''}
          onChange={(e) => onChange({ ...value, status: (e.target.value || undefined) as QnaStatus | undefined })}
        >
          <option value="">전체 상태</option>
          {QNA_STATUSES.map((s) => (
            <option key={s} value={s}>
              {QNA_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="문의 유형"
          value={value.category ?? ''}
          onChange={(e) => onChange({ ...value, category: (e.target.value || undefined) as InquiryCategory | undefined })}
        >
          <option value="">전체 유형</option>
          {INQUIRY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {INQUIRY_CATEGORY_LABELS[c]}
            </option>
          ))}
        </SelectField>
      </Filters>
      <Search
        role="search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (from && to && from > to) return setError(QNA_MESSAGES.periodReversed);
          setError(null);
          onChange({ ...value, email: email.trim() || undefined, from: from || undefined, to: to || undefined });
        }}
      >
        <TextField label="회원 이메일" type="search" value={email} maxLength={INQUIRY_EMAIL_QUERY_MAX} onChange={(e) => setEmail(e.target.value)} />
        <Dates>
          <TextField label="접수일 시작" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          <TextField label="접수일 끝" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
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
