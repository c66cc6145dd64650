'use client';

import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { useSaveProduct } from '@/lib/api/admin-catalogue';
import { ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS, PRODUCT_KINDS, PRODUCT_KIND_LABELS, PRODUCT_STATUSES, PRODUCT_STATUS_LABELS, type Channel, type ProductType } from '@/lib/schemas/catalogue';
import { type AdminProduct } from '@/lib/schemas/admin-catalogue';
import { SHORTFALL_ACTIONS, SHORTFALL_ACTION_LABELS } from '@/lib/schemas/shortfalls';
import { TARGET_KINDS, TARGET_RULES } from '@/lib/schemas/targets';
import { LinkButton } from '../admin-list-parts';
import { FieldRow, Form, FormActions, SelectField, ServerError, TextAreaField } from '../admin-form-parts';
import { useSaveAndReturn } from '../use-save-and-return';
import { DiscountTiersField } from './discount-tiers-field';
import { emptyProductValues, productResolver, valuesFromProduct, type ProductBody, type ProductFormValues } from './product-form-values';

type ProductFormProps = { channels: Channel[]; productTypes: ProductType[]; product?: AdminProduct };

const LIST = '/admin/products';
const numeric = { type: 'number', inputMode: 'numeric' } as const;

export function ProductForm({ channels, productTypes, product }: ProductFormProps) {
  const save = useSaveProduct();
  const { serverError, run } = useSaveAndReturn(LIST);
  const {
    setError,
    getValues,
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductBody>({
    resolver: productResolver(product?.panelId ?? null),
    defaultValues: product ? valuesFromProduct(product) : emptyProductValues,
  });

  const channelId = Number(useWatch({ control, name: 'channelId' }));
  const isDaily = useWatch({ control, name: 'kind' }) === 'DAILY';
  const shortfallAction = useWatch({ control, name: 'shortfallAction' });
  const typesOfChannel = productTypes.filter((t) => t.channelId === channelId);

  const onSubmit = handleSubmit((body) => run({ setError, getValues }, () => save.mutateAsync({ id: product?.id ?? null, body })));

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={product ? '상품 수정' : '상품 등록'}>
      <SelectField label="채널" error={errors.channelId?.message} {...register('channelId', { onChange: () => setValue('productTypeId', '') })}>
        <option value="">채널 선택</option>
        {channels.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="상품 유형" disabled={!channelId} error={errors.productTypeId?.message} {...register('productTypeId')}>
        <option value="">{channelId ? '상품 유형 선택' : '채널을 먼저 골라주세요'}</option>
        {typesOfChannel.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </SelectField>
      <FieldRow>
        <SelectField label="상품 종류" error={errors.kind?.message} {...register('kind')}>
          {PRODUCT_KINDS.map((k) => (
            <option key={k} value={k}>
              {PRODUCT_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <SelectField label="계정 유형" error={errors.accountType?.message} {...register('accountType')}>
          {ACCOUNT_TYPES.map((a) => (
            <option key={a} value={a}>
              {ACCOUNT_TYPE_LABELS[a]}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      <TextField label="상품 이름" error={errors.name?.message} {...register('name')} />
      <TextAreaField label="설명" error={errors.description?.message} {...register('description')} />
      <FieldRow>
        <TextField label="최소 수량" {...numeric} error={errors.minQuantity?.message} {...register('minQuantity')} />
        <TextField label="기본 수량" {...numeric} error={errors.defaultQuantity?.message} {...register('defaultQuantity')} />
        <TextField label="최대 수량" {...numeric} error={errors.maxQuantity?.message} {...register('maxQuantity')} />
      </FieldRow>
      <TextField label="단가 (원)" {...numeric} error={errors.unitPrice?.message} {...register('unitPrice')} />
      <DiscountTiersField control={control} register={register} errors={errors} />
      <SelectField label="주문 대상" error={errors.targetKind?.message} {...register('targetKind')}>
        <option value="">주문 대상 선택</option>
        {TARGET_KINDS.map((k) => (
          <option key={k} value={k}>
            {TARGET_RULES[k].label}
          </option>
        ))}
      </SelectField>
      <TextField label="AS 기간 (일)" {...numeric} error={errors.refillDays?.message} {...register('refillDays')} />
      {isDaily && (
        <FieldRow>
          <TextField label="최소 기간 (일)" {...numeric} error={errors.minDays?.message} {...register('minDays')} />
          <TextField label="최대 기간 (일)" {...numeric} error={errors.maxDays?.message} {...register('maxDays')} />
        </FieldRow>
      )}
      <SelectField label="판매 상태" error={errors.status?.message} {...register('status')}>
        {PRODUCT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {PRODUCT_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <Checkbox label="인기 상품으로 보이기" error={errors.isPopular?.message} {...register('isPopular')} />
      <TextField label="패널 서비스 번호" error={errors.panelServiceId?.message} {...register('panelServiceId')} />
      <SelectField label="부분 완료·취소로 남은 수량" error={errors.shortfallAction?.message} {...register('shortfallAction')}>
        {SHORTFALL_ACTIONS.map((a) => (
          <option key={a} value={a}>
            {SHORTFALL_ACTION_LABELS[a]}
          </option>
        ))}
      </SelectField>
      {shortfallAction === 'RESEND' && (
        <FieldRow>
          <TextField label="다시 보낼 패널 번호 (비우면 이 상품의 패널)" {...numeric} error={errors.shortfallPanelId?.message} {...register('shortfallPanelId')} />
          <TextField label="다시 보낼 패널 서비스 번호" error={errors.shortfallPanelServiceId?.message} {...register('shortfallPanelServiceId')} />
        </FieldRow>
      )}
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormActions>
        <LinkButton href={LIST} data-variant="secondary">
          취소
        </LinkButton>
        <Button type="submit" disabled={isSubmitting}>
          저장
        </Button>
      </FormActions>
    </Form>
  );
}
