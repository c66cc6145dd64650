'use client';

import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useCreateProductType, usePatchProductType } from '@/lib/api/admin-catalogue';
import { CATALOGUE_MESSAGES, type Channel, type ProductType } from '@/lib/schemas/catalogue';
import { ProductTypeCreateBodySchema } from '@/lib/schemas/admin-catalogue';
import { Form, FormActions, Hint, SelectField, ServerError } from '../admin-form-parts';
import { LinkButton } from '../admin-list-parts';
import { bodyResolver, toNumber } from '../body-resolver';
import { NodeFields, emptyNodeValues, nodeBodyOf, nodeValuesOf, type NodeFormValues } from '../channels/node-fields';
import { useSaveAndReturn } from '../use-save-and-return';

const LIST = '/admin/product-types';
type Values = NodeFormValues & { channelId: string };
const resolver = bodyResolver<Values, typeof ProductTypeCreateBodySchema>(
  ProductTypeCreateBodySchema,
  (v) => ({ ...nodeBodyOf(v), channelId: toNumber(v.channelId) }),
  { channelId: CATALOGUE_MESSAGES.channelRequired },
);

type Props = { channels: Channel[]; productType?: ProductType; initialChannelId?: number };

export function ProductTypeForm({ channels, productType, initialChannelId }: Props) {
  const create = useCreateProductType();
  const patch = usePatchProductType();
  const { serverError, run } = useSaveAndReturn(LIST);
  const {
    setError,
    getValues,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof ProductTypeCreateBodySchema>>({
    resolver,
    defaultValues: productType
      ? { ...nodeValuesOf(productType), channelId: String(productType.channelId) }
      : { ...emptyNodeValues, channelId: initialChannelId ? String(initialChannelId) : '' },
  });
  const onSubmit = handleSubmit(({ channelId, ...rest }) =>
    // 유형을 다른 채널로 옮길 수는 없다: 수정 본문에는 channelId 를 싣지 않는다
    run({ setError, getValues }, () => (productType ? patch.mutateAsync({ id: productType.id, patch: rest }) : create.mutateAsync({ ...rest, channelId }))),
  );
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={productType ? '상품 유형 수정' : '상품 유형 등록'}>
      <SelectField
        label="채널"
        disabled={!!productType}
        hint={productType ? <Hint as="span">만든 뒤에는 채널을 바꿀 수 없습니다.</Hint> : undefined}
        error={errors.channelId?.message}
        {...register('channelId')}
      >
        <option value="">채널 선택</option>
        {channels.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <NodeFields register={register} errors={errors} />
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
