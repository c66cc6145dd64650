'use client';

import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, CardMeta, CardTitle, Cards, ListState, PageHead } from '@/components/admin/admin-list-parts';
import { Pager } from '@/components/admin/pager';
import { adminInstarterOrdersQuery } from '@/lib/api/admin-instarter';
import { formatCount, formatPhone } from '@/lib/format';
import { formatSeoulDateTime } from '@/components/my-page/purchases/purchase-format';
import { InstarterImportForm } from './instarter-import-form';

/** /admin/instarter: 두 번째 스토어 주문 가져오기와 가져온 목록 */
export function AdminInstarterPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const list = useQuery({ ...adminInstarterOrdersQuery(page, q), placeholderData: keepPreviousData });
  const items = list.data?.items ?? [];
  return (
    <>
      <PageHead title="인스타터 주문" />
      <InstarterImportForm />
      <Search
        type="search"
        aria-label="주문번호·구매자 검색"
        placeholder="주문번호·구매자 검색"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(1);
        }}
      />
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <Cards aria-label="인스타터 주문 목록">
          {items.map((o) => (
            <Card key={o.taskHistoryId}>
              <CardTitle>
                {o.externalOrderNo} · {o.productName}
              </CardTitle>
              <CardMeta>
                작업 {o.taskHistoryId} · {o.statusLabel} · {formatCount(o.quantity)}개 · {o.targetKey}
              </CardMeta>
              <CardMeta>
                {o.buyerName} {formatPhone(o.buyerCellPhone)} · 가져온 시각 {formatSeoulDateTime(o.createdAt)}
                {o.refillDays ? ` · 리필 ${o.refillDays}일` : ''}
              </CardMeta>
            </Card>
          ))}
        </Cards>
        <Pager page={page} size={list.data?.size ?? 20} total={list.data?.total ?? 0} onChange={setPage} />
      </ListState>
    </>
  );
}

const Search = styled.input(({ theme }) => ({
  width: '100%',
  minHeight: theme.layout.inputHeight,
  margin: '24px 0 12px',
  padding: '0 12px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
}));
