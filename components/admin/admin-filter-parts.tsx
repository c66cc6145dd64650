'use client';

import styled from '@emotion/styled';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { FIELD_MESSAGES } from '@/lib/schemas/errors';
import { TextField } from '@/components/ui/text-field';
import { useFocusAfterRender } from '@/hooks/use-focus-after-render';
import { SelectField } from './admin-form-parts';

type EnumSelectProps<V extends string | number> = {
  label: string;
  /** 맨 위 '전체 …' 항목의 글자(값은 빈 문자열) */
  allLabel: string;
  options: readonly V[];
  labels: Record<V, string>;
  value: string | number | undefined;
  /** 고른 값 그대로(글자), '전체'면 undefined */
  onChange: (next: string | undefined) => void;
};

/** 목록 조건의 고르기 칸: '전체 …' 와 계약의 값·글자들. 고르는 즉시 적용된다 */
export function EnumSelect<V extends string | number>({ label, allLabel, options, labels, value, onChange }: EnumSelectProps<V>) {
  return (
    <SelectField label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o} value={String(o)}>
          {labels[o]}
        </option>
      ))}
    </SelectField>
  );
}

export type Period = { from?: string; to?: string };

type PeriodSearchProps = {
  /** 처음 보이는 기간(주소·지금 조건에서) */
  initial: Period;
  fromLabel: string;
  toLabel: string;
  reversedMessage?: string;
  /** 기간 다음에 보는 검색 칸 확인: 문구를 돌려주면 적용하지 않고 보여 준다 */
  check?: () => string | null;
  /** 빈 날짜는 undefined 로 */
  onSearch: (period: Period) => void;
  /** 기간 위에 두는 검색 칸들 */
  children: ReactNode;
};

/** 검색 칸 + 기간(시작·끝) + '검색' 버튼: 입력 중에는 부르지 않고 '검색'을 눌러야 적용된다. 시작이 끝보다 늦으면 막는다 */
export function PeriodSearch({ initial, fromLabel, toLabel, reversedMessage = FIELD_MESSAGES.periodReversed, check, onSearch, children }: PeriodSearchProps) {
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');
  // 기간이 뒤집힌 것은 시작일 칸 아래에(그 칸으로 초점), 검색 칸 확인(check)의 문구는 전처럼 버튼 위 알림으로
  const [reversed, setReversed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fromInput = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();

  return (
    <Search
      role="search"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const isReversed = Boolean(from && to && from > to);
        setReversed(isReversed);
        if (isReversed) {
          setError(null);
          return focusAfterRender(fromInput);
        }
        const problem = check?.();
        setError(problem ?? null);
        if (problem) return;
        onSearch({ from: from || undefined, to: to || undefined });
      }}
    >
      {children}
      <Dates>
        <TextField
          ref={fromInput}
          label={fromLabel}
          type="date"
          value={from}
          error={reversed ? reversedMessage : undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField label={toLabel} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </Dates>
      {error && <FieldError role="alert">{error}</FieldError>}
      <Button type="submit" variant="secondary">
        검색
      </Button>
    </Search>
  );
}

const Search = styled.form({ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 16, input: { width: '100%', minWidth: 0 } });
// 날짜 칸의 기본 폭이 1fr 의 최솟값이 되면 360px 에서 넘친다: 두 칸이 남는 폭을 반씩
const Dates = styled.div({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 });
