'use client';

import styled from '@emotion/styled';
import { useId } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { LIMITS } from '@/lib/schemas/catalogue';
import { FieldGroup, Hint } from '../admin-form-parts';
import type { ProductBody, ProductFormValues } from './product-form-values';

type Props = { control: Control<ProductFormValues, unknown, ProductBody>; register: UseFormRegister<ProductFormValues>; errors: FieldErrors<ProductFormValues> };

/** 수량 할인 구간: 'n개 이상 주문하면 n% 할인'. 기준 수량이 커지는 순서로 적는다 */
export function DiscountTiersField({ control, register, errors }: Props) {
  const baseId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'discountTiers' });
  const listError = errors.discountTiers?.root?.message ?? errors.discountTiers?.message;
  return (
    <FieldGroup>
      <legend>수량 할인</legend>
      {fields.length === 0 && <Hint>할인 구간이 없으면 모든 수량에 단가 그대로 팝니다.</Hint>}
      {fields.map((field, i) => {
        const tierErrors = errors.discountTiers?.[i];
        const minMessage = tierErrors?.minQuantity?.message;
        const rateMessage = tierErrors?.rate?.message;
        const minId = `${baseId}-tier-${i}-min`;
        // 두 칸의 문구가 같으면 한 번만 보이고, 두 칸 모두 그 문구를 가리킨다
        const rateId = rateMessage && rateMessage === minMessage ? minId : `${baseId}-tier-${i}-rate`;
        return (
          <div key={field.id}>
            <Tier>
              <Small
                type="number"
                inputMode="numeric"
                min={1}
                aria-label={`${i + 1}번째 구간 기준 수량`}
                aria-invalid={tierErrors?.minQuantity ? true : undefined}
                aria-describedby={minMessage ? minId : undefined}
                {...register(`discountTiers.${i}.minQuantity`)} />
              <span>개 이상</span>
              <Small
                type="number"
                inputMode="numeric"
                min={1}
                max={LIMITS.discountRateMax}
                aria-label={`${i + 1}번째 구간 할인율`}
                aria-invalid={tierErrors?.rate ? true : undefined}
                aria-describedby={rateMessage ? rateId : undefined}
                {...register(`discountTiers.${i}.rate`)} />
              <span>% 할인</span>
              <Button type="button" variant="ghost" onClick={() => remove(i)} aria-label={`${i + 1}번째 구간 삭제`}>
                삭제
              </Button>
            </Tier>
            {minMessage && <FieldError id={minId}>{minMessage}</FieldError>}
            {rateMessage && rateId !== minId && <FieldError id={rateId}>{rateMessage}</FieldError>}
          </div>
        );
      })}
      {listError && <FieldError>{listError}</FieldError>}
      <Button type="button" variant="secondary" disabled={fields.length >= LIMITS.discountTiersMax} onClick={() => append({ minQuantity: '', rate: '' })}>
        할인 구간 추가
      </Button>
    </FieldGroup>
  );
}

const Tier = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: 6, fontSize: theme.typography.size.sm, whiteSpace: 'nowrap' }));

const Small = styled.input(({ theme }) => ({
  width: 0,
  flex: 1,
  minWidth: 56,
  height: 40,
  padding: '0 8px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  fontSize: theme.typography.size.md,
  '&[aria-invalid="true"]': { borderColor: theme.color.danger },
}));
