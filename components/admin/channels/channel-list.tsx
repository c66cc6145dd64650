'use client';

import { useQuery } from '@tanstack/react-query';
import { adminChannelsQuery, useDeleteChannel, usePatchChannel, useReorderChannels } from '@/lib/api/admin-catalogue';
import { ServerError } from '../admin-form-parts';
import { Badge, Card, CardMeta, CardTitle, Cards, ListState, PageHead } from '../admin-list-parts';
import { movedIds } from '../reorder';
import { RowActions } from '../row-actions';
import { useRowActions } from '../use-row-actions';

export function ChannelList() {
  const list = useQuery(adminChannelsQuery());
  const patch = usePatchChannel();
  const remove = useDeleteChannel();
  const reorder = useReorderChannels();
  const actions = useRowActions();
  const items = list.data ?? [];
  const move = (id: number, step: -1 | 1) => {
    const ids = movedIds(items, id, step);
    return ids ? () => actions.run(() => reorder.mutateAsync(ids)) : undefined;
  };

  return (
    <>
      <PageHead title="채널" newHref="/admin/channels/new" newLabel="채널 등록" />
      {actions.error && <ServerError role="alert">{actions.error}</ServerError>}
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <Cards aria-label="채널 목록">
          {items.map((c) => (
            <Card key={c.id} data-hidden={!c.isVisible}>
              <CardTitle>{c.name}</CardTitle>
              <CardMeta>
                <span>/{c.slug}</span>
                {c.subtitle && <span>{c.subtitle}</span>}
                <Badge data-tone={c.isVisible ? 'on' : 'off'}>{c.isVisible ? '노출 중' : '숨김'}</Badge>
              </CardMeta>
              <RowActions
                name={c.name}
                editHref={`/admin/channels/${c.id}`}
                busy={actions.busy}
                toggle={{
                  label: c.isVisible ? '숨기기' : '보이기',
                  onClick: () => actions.run(() => patch.mutateAsync({ id: c.id, patch: { isVisible: !c.isVisible } })),
                }}
                reorderable
                onMoveUp={move(c.id, -1)}
                onMoveDown={move(c.id, 1)}
                onDelete={() => actions.run(() => remove.mutateAsync(c.id))}
              />
            </Card>
          ))}
        </Cards>
      </ListState>
    </>
  );
}
