'use client';

import styled from '@emotion/styled';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RefundTarget } from '@/lib/schemas/admin-purchases';
import { TextField } from '@/components/ui/text-field';
import { BANKS } from '@/lib/schemas/payment-rules';
import { SelectField } from '../admin-form-parts';

/** 환불 폼의 값: 칸 이름이 본문 필드 이름과 같아 스키마 오류가 그 칸 아래에 붙는다(refundAccount.bankCode ...) */
export type RefundFormValues = {
  to: RefundTarget;
  amount: string;
  reason: string;
  refundAccount: { bankCode: string; accountNumber: string; holderName: string };
};

/** 계좌로 환불할 때 회원의 계좌: 은행(토스페이먼츠 은행 코드), 계좌번호, 예금주. 검사는 공유 스키마(RefundAccountSchema) */
export function RefundAccountFields({ register, errors }: { register: UseFormRegister<RefundFormValues>; errors: FieldErrors<RefundFormValues> }) {
  const e = errors.refundAccount;
  return (
    <Group aria-label="환불받을 계좌">
      <legend>환불받을 계좌</legend>
      <SelectField label="은행" error={e?.bankCode?.message ?? e?.message} {...register('refundAccount.bankCode')}>
        <option value="">은행 선택</option>
        {BANKS.map((b) => (
          <option key={b.code} value={b.code}>
            {b.name}
          </option>
        ))}
      </SelectField>
      <TextField label="계좌번호" inputMode="numeric" placeholder="숫자만 또는 하이픈 포함" error={e?.accountNumber?.message} {...register('refundAccount.accountNumber')} />
      <TextField label="예금주" maxLength={20} error={e?.holderName?.message} {...register('refundAccount.holderName')} />
    </Group>
  );
}

const Group = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  margin: 0,
  padding: 12,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  legend: { padding: '0 4px', fontSize: theme.typography.size.sm, fontWeight: theme.typography.weight.semibold },
}));
