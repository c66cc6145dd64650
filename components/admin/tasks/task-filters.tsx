'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { TextField } from '@/components/ui/text-field';
import type { AdminTaskFilter } from '@/lib/api/admin-tasks';
import { TASK_KINDS, TASK_KIND_LABELS, TASK_SOURCES, TASK_SOURCE_LABELS, TASK_STATUS_LABELS, TASK_STATUS_VALUES } from '@/lib/schemas/fulfilment';
import { SelectField } from '../admin-form-parts';
import { Filters } from '../admin-list-parts';

type Props = { value: AdminTaskFilter; onChange: (next: AdminTaskFilter) => void };
type Status = NonNullable<AdminTaskFilter['status']>;

/** 상태·종류·출처·확인 필요는 고르는 즉시, 이메일·회원·패널·기간은 '검색'을 눌러야 적용된다 */
export function TaskFilters({ value, onChange }: Props) {
  const [email, setEmail] = useState(value.email ?? '');
  const [memberId, setMemberId] = useState(value.memberId ? String(value.memberId) : '');
  const [panelId, setPanelId] = useState(value.panelId ? String(value.panelId) : '');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [error, setError] = useState<string | null>(null);
  const pick = (patch: Partial<AdminTaskFilter>) => onChange({ ...value, ...patch });
  const idOf = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined);

  return (
    <>
      <Filters>
        <SelectField label="작업 상태" value={value.status ?? ''} onChange={(e) => pick({ status: (e.target.value || undefined) as Status | undefined })}>
          <option value="">전체 상태</option>
          {TASK_STATUS_VALUES.map((s) => (
            <option key={s} value={String(s)}>
              {TASK_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label="종류" value={value.kind ?? ''} onChange={(e) => pick({ kind: (e.target.value || undefined) as AdminTaskFilter['kind'] })}>
          <option value="">전체 종류</option>
          {TASK_KINDS.map((k) => (
            <option key={k} value={k}>
              {TASK_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <SelectField label="출처" value={value.source ?? ''} onChange={(e) => pick({ source: (e.target.value || undefined) as AdminTaskFilter['source'] })}>
          <option value="">전체 출처</option>
          {TASK_SOURCES.map((s) => (
            <option key={s} value={s}>
              {TASK_SOURCE_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="확인 필요"
          value={value.needsAttention ?? ''}
          onChange={(e) => pick({ needsAttention: (e.target.value || undefined) as AdminTaskFilter['needsAttention'] })}
        >
          <option value="">전체</option>
          <option value="true">확인 필요만</option>
          <option value="false">확인 필요 아님</option>
        </SelectField>
      </Filters>
      <Search
        role="search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (from && to && from > to) return setError('시작일은 종료일보다 늦을 수 없습니다.');
          if ((memberId.trim() && !idOf(memberId)) || (panelId.trim() && !idOf(panelId))) return setError('회원 번호와 패널 번호는 숫자로 입력해주세요.');
          setError(null);
          pick({ email: email.trim() || undefined, memberId: idOf(memberId), panelId: idOf(panelId), from: from || undefined, to: to || undefined });
        }}
      >
        <TextField label="회원 이메일" type="search" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />
        <Pair>
          <TextField label="회원 번호" inputMode="numeric" value={memberId} onChange={(e) => setMemberId(e.target.value)} />
          <TextField label="패널 번호" inputMode="numeric" value={panelId} onChange={(e) => setPanelId(e.target.value)} />
        </Pair>
        <Pair>
          <TextField label="만든 날 시작" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          <TextField label="만든 날 끝" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </Pair>
        {error && <FieldError role="alert">{error}</FieldError>}
        <Button type="submit" variant="secondary">
          검색
        </Button>
      </Search>
    </>
  );
}

const Search = styled.form({ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 16, input: { width: '100%', minWidth: 0 } });
const Pair = styled.div({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 });
