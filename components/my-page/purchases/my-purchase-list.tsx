'use client';

import styled from '@emotion/styled';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';
import { Button } from '@/components/ui/button';
import { useUser } from '@/hooks/use-user';
import { myPurchasesQuery } from '@/lib/api/my-purchases';
import { PurchaseCard } from './purchase-card';
import { PurchaseFilters, filterToQuery, type PurchaseFilterState } from './purchase-filters';
import { formatCount } from '@/lib/format';

/** /my-page/purchases: 상태·기간으로 거르고 '더보기'로 10건씩 이어 본다 */
export function MyPurchaseList() {
  const { memberId } = useUser();
  const [filter, setFilter] = useState<PurchaseFilterState>({ months: 0 });
  // 기간의 오늘은 고를 때 한 번 정한다: 그리는 때마다 바뀌면 쿼리 키가 흔들린다
  const query = useMemo(() => filterToQuery(filter), [filter]);
  const list = useInfiniteQuery(myPurchasesQuery(memberId, query));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <>
      <SectionHeading as="h1">구매 내역</SectionHeading>
      <PurchaseFilters value={filter} onChange={setFilter} />
      {list.isPending ? (
        <Note>불러오는 중…</Note>
      ) : list.isError ? (
        <Note role="alert">구매 내역을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Note>
      ) : items.length === 0 ? (
        <Note>{filter.status || filter.months ? '조건에 맞는 구매 내역이 없습니다.' : '아직 구매 내역이 없습니다.'}</Note>
      ) : (
        <>
          <Count>전체 {formatCount(total)}건</Count>
          <List aria-label="구매 목록">
            {items.map((p) => (
              <PurchaseCard key={p.id} purchase={p} />
            ))}
          </List>
          {list.hasNextPage && (
            <More type="button" variant="secondary" block disabled={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
              {list.isFetchingNextPage ? '불러오는 중…' : '더보기'}
            </More>
          )}
        </>
      )}
    </>
  );
}

const Note = styled.p(({ theme }) => ({ padding: '40px 0', textAlign: 'center', color: theme.color.textMuted, fontSize: theme.typography.size.sm }));
const Count = styled.p(({ theme }) => ({ marginBottom: 8, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
const List = styled.ul({ display: 'flex', flexDirection: 'column', gap: 12 });
const More = styled(Button)({ marginTop: 16 });
