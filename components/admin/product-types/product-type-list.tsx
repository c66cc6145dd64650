'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminChannelsQuery,
  adminProductTypesQuery,
  useDeleteProductType,
  usePatchProductType,
  useReorderProductTypes,
} from '@/lib/api/admin-catalogue';
import type { ProductType } from '@/lib/schemas/catalogue';
import { SelectField, ServerError } from '../admin-form-parts';
import { Badge, Card, CardMeta, CardTitle, Cards, Filters, ListState, PageHead } from '../admin-list-parts';
import { movedIds } from '../reorder';
import { RowActions } from '../row-actions';
import { useRowActions } from '../use-row-actions';

// 순서는 한 채널 안에서만 정한다 (PUT /v1/admin/product-types/order)
const sameChannel = (a: ProductType, b: ProductType) => a.channelId === b.channelId;

export function ProductTypeList() {
  const [channelId, setChannelId] = useState<number | undefined>();
  const channels = useQuery(adminChannelsQuery());
  const list = useQuery(adminProductTypesQuery(channelId));
  const patch = usePatchProductType();
  const remove = useDeleteProductType();
  const reorder = useReorderProductTypes();
  const actions = useRowActions();
  const items = list.data ?? [];
  const channelName = (id: number) => channels.data?.find((c) => c.id === id)?.name ?? '';
  const move = (id: number, step: -1 | 1) => {
    const ids = movedIds(items, id, step, sameChannel);
    return ids ? () => actions.run(() => reorder.mutateAsync(ids)) : undefined;
  };

  return (
    <>
      <PageHead title="상품 유형" newHref={`/admin/product-types/new${channelId ? `?channelId=${channelId}` : ''}`} newLabel="유형 등록" />
      <Filters>
        <SelectField label="채널" value={channelId ?? ''} onChange={(e) => setChannelId(Number(e.target.value) || undefined)}>
          <option value="">전체 채널</option>
          {(channels.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </Filters>
      {actions.error && <ServerError role="alert">{actions.error}</ServerError>}
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <Cards aria-label="상품 유형 목록">
          {items.map((t) => (
            <Card key={t.id} data-hidden={!t.isVisible}>
              <CardTitle>{t.name}</CardTitle>
              <CardMeta>
                <span>{channelName(t.channelId)}</span>
                <span>/{t.slug}</span>
                <Badge data-tone={t.isVisible ? 'on' : 'off'}>{t.isVisible ? '노출 중' : '숨김'}</Badge>
              </CardMeta>
              <RowActions
                name={t.name}
                editHref={`/admin/product-types/${t.id}`}
                busy={actions.busy}
                toggle={{
                  label: t.isVisible ? '숨기기' : '보이기',
                  onClick: () => actions.run(() => patch.mutateAsync({ id: t.id, patch: { isVisible: !t.isVisible } })),
                }}
                reorderable
                onMoveUp={move(t.id, -1)}
                onMoveDown={move(t.id, 1)}
                onDelete={() => actions.run(() => remove.mutateAsync(t.id))}
              />
            </Card>
          ))}
        </Cards>
      </ListState>
    </>
  );
}
