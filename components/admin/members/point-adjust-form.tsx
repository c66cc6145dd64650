'use client';

import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { showServerError } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { TextField } from '@/components/ui/text-field';
import { useAdjustMemberPoints } from '@/lib/api/admin-members';
import { isApiError } from '@/lib/api/http';
import { formatWon } from '@/lib/format';
import { POINT_REASON_MAX, PointAdjustFormSchema, type PointAdjustForm as FormInput } from '@/lib/schemas/admin-members';
import { Form, FormActions, ServerError, TextAreaField } from '../admin-form-parts';
import { useOneSubmit } from './use-one-submit';

type Props = { memberId: number; balance: number; onDone: (message: string) => void; onCancel: () => void };
type FormOutput = z.output<typeof PointAdjustFormSchema>;

/** 폼을 한 번 제출할 때마다 새 요청 키: 같은 제출이 두 번 가도(더블 클릭, 재전송) 서버가 한 번만 적는다 */
const newKey = () => crypto.randomUUID();

/** 적립금 지급·차감: 종류·금액·사유(필수). 보내는 동안 버튼을 막고, 서버의 한국어 오류(잔액 부족 등)를 보여 준다 */
export function PointAdjustForm({ memberId, balance, onDone, onCancel }: Props) {
  const adjust = useAdjustMemberPoints(memberId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(PointAdjustFormSchema),
    defaultValues: { type: 'GRANT', amount: '', reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';

  const onSubmit = useOneSubmit(handleSubmit(async (body) => {
    setServerError(null);
    try {
      const r = await adjust.mutateAsync({ body, key: newKey() });
      const verb = r.type === 'ADMIN_GRANT' ? '지급' : '차감';
      onDone(`${formatWon(Math.abs(r.amount))}을 ${verb}했습니다. 잔액 ${formatWon(r.balanceAfter)}`);
    } catch (e) {
      const balanceNow = isApiError(e) && typeof e.meta?.balance === 'number' ? ` (지금 잔액 ${formatWon(e.meta.balance)})` : '';
      // 칸을 짚은 거절(금액, 사유)은 그 칸 아래에. 나머지(잔액 부족 등)는 지금 잔액과 함께 단추 위에
      const general = showServerError(e, { setError, getValues });
      setServerError(general && `${general}${balanceNow}`);
    }
  }));

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="적립금 지급·차감">
      <p>지금 잔액 {formatWon(balance)}</p>
      <Kinds aria-describedby={errors.type ? 'point-type-error' : undefined}>
        <legend>종류</legend>
        <label>
          <input type="radio" value="GRANT" {...register('type')} /> 지급
        </label>
        <label>
          <input type="radio" value="DEDUCT" {...register('type')} /> 차감
        </label>
        {errors.type && <FieldError id="point-type-error">{errors.type.message}</FieldError>}
      </Kinds>
      <TextField label="금액(원)" inputMode="numeric" autoComplete="off" error={errors.amount?.message} {...register('amount')} />
      <TextAreaField
        label="사유"
        rows={3}
        maxLength={POINT_REASON_MAX}
        hint={`${reason.length} / ${POINT_REASON_MAX}자, 작업 기록에 남습니다.`}
        error={errors.reason?.message}
        {...register('reason')}
      />
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormActions>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          취소
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? '처리 중…' : '적용하기'}
        </Button>
      </FormActions>
    </Form>
  );
}

const Kinds = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  margin: 0,
  padding: 0,
  border: 0,
  legend: { marginBottom: 6, fontSize: theme.typography.size.sm, fontWeight: theme.typography.weight.semibold },
  label: { display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44, cursor: 'pointer' },
  input: { width: 20, height: 20 },
}));
