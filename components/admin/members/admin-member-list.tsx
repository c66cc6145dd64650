'use client';

import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { ADMIN_MEMBERS_EXPORT_PATH, adminMembersQuery, type AdminMemberFilter } from '@/lib/api/admin-members';
import { formatPhone, formatWon } from '@/lib/format';
import { AdminMemberListQuerySchema, MEMBER_STATUS_LABELS, type AdminMemberRow } from '@/lib/schemas/admin-members';
import { REGISTRATION_TYPE_LABELS } from '@/lib/schemas/members';
import { Badge, Card, CardHead, CardMeta, CardTitle, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { DataTable, type DataColumn } from '../tables/data-table';
import { TableToolbar } from '../tables/table-toolbar';
import { useTableQuery } from '../tables/use-table-query';
import { MemberFilters } from './member-filters';

const SIZE = 20;
const KEYS = ['q', 'status', 'registrationType', 'from', 'to'] as const;

const nameLink = (m: AdminMemberRow) => (
  <>
    <Link href={`/admin/members/${m.id}`}>{m.name ?? '(이름 없음)'}</Link>
    {m.role === 'ADMIN' && <Tag>운영자</Tag>}
  </>
);
const status = (m: AdminMemberRow) => <Status data-status={m.status}>{MEMBER_STATUS_LABELS[m.status]}</Status>;
const purchases = (m: AdminMemberRow) => `${formatWon(m.purchaseTotal)} (${m.purchaseCount}건)`;
const joined = (m: AdminMemberRow) => <time dateTime={m.createdAt}>{formatSeoul(m.createdAt)}</time>;

const COLUMNS: DataColumn<AdminMemberRow>[] = [
  { key: 'id', header: '회원 번호', cell: (m) => `#${m.id}` },
  { key: 'name', header: '이름', sortable: true, cell: nameLink },
  { key: 'email', header: '이메일', cell: (m) => m.email ?? '-' },
  { key: 'cellPhone', header: '휴대폰', cell: (m) => formatPhone(m.cellPhone) },
  { key: 'registrationType', header: '가입 방식', cell: (m) => REGISTRATION_TYPE_LABELS[m.registrationType] },
  { key: 'status', header: '상태', cell: status },
  { key: 'point', header: '적립금', sortable: true, firstOrder: 'desc', align: 'end', cell: (m) => formatWon(m.point) },
  { key: 'purchaseTotal', header: '구매 합계', sortable: true, firstOrder: 'desc', align: 'end', cell: purchases },
  { key: 'createdAt', header: '가입일', sortable: true, firstOrder: 'desc', cell: joined },
];

/** /admin/members: 조건으로 거른 회원(최근 가입부터). 넓은 화면은 표, 휴대폰은 카드. 거르기·정렬·쪽은 주소에 */
export function AdminMemberList() {
  const table = useTableQuery<AdminMemberFilter>({ keys: KEYS, schema: AdminMemberListQuerySchema });
  const query = { ...table.query, size: SIZE };
  const list = useQuery({ ...adminMembersQuery(query), placeholderData: keepPreviousData });
  const items = list.data?.items ?? [];

  return (
    <>
      <PageHead title="회원 관리" />
      <MemberFilters value={table.filter} onChange={table.setFilter} />
      <TableToolbar total={list.data?.total} exportProps={{ path: ADMIN_MEMBERS_EXPORT_PATH, query, fallbackName: 'members' }} />
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0} emptyText="조건에 맞는 회원이 없습니다.">
        <DataTable
          label="회원 목록"
          columns={COLUMNS}
          rows={items}
          rowKey={(m) => m.id}
          sort={table.sort ?? '-createdAt'}
          onSort={table.toggleSort}
          renderCard={(m) => (
            <Card key={m.id}>
              <CardHead>
                <CardTitle>{nameLink(m)}</CardTitle>
                {status(m)}
              </CardHead>
              <CardMeta>
                <span>{`#${m.id}`}</span>
                <span>{m.email ?? '-'}</span>
                <span>{formatPhone(m.cellPhone)}</span>
              </CardMeta>
              <CardMeta>
                <span>{REGISTRATION_TYPE_LABELS[m.registrationType]}</span>
                <span>{`적립금 ${formatWon(m.point)}`}</span>
                <span>{`구매 ${purchases(m)}`}</span>
                {joined(m)}
              </CardMeta>
            </Card>
          )}
        />
        <Pager page={table.page} size={SIZE} total={list.data?.total ?? 0} onChange={table.setPage} />
      </ListState>
    </>
  );
}

const Status = styled.span(({ theme }) => ({
  '&[data-status="STOP"]': { color: theme.color.danger, fontWeight: theme.typography.weight.semibold },
}));
const Tag = styled(Badge)({ marginLeft: 6 });
