'use client';

import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { adminPointLedgerQuery, pointLedgerExportPath } from '@/lib/api/admin-members';
import { formatWon } from '@/lib/format';
import { POINT_TYPE_LABELS, type AdminPointLedgerRow } from '@/lib/schemas/admin-members';
import { ListState } from '../admin-list-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { DataTable, type DataColumn } from '../tables/data-table';
import { TableToolbar } from '../tables/table-toolbar';

const SIZE = 20;

const COLUMNS: DataColumn<AdminPointLedgerRow>[] = [
  { key: 'createdAt', header: '일시', cell: (r) => <time dateTime={r.createdAt}>{formatSeoul(r.createdAt)}</time> },
  { key: 'type', header: '종류', cell: (r) => POINT_TYPE_LABELS[r.type] },
  { key: 'amount', header: '금액', align: 'end', cell: (r) => `${r.amount > 0 ? '+' : ''}${formatWon(r.amount)}` },
  { key: 'balanceAfter', header: '잔액', align: 'end', cell: (r) => formatWon(r.balanceAfter) },
  { key: 'memo', header: '사유·연결', cell: (r) => r.memo ?? (r.purchaseId ? `구매 #${r.purchaseId}` : r.reviewId ? `후기 #${r.reviewId}` : '-') },
  {
    key: 'actor',
    header: '처리 운영자',
    cell: (r) => (r.actorMemberId ? <Link href={`/admin/members/${r.actorMemberId}`}>{r.actorName?.trim() || r.actorEmail || `운영자 (회원 번호 ${r.actorMemberId})`}</Link> : '-'),
  },
];

/** 적립금 원장 전체: 최신 순 하나(정렬 없음), 쪽 나눔, 원장 전부를 CSV 로. 좁은 화면에서는 표를 가로로 밀어 본다 */
export function PointLedger({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery({ ...adminPointLedgerQuery(memberId, page, SIZE), placeholderData: keepPreviousData });
  const items = ledger.data?.items ?? [];

  return (
    <Box aria-label="적립금 원장">
      <h3>적립금 원장</h3>
      <TableToolbar
        total={ledger.data?.total}
        exportProps={{ path: pointLedgerExportPath(memberId), query: {}, fallbackName: `member-${memberId}-points` }}
      />
      <ListState isPending={ledger.isPending} error={ledger.error} isEmpty={items.length === 0} emptyText="적립금 내역이 없습니다.">
        <DataTable label="적립금 원장" columns={COLUMNS} rows={items} rowKey={(r) => r.id} />
        <Pager page={page} size={SIZE} total={ledger.data?.total ?? 0} onChange={setPage} />
      </ListState>
    </Box>
  );
}

const Box = styled.section(({ theme }) => ({
  marginTop: 24,
  h3: { marginBottom: 8, fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.semibold },
}));
