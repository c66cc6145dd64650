'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { adminTasksQuery, type AdminTaskFilter } from '@/lib/api/admin-tasks';
import { AdminTaskListQuerySchema, type AdminTaskSummary } from '@/lib/schemas/admin-tasks';
import { TASK_KIND_LABELS, TASK_SOURCE_LABELS } from '@/lib/schemas/fulfilment';
import { ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { DataTable, type DataColumn } from '../tables/data-table';
import { TableToolbar } from '../tables/table-toolbar';
import { useTableQuery } from '../tables/use-table-query';
import { TaskCard } from './task-card';
import { TaskFilters } from './task-filters';
import { taskQuantityText } from './task-quantity';
import { TaskStatusBadge } from './task-status-badge';

const SIZE = 20;
const KEYS = ['status', 'panelId', 'kind', 'source', 'memberId', 'serviceId', 'email', 'needsAttention', 'from', 'to'] as const;

const COLUMNS: DataColumn<AdminTaskSummary>[] = [
  { key: 'id', header: '번호', cell: (t) => <Link href={`/admin/tasks/${t.id}`}>#{t.id}</Link> },
  { key: 'status', header: '상태', sortable: true, cell: (t) => <TaskStatusBadge status={t.status} label={t.statusLabel} needsAttention={t.needsAttention} /> },
  { key: 'product', header: '상품·대상', cell: (t) => <Wrap>{`${t.productName} · ${t.targetKey}`}</Wrap> },
  { key: 'quantity', header: '수량', sortable: true, firstOrder: 'desc', align: 'end', cell: (t) => taskQuantityText(t, '') },
  { key: 'kind', header: '종류·출처', cell: (t) => `${TASK_KIND_LABELS[t.kind]} · ${TASK_SOURCE_LABELS[t.source]}` },
  { key: 'member', header: '회원', cell: (t) => t.memberEmail ?? (t.memberId ? `회원 #${t.memberId}` : '회원 없음') },
  { key: 'panel', header: '패널', cell: (t) => t.panelName ?? '패널 없음' },
  { key: 'createdAt', header: '만듦', sortable: true, firstOrder: 'desc', cell: (t) => <time dateTime={t.createdAt}>{formatSeoul(t.createdAt)}</time> },
  {
    key: 'finishedAt',
    header: '끝남',
    sortable: true,
    firstOrder: 'desc',
    cell: (t) => (t.finishedAt ? <time dateTime={t.finishedAt}>{formatSeoul(t.finishedAt)}</time> : ''),
  },
];

/** /admin/tasks: 거른 작업(최신순). 넓은 화면은 표, 휴대폰은 카드. 거르기·정렬·쪽은 주소에(대시보드의 ?needsAttention=true 도) */
export function TaskList() {
  const table = useTableQuery<AdminTaskFilter>({ keys: KEYS, schema: AdminTaskListQuerySchema });
  const query = { ...table.query, size: SIZE };
  const list = useQuery(adminTasksQuery(query));
  const items = list.data?.items ?? [];

  return (
    <>
      <PageHead title="작업 내역" newHref="/admin/tasks/new" newLabel="작업 만들기" />
      <TaskFilters value={table.filter} onChange={table.setFilter} />
      <TableToolbar total={list.data?.total} exportProps={{ path: '/admin/tasks/export', query, fallbackName: 'tasks' }} />
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <DataTable
          label="작업 목록"
          columns={COLUMNS}
          rows={items}
          rowKey={(t) => t.id}
          sort={table.sort ?? '-createdAt'}
          onSort={table.toggleSort}
          renderCard={(t) => <TaskCard key={t.id} task={t} />}
        />
        <Pager page={table.page} size={SIZE} total={list.data?.total ?? 0} onChange={table.setPage} />
      </ListState>
    </>
  );
}

const Wrap = styled.span({ wordBreak: 'break-all' });
