'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { PurchaseStatusBadge } from '@/components/my-page/purchases/status-badge';
import { adminPurchasesQuery, type AdminPurchaseFilter } from '@/lib/api/admin-purchases';
import { AdminPurchaseListQuerySchema, type AdminPurchaseSummary } from '@/lib/schemas/admin-purchases';
import { formatWon } from '@/lib/format';
import { Card, CardHead, CardMeta, CardTitle, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { DataTable, type DataColumn } from '../tables/data-table';
import { TableToolbar } from '../tables/table-toolbar';
import { useTableQuery } from '../tables/use-table-query';
import { AdminPurchaseFilters } from './admin-purchase-filters';

const SIZE = 20;
const KEYS = ['status', 'method', 'memberId', 'q', 'from', 'to'] as const;

const orderLink = (p: AdminPurchaseSummary) => <Link href={`/admin/purchases/${p.id}`}>{p.orderNo}</Link>;

const COLUMNS: DataColumn<AdminPurchaseSummary>[] = [
  { key: 'orderNo', header: '주문번호', sortable: true, cell: orderLink },
  { key: 'status', header: '상태', sortable: true, cell: (p) => <PurchaseStatusBadge status={p.status} method={p.method} /> },
  { key: 'orderName', header: '주문명', cell: (p) => p.orderName },
  { key: 'member', header: '회원', cell: (p) => p.memberEmail ?? `회원 #${p.memberId}` },
  { key: 'method', header: '결제 수단', cell: (p) => (p.method ? p.methodLabel : '결제 수단 선택 전') },
  { key: 'depositorName', header: '입금자', cell: (p) => p.depositorName ?? '' },
  { key: 'totalAmount', header: '금액', sortable: true, firstOrder: 'desc', align: 'end', cell: (p) => formatWon(p.totalAmount) },
  { key: 'createdAt', header: '주문일시', sortable: true, firstOrder: 'desc', cell: (p) => <time dateTime={p.createdAt}>{formatSeoul(p.createdAt)}</time> },
];

/** /admin/purchases: 조건으로 거른 구매(최신순). 넓은 화면은 표, 휴대폰은 카드. 거르기·정렬·쪽은 주소에 */
export function AdminPurchaseList() {
  const table = useTableQuery<AdminPurchaseFilter>({ keys: KEYS, schema: AdminPurchaseListQuerySchema });
  const query = { ...table.query, size: SIZE };
  const list = useQuery(adminPurchasesQuery(query));
  const items = list.data?.items ?? [];

  return (
    <>
      <PageHead title="구매 관리" newHref="/admin/deposits" newLabel="입금 확인" />
      <AdminPurchaseFilters value={table.filter} onChange={table.setFilter} />
      <TableToolbar total={list.data?.total} exportProps={{ path: '/admin/purchases/export', query, fallbackName: 'purchases' }} />
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <DataTable
          label="구매 목록"
          columns={COLUMNS}
          rows={items}
          rowKey={(p) => p.id}
          sort={table.sort ?? '-createdAt'}
          onSort={table.toggleSort}
          renderCard={(p) => (
            <Card key={p.id}>
              <CardHead>
                <CardTitle>{orderLink(p)}</CardTitle>
                <PurchaseStatusBadge status={p.status} method={p.method} />
              </CardHead>
              <CardMeta>
                <span>{p.orderName}</span>
              </CardMeta>
              <CardMeta>
                <span>{p.memberEmail ?? `회원 #${p.memberId}`}</span>
                {p.depositorName && <span>입금자 {p.depositorName}</span>}
              </CardMeta>
              <CardMeta>
                <span>{p.method ? p.methodLabel : '결제 수단 선택 전'}</span>
                <strong>{formatWon(p.totalAmount)}</strong>
                <time dateTime={p.createdAt}>{formatSeoul(p.createdAt)}</time>
              </CardMeta>
            </Card>
          )}
        />
        <Pager page={table.page} size={SIZE} total={list.data?.total ?? 0} onChange={table.setPage} />
      </ListState>
    </>
  );
}
