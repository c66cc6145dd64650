'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { FieldGroup, FieldRow, Hint } from '../admin-form-parts';
import { emptyToNull } from '../body-resolver';
import { isoToSeoulLocal, seoulLocalToIso } from '../seoul-time';

/** 배너·팝업의 노출 기간. 입력은 한국 시각(datetime-local), 본문은 +09:00 을 붙인 ISO 8601 */
export type WindowValues = { startsAt: string; endsAt: string };

export const windowValuesOf = (item?: { startsAt: string | null; endsAt: string | null }): WindowValues => ({
  startsAt: isoToSeoulLocal(item?.startsAt),
  endsAt: isoToSeoulLocal(item?.endsAt),
});

export const windowBodyOf = (v: WindowValues) => ({ startsAt: seoulLocalToIso(v.startsAt), endsAt: seoulLocalToIso(v.endsAt) });

/** 배너·팝업이 같이 쓰는 나머지 칸(링크) */
export const linkBodyOf = (linkUrl: string) => emptyToNull(linkUrl);

type Props = { register: UseFormRegister<WindowValues>; errors: FieldErrors<WindowValues> };

export function DisplayWindowFields({ register, errors }: Props) {
  return (
    <FieldGroup>
      <legend>노출 기간 (한국 시간)</legend>
      <Hint>비워 두면 시작·끝 제한 없이 보입니다.</Hint>
      <FieldRow>
        <TextField label="노출 시작" type="datetime-local" error={errors.startsAt?.message} {...register('startsAt')} />
        <TextField label="노출 종료" type="datetime-local" error={errors.endsAt?.message} {...register('endsAt')} />
      </FieldRow>
    </FieldGroup>
  );
}
