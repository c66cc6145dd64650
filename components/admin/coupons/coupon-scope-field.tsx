'use client';

import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { COUPON_SCOPES } from '@/lib/schemas/purchases';
import { COUPON_SCOPE_LABELS } from '@/lib/schemas/coupon-rules';
import type { Channel, ProductType } from '@/lib/schemas/catalogue';
import type { AdminProduct } from '@/lib/schemas/admin-catalogue';
import { FieldGroup, SelectField } from '../admin-form-parts';
import type { CouponBody, CouponFormValues } from './coupon-form-values';

export type ScopeCatalogue = { channels: Channel[]; productTypes: ProductType[]; products: AdminProduct[] };

type Props = ScopeCatalogue & { control: Control<CouponFormValues, unknown, CouponBody>; register: UseFormRegister<CouponFormValues>; errors: FieldErrors<CouponFormValues> };

/** 쓸 수 있는 범위와 그 대상: 채널 하나, 상품 유형 하나(채널 이름과 함께), 또는 여러 상품 */
export function CouponScopeField({ control, register, errors, channels, productTypes, products }: Props) {
  const scope = useWatch({ control, name: 'scope' });
  const channelName = new Map(channels.map((c) => [c.id, c.name]));
  return (
    <FieldGroup>
      <legend>쓸 수 있는 범위</legend>
      <SelectField label="범위" error={errors.scope?.message} {...register('scope')}>
        {COUPON_SCOPES.map((s) => (
          <option key={s} value={s}>
            {COUPON_SCOPE_LABELS[s]}
          </option>
        ))}
      </SelectField>
      {scope === 'CHANNEL' && (
        <SelectField label="채널" error={errors.scopeChannelId?.message} {...register('scopeChannelId')}>
          <option value="">채널 선택</option>
          {channels.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      )}
      {scope === 'PRODUCT_TYPE' && (
        <SelectField label="상품 유형" error={errors.scopeProductTypeId?.message} {...register('scopeProductTypeId')}>
          <option value="">상품 유형 선택</option>
          {productTypes.map((t) => (
            <option key={t.id} value={t.id}>
              {`${channelName.get(t.channelId) ?? ''} ${t.name}`.trim()}
            </option>
          ))}
        </SelectField>
      )}
      {scope === 'PRODUCTS' && (
        <SelectField
          label="상품"
          multiple
          hint="Ctrl(맥은 ⌘)을 누른 채 눌러 여러 상품을 고릅니다."
          style={{ height: 180, padding: 8 }}
          error={errors.scopeProductIds?.message}
          {...register('scopeProductIds')}
        >
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {`${channelName.get(p.channelId) ?? ''} · ${p.name} (#${p.id})`}
            </option>
          ))}
        </SelectField>
      )}
    </FieldGroup>
  );
}
