'use client';

import { TextField } from '@/components/ui/text-field';
import { REGISTRATION_TYPES, REGISTRATION_TYPE_LABELS, type MemberStatus, type RegistrationType } from '@/lib/schemas/members';
import type { CouponMemberFilter } from '@/lib/schemas/coupons';
import { FieldRow, SelectField, TextAreaField } from '../admin-form-parts';
import type { IssueInput, IssueMode } from './issue-targets';

// 회원 목록 화면의 상태 이름이 합쳐지면 그쪽 것을 쓴다. 탈퇴 회원은 받을 수 없어 고르지 않는다
const STATUS_CHOICES: [MemberStatus, string][] = [
  ['NORMAL', '정상'],
  ['STOP', '이용 정지'],
  ['REQUIRED_EMAIL_AUTH', '이메일 인증 전'],
];

type Props = { mode: IssueMode; input: IssueInput; onChange: (next: Partial<IssueInput>) => void };

/** 발급 대상 칸: 한 명(번호·이메일), 번호 목록(붙여 넣기), 조건(회원 목록과 같은 필터) */
export function IssueTargetFields({ mode, input, onChange }: Props) {
  const setFilter = (patch: Partial<CouponMemberFilter>) => onChange({ filter: { ...input.filter, ...patch } });
  if (mode === 'one') {
    return <TextField label="회원 번호 또는 이메일" value={input.one} onChange={(e) => onChange({ one: e.target.value })} autoFocus />;
  }
  if (mode === 'list') {
    return (
      <TextAreaField
        label="회원 번호 목록"
        hint="쉼표나 줄바꿈으로 나눠 붙여 넣습니다. 한 번에 1,000명까지, 한 명이라도 받을 수 없으면 아무에게도 주지 않습니다."
        value={input.list}
        onChange={(e) => onChange({ list: e.target.value })}
      />
    );
  }
  const f = input.filter;
  return (
    <>
      <FieldRow>
        <SelectField label="회원 상태" value={f.status ?? ''} onChange={(e) => setFilter({ status: (e.target.value || undefined) as MemberStatus | undefined })}>
          <option value="">전체</option>
          {STATUS_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="가입 방법"
          value={f.registrationType ?? ''}
          onChange={(e) => setFilter({ registrationType: (e.target.value || undefined) as RegistrationType | undefined })}
        >
          <option value="">전체</option>
          {REGISTRATION_TYPES.map((r) => (
            <option key={r} value={r}>
              {REGISTRATION_TYPE_LABELS[r]}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      <FieldRow>
        <TextField label="가입 시작일" type="date" value={f.signupFrom ?? ''} onChange={(e) => setFilter({ signupFrom: e.target.value || undefined })} />
        <TextField label="가입 종료일" type="date" value={f.signupTo ?? ''} onChange={(e) => setFilter({ signupTo: e.target.value || undefined })} />
      </FieldRow>
      <TextField label="검색어 (이메일·이름·전화번호·회원 번호)" value={f.q ?? ''} onChange={(e) => setFilter({ q: e.target.value || undefined })} />
    </>
  );
}
