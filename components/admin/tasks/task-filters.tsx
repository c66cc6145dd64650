'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { adminPanelsQuery } from '@/lib/api/admin-panels';
import type { AdminTaskFilter } from '@/lib/api/admin-tasks';
import { TASK_KINDS, TASK_KIND_LABELS, TASK_SOURCES, TASK_SOURCE_LABELS, TASK_STATUS_LABELS, TASK_STATUS_VALUES } from '@/lib/schemas/fulfilment';
import { EnumSelect, PeriodSearch } from '../admin-filter-parts';
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
  const pick = (patch: Partial<AdminTaskFilter>) => onChange({ ...value, ...patch });
  const idOf = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined);

  return (
    <>
      <Filters>
        <EnumSelect
          label="작업 상태"
          allLabel="전체 상태"
          options={TASK_STATUS_VALUES}
          labels={TASK_STATUS_LABELS}
          value={value.status}
          onChange={(status) => pick({ status: status as Status | undefined })}
        />
        <EnumSelect
          label="종류"
          allLabel="전체 종류"
          options={TASK_KINDS}
          labels={TASK_KIND_LABELS}
          value={value.kind}
          onChange={(kind) => pick({ kind: kind as AdminTaskFilter['kind'] })}
        />
        <EnumSelect
          label="출처"
          allLabel="전체 출처"
          options={TASK_SOURCES}
          labels={TASK_SOURCE_LABELS}
          value={value.source}
          onChange={(source) => pick({ source: source as AdminTaskFilter['source'] })}
        />
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
      <PeriodSearch
        initial={value}
        fromLabel="만든 날 시작"
        toLabel="만든 날 끝"
        check={() => (memberId.trim() && !idOf(memberId) ? '회원 번호는 숫자로 입력해주세요.' : null)}
        onSearch={(period) => pick({ email: email.trim() || undefined, memberId: idOf(memberId), ...period })}
      >
        <TextField label="회원 이메일" type="search" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="회원 번호" inputMode="numeric" value={memberId} onChange={(e) => setMemberId(e.target.value)} />
      </PeriodSearch>
    </>
  );
}
