'use client';

import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { adminContentListQuery, useDeleteContent, useSetContentVisible, useReorderContent, type AdminResource } from '@/lib/api/admin-contents';
import { PAGE_SIZE_MAX } from '@/lib/schemas/common';
import { ServerError } from '../admin-form-parts';
import { Badge, Card, CardMeta, CardTitle, Cards, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { movedIds } from '../reorder';
import { RowActions } from '../row-actions';
import { useRowActions } from '../use-row-actions';

type Item = { id: number; isVisible: boolean };

type ContentListProps<T extends Item> = {
  title: string;
  /** 주소의 복수형: /admin/notices */
  path: string;
  newLabel: string;
  resource: AdminResource<unknown, T, never>;
  titleOf: (item: T) => string;
  meta: (item: T) => ReactNode;
  /** 순서가 있는 것(FAQ·배너·팝업)은 한 화면에 모두(최대 100개) 보여야 순서를 옳게 보낼 수 있다 */
  reorder?: { sameGroup?: (a: T, b: T) => boolean };
};

/** 공지·FAQ·아티클·배너·팝업 목록: 수정, 숨기기/보이기, (있으면) 위로/아래로, 삭제 */
export function ContentList<T extends Item>({ title, path, newLabel, resource, titleOf, meta, reorder }: ContentListProps<T>) {
  const [page, setPage] = useState(1);
  const size = reorder ? PAGE_SIZE_MAX : 20;
  const list = useQuery(adminContentListQuery(resource, { page, size }));
  const setVisible = useSetContentVisible(resource as AdminResource);
  const remove = useDeleteContent(resource as AdminResource);
  const saveOrder = useReorderContent(resource as AdminResource);
  const actions = useRowActions();
  const items = list.data?.items ?? [];
  const move = (id: number, step: -1 | 1) => {
    const ids = reorder ? movedIds(items, id, step, reorder.sameGroup) : null;
    return ids ? () => actions.run(() => saveOrder.mutateAsync(ids)) : undefined;
  };

  return (
    <>
      <PageHead title={title} newHref={`${path}/new`} newLabel={newLabel} />
      {actions.error && <ServerError role="alert">{actions.error}</ServerError>}
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <Cards aria-label={`${title} 목록`}>
          {items.map((item) => (
            <Card key={item.id} data-hidden={!item.isVisible}>
              <CardTitle>{titleOf(item)}</CardTitle>
              <CardMeta>
                {meta(item)}
                <Badge data-tone={item.isVisible ? 'on' : 'off'}>{item.isVisible ? '노출 중' : '숨김'}</Badge>
              </CardMeta>
              <RowActions
                name={titleOf(item)}
                editHref={`${path}/${item.id}`}
                busy={actions.busy}
                toggle={{
                  label: item.isVisible ? '숨기기' : '보이기',
                  onClick: () => actions.run(() => setVisible.mutateAsync({ id: item.id, isVisible: !item.isVisible })),
                }}
                reorderable={!!reorder}
                onMoveUp={move(item.id, -1)}
                onMoveDown={move(item.id, 1)}
                onDelete={() => actions.run(() => remove.mutateAsync(item.id))}
              />
            </Card>
          ))}
        </Cards>
        <Pager page={page} size={size} total={list.data?.total ?? 0} onChange={setPage} />
      </ListState>
    </>
  );
}
