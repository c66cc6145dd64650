'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { PurchaseStatusBadge } from '@/components/my-page/purchases/status-badge';
import { adminPurchasesQuery, type AdminPurchaseFilter } from '@/lib/api/admin-purchases';
import { formatWon } from '@/lib/format';
import { useListFilter } from '@/hooks/use-list-filter';
import { Card, CardHead, CardMeta, CardTitle, Cards, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { AdminPurchaseFilters } from './admin-purchase-filters';

const SIZE = 20;

/** /admin/purchases: 조건으로 거른 구매를 최신순 카드로. 주문번호를 누르면 상세 */
export function AdminPurchaseList() {
  const { filter, page, setPage, changeFilter } = useListFilter<AdminPurchaseFilter>({});
  const list = useQuery(adminPurchasesQuery({ ...filter, page, size: SIZE }));
  const items = list.data?.items ?? [];

  return (
    <>
      <PageHead title="구매 관리" newHref="/admin/deposits" newLabel="입금 확인" />
      <AdminPurchaseFilters
        value={filter}
        onChange={changeFilter}
      />
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <Cards aria-label="구매 목록">
          {items.map((p) => (
            <Card key={p.id}>
              <CardHead>
                <CardTitle>
                  <Link href={`/admin/purchases/${p.id}`}>{p.orderNo}</Link>
                </CardTitle>
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
          ))}
        </Cards>
        <Pager page={page} size={SIZE} total={list.data?.total ?? 0} onChange={setPage} />
      </ListState>
    </>
  );
}
