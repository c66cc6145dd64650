'use client';

import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useFocusAfterRender } from '@/hooks/use-focus-after-render';
import { SALES_UNITS, SALES_UNIT_LABELS, SalesQuerySchema } from '@/lib/schemas/sales';
import { SALES_PRESETS, seoulDate, type SalesView } from './sales-period';

type Props = { view: SalesView; onChange: (next: SalesView) => void };

/** 기간의 틀린 점: 어느 칸인지와 그 칸 아래에 보일 문구 */
type PeriodIssue = { field: 'from' | 'to'; message: string };

/**
 * 직접 고른 기간 확인. 빈 칸은 그 칸을, 나머지(형식·없는 날짜·순서·최대 기간)는 api 와 같은 스키마가 짚은 칸을 돌려준다:
 * 화면이 통과시킨 기간을 api 가 다른 이유로 거절하지 않게
 */
function periodIssue(from: string, to: string): PeriodIssue | null {
  if (!from || !to) return { field: from ? 'to' : 'from', message: '시작일과 종료일을 모두 골라주세요.' };
  const parsed = SalesQuerySchema.safeParse({ from, to });
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? { field: issue.path[0] === 'to' ? 'to' : 'from', message: issue.message } : null;
}

/** 기간(빠른 기간 또는 직접 고른 날짜)과 단위. 고른 값은 주소에 남는다(새로 고침·공유해도 같은 화면) */
export function SalesPeriodPicker({ view, onChange }: Props) {
  // 빠른 기간의 기준일: 화면을 연 날(서울)
  const [today] = useState(() => seoulDate(Date.now()));
  const [from, setFrom] = useState(view.from);
  const [to, setTo] = useState(view.to);
  const [error, setError] = useState<PeriodIssue | null>(null);
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const [synced, setSynced] = useState(view);
  // 빠른 기간·뒤로 가기로 바뀐 기간을 입력칸에도 옮긴다
  if (synced.from !== view.from || synced.to !== view.to) {
    setSynced(view);
    setFrom(view.from);
    setTo(view.to);
  }

  return (
    <Wrap>
      <Group role="group" aria-label="빠른 기간">
        {SALES_PRESETS.map((p) => {
          const range = p.range(today);
          const on = range.from === view.from && range.to === view.to;
          return (
            <Chip key={p.key} type="button" aria-pressed={on} onClick={() => (setError(null), onChange({ ...view, ...range }))}>
              {p.label}
            </Chip>
          );
        })}
      </Group>
      <Custom
        aria-label="기간 직접 고르기"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const issue = periodIssue(from, to);
          setError(issue);
          // 틀린 칸으로 초점을 옮긴다. 문구가 그려진 뒤에 옮겨야 칸 이름과 아래 문구(aria-describedby)가 함께 읽힌다
          if (issue) return focusAfterRender(issue.field === 'from' ? fromInput : toInput);
          onChange({ ...view, from, to });
        }}
      >
        <TextField
          ref={fromInput}
          label="시작일(서울)"
          type="date"
          value={from}
          error={error?.field === 'from' ? error.message : undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          ref={toInput}
          label="종료일(서울)"
          type="date"
          value={to}
          error={error?.field === 'to' ? error.message : undefined}
          onChange={(e) => setTo(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          조회
        </Button>
      </Custom>
      <Group role="group" aria-label="집계 단위">
        {SALES_UNITS.map((u) => (
          <Chip key={u} type="button" aria-pressed={view.unit === u} onClick={() => onChange({ ...view, unit: u })}>
            {SALES_UNIT_LABELS[u]}
          </Chip>
        ))}
      </Group>
    </Wrap>
  );
}

const Wrap = styled.div({ display: 'flex', flexDirection: 'column', gap: 12, marginBottom: 20 });
const Group = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });
const Chip = styled.button(({ theme }) => ({
  minHeight: 44,
  minWidth: 44,
  padding: '0 14px',
  borderRadius: 999,
  border: `1px solid ${theme.color.border}`,
  background: theme.palette.white,
  color: theme.color.text,
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.medium,
  '&[aria-pressed="true"]': { background: theme.palette.blue[900], borderColor: theme.palette.blue[900], color: theme.palette.white },
  '&:focus-visible': { outline: `3px solid ${theme.palette.blue[500]}`, outlineOffset: 2 },
}));
// 칸 위쪽에 맞춘다: 한 칸 아래에만 오류 문구가 붙어도 두 날짜 칸과 조회 단추가 같은 높이에 선다.
// 단추는 칸의 이름 줄(글자 크기 x 줄 높이 + 6px) 만큼 내려 입력칸과 나란히 둔다
const Custom = styled.form(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  alignItems: 'start',
  gap: 8,
  '& > button': { minHeight: 48, marginTop: `calc(${theme.typography.size.sm}px * ${theme.typography.lineHeight} + 6px)` },
}));
