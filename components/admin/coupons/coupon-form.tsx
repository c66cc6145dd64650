'use client';

import { useForm, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { useSaveAdminCoupon } from '@/lib/api/admin-coupons';
import { COUPON_DISCOUNT_TYPE_LABELS, couponDiscountText } from '@/lib/schemas/coupon-rules';
import type { AdminCoupon, CouponBody } from '@/lib/schemas/coupons';
import { COUPON_DISCOUNT_TYPES } from '@/lib/schemas/purchases';
import { FieldGroup, FieldRow, Form, Hint, SaveFooter, SelectField } from '../admin-form-parts';
import { useSaveAndReturn } from '../use-save-and-return';
import { couponResolver, emptyCouponValues, valuesFromCoupon, type CouponFormValues } from './coupon-form-values';
import { CouponScopeField, type ScopeCatalogue } from './coupon-scope-field';

const LIST = '/admin/coupons';
const numeric = { type: 'number', inputMode: 'numeric' } as const;

/** 쿠폰 틀 만들기·고치기. 한 장이라도 발급한 쿠폰은 할인 칸 대신 지금 할인을 글로 보여 준다(서버도 막는다) */
export function CouponForm({ coupon, catalogue }: { coupon?: AdminCoupon; catalogue: ScopeCatalogue }) {
  const save = useSaveAdminCoupon();
  const { serverError, run } = useSaveAndReturn(LIST);
  const {
    setError,
    getValues,
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CouponFormValues, unknown, CouponBody>({
    resolver: couponResolver,
    defaultValues: coupon ? valuesFromCoupon(coupon) : emptyCouponValues,
  });
  const isRate = useWatch({ control, name: 'discountType' }) === 'RATE';
  const locked = coupon?.discountLocked ?? false;
  const onSubmit = handleSubmit((body) => run({ setError, getValues }, () => save.mutateAsync({ id: coupon?.id ?? null, body })));

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={coupon ? '쿠폰 수정' : '쿠폰 만들기'}>
      <TextField label="쿠폰 이름" error={errors.name?.message} {...register('name')} />
      <FieldGroup>
        <legend>할인</legend>
        {locked ? (
          <Hint role="note">
            {`${couponDiscountText(coupon!)} — 이미 발급한 쿠폰이라 할인 방식과 금액은 바꿀 수 없습니다. 바꾸려면 새 쿠폰을 만들어주세요.`}
          </Hint>
        ) : (
          <>
            <SelectField label="할인 방식" error={errors.discountType?.message} {...register('discountType')}>
              {COUPON_DISCOUNT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {COUPON_DISCOUNT_TYPE_LABELS[t]}
                </option>
              ))}
            </SelectField>
            <FieldRow>
              <TextField label={isRate ? '할인율 (%)' : '할인 금액 (원)'} {...numeric} error={errors.discountValue?.message} {...register('discountValue')} />
              {isRate && <TextField label="최대 할인 금액 (원)" {...numeric} error={errors.maxDiscount?.message} {...register('maxDiscount')} />}
            </FieldRow>
          </>
        )}
        <TextField label="최소 주문 금액 (원)" {...numeric} error={errors.minOrderAmount?.message} {...register('minOrderAmount')} />
      </FieldGroup>
      <FieldGroup>
        <legend>사용 기간</legend>
        <FieldRow>
          <TextField label="시작일" type="date" error={errors.startsOn?.message} {...register('startsOn')} />
          <TextField label="종료일" type="date" error={errors.endsOn?.message} {...register('endsOn')} />
        </FieldRow>
        <TextField label="발급 후 사용 일수" {...numeric} error={errors.validityDays?.message} {...register('validityDays')} />
        <Hint>둘 다 정하면 더 이른 날에 끝납니다. 이미 발급한 쿠폰의 만료일은 바꿔도 그대로입니다.</Hint>
      </FieldGroup>
      <CouponScopeField control={control} register={register} errors={errors} {...catalogue} />
      <TextField label="회원당 발급 한도 (장)" {...numeric} error={errors.perMemberLimit?.message} {...register('perMemberLimit')} />
      <Checkbox label="가입 환영 쿠폰 (가입할 때 자동으로 한 장)" error={errors.welcome?.message} {...register('welcome')} />
      <SaveFooter listHref={LIST} serverError={serverError} isSubmitting={isSubmitting} />
    </Form>
  );
}
