'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { AuditLogFilter } from '@/lib/api/admin-audit-logs';
import { AUDIT_KIND_MAX, AUDIT_KIND_PREFIXES } from '@/lib/schemas/audit-logs';
import { PeriodSearch } from '../admin-filter-parts';
import { SelectField } from '../admin-form-parts';
import { Filters } from '../admin-list-parts';

type Props = { value: AuditLogFilter; onChange: (next: AuditLogFilter) => void };

const KIND_PATTERN = /^[a-z0-9_.-]+$/;

/** 묶음(종류 앞부분)은 고르는 즉시, 운영자 번호·세부 종류·기간은 '검색'을 눌러야 적용된다 */
export function AuditLogFilters({ value, onChange }: Props) {
  const [operator, setOperator] = useState(value.operator ? String(value.operator) : '');
  const [kind, setKind] = useState(value.kind ?? '');
  const known = Object.keys(AUDIT_KIND_PREFIXES).includes(value.kind ?? '');

  return (
    <>
      <Filters>
        <SelectField
          label="작업 묶음"
          value={known ? value.kind : ''}
          onChange={(e) => {
            setKind(e.target.value);
            onChange({ ...value, kind: e.target.value || undefined });
          }}
        >
          <option value="">전체 작업</option>
          {Object.entries(AUDIT_KIND_PREFIXES).map(([prefix, label]) => (
            <option key={prefix} value={prefix}>
              {label}
            </option>
          ))}
        </SelectField>
      </Filters>
      <PeriodSearch
        initial={value}
        fromLabel="기록일 시작"
        toLabel="기록일 끝"
        check={() => {
          if (operator.trim() && !/^\d+$/.test(operator.trim())) return '운영자 번호는 숫자로 입력해주세요.';
          if (kind.trim() && !KIND_PATTERN.test(kind.trim())) return '종류는 영문 소문자·숫자·점으로 입력해주세요.';
          return null;
        }}
        onSearch={(period) =>
          onChange({ ...value, operator: operator.trim() ? Number(operator.trim()) : undefined, kind: kind.trim() || undefined, ...period })
        }
      >
        <TextField label="운영자 회원 번호" inputMode="numeric" value={operator} onChange={(e) => setOperator(e.target.value)} />
        <TextField
          label="종류(앞부분, 예: members.)"
          value={kind}
          maxLength={AUDIT_KIND_MAX}
          onChange={(e) => setKind(e.target.value)}
        />
      </PeriodSearch>
    </>
  );
}
