'use client';

import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { adminMembersQuery, downloadCsv } from '@/lib/api/admin-members';
import { formatCount } from '@/lib/format';
import { Note, PageHead } from '../admin-list-parts';
import { ServerError } from '../admin-form-parts';
import { Pager } from '../pager';
import { MemberFilters } from './member-filters';
import { MemberTable } from './member-table';
import { useMemberFilters } from './use-member-filters';

const SIZE = 20;

/** /admin/members: 조건(주소에 남는다)으로 거른 회원 표, 정렬·쪽·CSV 내려받기 */
export function AdminMemberList() {
  const { filter, page, changeFilter, setPage } = useMemberFilters();
  const list = useQuery({ ...adminMembersQuery({ ...filter, page, size: SIZE }), placeholderData: keepPreviousData });
  const [csvBusy, setCsvBusy] = useState(false);
  const [csvError, setCsvError] = useState<string | null>(null);
  const total = list.data?.total ?? 0;

  const exportCsv = async () => {
    setCsvBusy(true);
    setCsvError(null);
    try {
      await downloadCsv('/admin/members', filter, 'members.csv');
    } catch (e) {
      setCsvError(serverErrorMessage(e));
    } finally {
      setCsvBusy(false);
    }
  };

  return (
    <>
      <PageHead title="회원 관리" />
      <MemberFilters value={filter} onChange={changeFilter} />
      <Bar>
        <p role="status">{list.data ? `검색 결과 ${formatCount(total)}명` : ''}</p>
        <Button type="button" variant="secondary" disabled={csvBusy || total === 0} onClick={exportCsv}>
          {csvBusy ? 'CSV 만드는 중…' : 'CSV 내려받기'}
        </Button>
      </Bar>
      {csvError && <ServerError role="alert">{csvError}</ServerError>}
      {list.isPending ? (
        <Note>불러오는 중…</Note>
      ) : list.error ? (
        <Note role="alert">목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Note>
      ) : total === 0 ? (
        <Note>조건에 맞는 회원이 없습니다.</Note>
      ) : (
        <>
          <MemberTable
            rows={list.data.items}
            sort={filter.sort ?? 'createdAt'}
            order={filter.order ?? 'desc'}
            onSort={(sort, order) => changeFilter({ ...filter, sort, order })}
          />
          <Pager page={page} size={SIZE} total={total} onChange={setPage} />
        </>
      )}
    </>
  );
}

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  marginBottom: 12,
  fontSize: theme.typography.size.sm,
}));
