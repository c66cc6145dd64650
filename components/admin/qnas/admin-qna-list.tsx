'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { QnaStatusBadge } from '@/components/qnas/qna-status-badge';
import { adminQnasQuery, type AdminQnaFilter } from '@/lib/api/admin-qnas';
import { AdminQnaListQuerySchema, type AdminQna } from '@/lib/schemas/qnas';
import { Card, CardHead, CardMeta, CardTitle, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { DataTable, type DataColumn } from '../tables/data-table';
import { TableToolbar } from '../tables/table-toolbar';
import { useTableQuery } from '../tables/use-table-query';
import { AdminQnaFilters } from './admin-qna-filters';

const SIZE = 20;
const KEYS = ['status', 'category', 'email', 'from', 'to', 'order'] as const;

const titleLink = (q: AdminQna) => <Link href={`/admin/qnas/${q.id}`}>{q.title}</Link>;

const COLUMNS: DataColumn<AdminQna>[] = [
  { key: 'title', header: '제목', cell: titleLink },
  { key: 'status', header: '상태', sortable: true, cell: (q) => <QnaStatusBadge status={q.status} /> },
  { key: 'category', header: '유형', sortable: true, cell: (q) => q.categoryLabel },
  { key: 'service', header: '서비스', cell: (q) => (q.productName ? `${q.serviceId} ${q.productName}` : '') },
  { key: 'member', header: '회원', cell: (q) => q.memberEmail ?? `회원 #${q.memberId}` },
  { key: 'createdAt', header: '접수', sortable: true, firstOrder: 'desc', cell: (q) => <time dateTime={q.createdAt}>{formatSeoul(q.createdAt)}</time> },
];

/** /admin/qnas: 답변 대기 먼저, 오래 기다린 순(열을 고르면 그 순서). 넓은 화면은 표, 휴대폰은 카드. 조건은 주소에 */
export function AdminQnaList() {
  const table = useTableQuery<AdminQnaFilter>({ keys: KEYS, schema: AdminQnaListQuerySchema });
  const query = { ...table.query, size: SIZE };
  const list = useQuery(adminQnasQuery(query));
  const items = list.data?.items ?? [];

  return (
    <>
      <PageHead title="1:1 문의" />
      <AdminQnaFilters value={table.filter} onChange={table.setFilter} />
      <TableToolbar total={list.data?.total} exportProps={{ path: '/admin/qnas/export', query, fallbackName: 'qnas' }} />
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <DataTable
          label="문의 목록"
          columns={COLUMNS}
          rows={items}
          rowKey={(q) => q.id}
          sort={table.sort}
          onSort={table.toggleSort}
          renderCard={(q) => (
            <Card key={q.id}>
              <CardHead>
                <CardTitle>{titleLink(q)}</CardTitle>
                <QnaStatusBadge status={q.status} />
              </CardHead>
              <CardMeta>
                <span>{q.categoryLabel}</span>
                {q.productName && <span>{`${q.serviceId} ${q.productName}`}</span>}
              </CardMeta>
              <CardMeta>
                <span>{q.memberEmail ?? `회원 #${q.memberId}`}</span>
                {q.receiveEmail && <span>메일 수신</span>}
                <time dateTime={q.createdAt}>{formatSeoul(q.createdAt)}</time>
              </CardMeta>
            </Card>
          )}
        />
        <Pager page={table.page} size={SIZE} total={list.data?.total ?? 0} onChange={table.setPage} />
      </ListState>
    </>
  );
}
