'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { TextField } from '@/components/ui/text-field';
import { adminPanelsQuery } from '@/lib/api/admin-panels';
import type { AdminTaskFilter } from '@/lib/api/admin-tasks';
import { TASK_KINDS, TASK_KIND_LABELS, TASK_SOURCES, TASK_SOURCE_LABELS, TASK_STATUS_LABELS, TASK_STATUS_VALUES } from '@/lib/schemas/fulfilment';
import { SelectField } from '../admin-form-parts';
import { Filters } from '../admin-list-parts';

type Props = { value: AdminTaskFilter; onChange: (next: AdminTaskFilter) => void };
type Status = NonNullable<AdminTaskFilter['status']>;

/** 상태·종류·출처·패널·확인 필요는 고르는 즉시, 이메일·회원·기간은 '검색'을 눌러야 적용된다 */
export function TaskFilters({ value, onChange }: Props) {
  const [email, setEmail] = useState(value.email ?? '');
  const [memberId, setMemberId] = useState(value.memberId ? String(value.memberId) : '');
  const panels = useQuery(adminPanelsQuery());
  // 주소에서 온 값은 글자일 수 있다
  const panelId = value.panelId ? Number(value.panelId) : undefined;
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
          label="패널"
          value={panelId ? String(panelId) : ''}
          onChange={(e) => pick({ panelId: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">전체 패널</option>
          {panels.data?.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.isActive ? p.name : `${p.name} (사용 안 함)`}
            </option>
          ))}
          {/* 주소로 온 패널이 목록에 없으면(지운 패널·불러오는 중) 번호로라도 보인다 */}
          {panelId && !panels.data?.some((p) => p.id === panelId) && <option value={String(panelId)}>패널 #{panelId}</option>}
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
          if (memberId.trim() && !idOf(memberId)) return setError('회원 번호는 숫자로 입력해주세요.');
          setError(null);
          pick({ email: email.trim() || undefined, memberId: idOf(memberId), from: from || undefined, to: to || undefined });
        }}
      >
        <TextField label="회원 이메일" type="search" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="회원 번호" inputMode="numeric" value={memberId} onChange={(e) => setMemberId(e.target.value)} />
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
