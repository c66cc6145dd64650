'use client';

import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { adminPointLedgerQuery, downloadCsv } from '@/lib/api/admin-members';
import { formatWon } from '@/lib/format';
import { POINT_TYPE_LABELS } from '@/lib/schemas/admin-members';
import { Note } from '../admin-list-parts';
import { ServerError } from '../admin-form-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { Scroll, Table } from './member-table';

const SIZE = 20;

/** 적립금 원장 전체: 최신 순, 쪽 나눔, CSV */
export function PointLedger({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery({ ...adminPointLedgerQuery(memberId, page, SIZE), placeholderData: keepPreviousData });
  const [csvError, setCsvError] = useState<string | null>(null);
  const total = ledger.data?.total ?? 0;

  return (
    <Box aria-label="적립금 원장">
      <Head>
        <h3>적립금 원장 {ledger.data && <small>{total}건</small>}</h3>
        <Button
          type="button"
          variant="secondary"
          disabled={total === 0}
          onClick={() => downloadCsv(`/admin/members/${memberId}/point-ledger`, {}, `member-${memberId}-points.csv`).catch((e) => setCsvError(serverErrorMessage(e)))}
        >
          CSV 내려받기
        </Button>
      </Head>
      {csvError && <ServerError role="alert">{csvError}</ServerError>}
      {ledger.isPending ? (
        <Note>불러오는 중…</Note>
      ) : ledger.error ? (
        <Note role="alert">원장을 불러오지 못했습니다.</Note>
      ) : total === 0 ? (
        <Note>적립금 내역이 없습니다.</Note>
      ) : (
        <>
          <Scroll role="region" aria-label="적립금 원장 표" tabIndex={0}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">일시</th>
                  <th scope="col">종류</th>
                  <th scope="col">금액</th>
                  <th scope="col">잔액</th>
                  <th scope="col">사유·연결</th>
                  <th scope="col">처리 운영자</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.items.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <time dateTime={r.createdAt}>{formatSeoul(r.createdAt)}</time>
                    </td>
                    <td>{POINT_TYPE_LABELS[r.type]}</td>
                    <td>{`${r.amount > 0 ? '+' : ''}${formatWon(r.amount)}`}</td>
                    <td>{formatWon(r.balanceAfter)}</td>
                    <td>{r.memo ?? (r.purchaseId ? `구매 #${r.purchaseId}` : r.reviewId ? `후기 #${r.reviewId}` : '-')}</td>
                    <td>{r.actorMemberId ? `#${r.actorMemberId}` : '-'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
          <Pager page={page} size={SIZE} total={total} onChange={setPage} />
        </>
      )}
    </Box>
  );
}

const Box = styled.section({ marginTop: 24 });
const Head = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  marginBottom: 8,
  h3: { fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.semibold },
  small: { color: theme.color.textMuted, fontSize: theme.typography.size.sm, fontWeight: theme.typography.weight.regular },
}));
