'use client';

import { useQuery } from '@tanstack/react-query';
import { formatWon } from '@/lib/format';
import {
  adminChannelsQuery,
  adminProductTypesQuery,
  adminProductsQuery,
  useDeleteProduct,
  usePatchProduct,
  useReorderProducts,
} from '@/lib/api/admin-catalogue';
import { ACCOUNT_TYPE_LABELS, PRODUCT_KIND_LABELS, PRODUCT_STATUS_LABELS } from '@/lib/schemas/catalogue';
import { type AdminProduct } from '@/lib/schemas/admin-catalogue';
import { useListFilter } from '@/hooks/use-list-filter';
import { ServerError } from '../admin-form-parts';
import { Badge, Card, CardMeta, CardTitle, Cards, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { movedIds } from '../reorder';
import { RowActions } from '../row-actions';
import { useRowActions } from '../use-row-actions';
import { ProductFilters, type ProductFilter } from './product-filters';

const SIZE = 20;
const sameType = (a: AdminProduct, b: AdminProduct) => a.productTypeId === b.productTypeId;

export function ProductList() {
  const { filter, page, setPage, changeFilter } = useListFilter<ProductFilter>({});
  const channels = useQuery(adminChannelsQuery());
  const types = useQuery(adminProductTypesQuery());
  const list = useQuery(adminProductsQuery({ ...filter, page, size: SIZE }));
  const patch = usePatchProduct();
  const remove = useDeleteProduct();
  const reorder = useReorderProducts();
  const actions = useRowActions();

  const channelName = (id: number) => channels.data?.find((c) => c.id === id)?.name ?? '';
  const typeName = (id: number) => types.data?.find((t) => t.id === id)?.name ?? '';
  const items = list.data?.items ?? [];
  // 순서는 유형 안의 상품 전부를 새 순서로 보내야 하므로, 일부만 걸러 본 목록에서는 옮기지 않는다
  const canReorder = !filter.q && !filter.kind && !filter.status;
  const move = (id: number, step: -1 | 1) => {
    const ids = movedIds(items, id, step, sameType);
    return ids ? () => actions.run(() => reorder.mutateAsync(ids)) : undefined;
  };

  return (
    <>
      <PageHead title="상품" newHref="/admin/products/new" newLabel="상품 등록" />
      <ProductFilters
        value={filter}
        onChange={changeFilter}
        channels={channels.data ?? []}
        productTypes={types.data ?? []}
      />
      {actions.error && <ServerError role="alert">{actions.error}</ServerError>}
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <Cards aria-label="상품 목록">
          {items.map((p) => (
            <Card key={p.id} data-hidden={p.status === 'NOTSALE'}>
              <CardTitle>{p.name}</CardTitle>
              <CardMeta>
                <span>
                  {channelName(p.channelId)} · {typeName(p.productTypeId)}
                </span>
                <span>
                  {PRODUCT_KIND_LABELS[p.kind]} · {ACCOUNT_TYPE_LABELS[p.accountType]}
                </span>
                <span>1개당 {formatWon(p.unitPrice)}</span>
              </CardMeta>
              <CardMeta>
                <Badge data-tone={p.status === 'SALEABLE' ? 'on' : p.status === 'NOTSALE' ? 'off' : undefined}>{PRODUCT_STATUS_LABELS[p.status]}</Badge>
                {p.isPopular && <Badge>인기</Badge>}
              </CardMeta>
              <RowActions
                name={p.name}
                editHref={`/admin/products/${p.id}`}
                busy={actions.busy}
                // 상품의 '숨김'은 판매 중지다 (서버 PATCH 설명)
                toggle={{
                  label: p.status === 'NOTSALE' ? '판매 재개' : '판매 중지',
                  onClick: () =>
                    actions.run(() => patch.mutateAsync({ id: p.id, patch: { status: p.status === 'NOTSALE' ? 'SALEABLE' : 'NOTSALE' } })),
                }}
                reorderable={canReorder}
                onMoveUp={move(p.id, -1)}
                onMoveDown={move(p.id, 1)}
                onDelete={() => actions.run(() => remove.mutateAsync(p.id))}
              />
            </Card>
          ))}
        </Cards>
        <Pager page={page} size={SIZE} total={list.data?.total ?? 0} onChange={setPage} />
      </ListState>
    </>
  );
}
