'use client';

import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';
import { Button } from '@/components/ui/button';
import { useUser } from '@/hooks/use-user';
import { MY_SERVICES_PAGE_SIZE, myServicesQuery } from '@/lib/api/my-services';
import { useListFilter } from '@/hooks/use-list-filter';
import { ServiceCard } from './service-card';
import { ServiceFilters, serviceFilterToQuery, type ServiceFilterState } from './service-filters';
import { formatCount } from '@/lib/format';

/** /my-page/services: 상태·채널·기간으로 거르고 10건씩 쪽을 넘긴다 */
export function MyServiceList() {
  const { memberId } = useUser();
  const { filter, page, setPage, changeFilter } = useListFilter<ServiceFilterState>({ months: 0 });
  // 기간의 오늘은 고를 때 한 번 정한다: 그릴 때마다 바뀌면 쿼리 키가 흔들린다
  const query = useMemo(() => serviceFilterToQuery(filter), [filter]);
  const list = useQuery({ ...myServicesQuery(memberId, query, page), placeholderData: keepPreviousData });
  const items = list.data?.myServiceList ?? [];
  const total = list.data?.total ?? 0;
  const last = Math.max(1, Math.ceil(total / MY_SERVICES_PAGE_SIZE));

  return (
    <>
      <SectionHeading as="h1">서비스 내역</SectionHeading>
      <ServiceFilters value={filter} onChange={changeFilter} />
      {list.isPending ? (
        <Note>불러오는 중…</Note>
      ) : list.isError ? (
        <Note role="alert">서비스 내역을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Note>
      ) : items.length === 0 ? (
        <Note>{filter.status || filter.months || filter.snsChannelId ? '조건에 맞는 서비스가 없습니다.' : '아직 이용한 서비스가 없습니다.'}</Note>
      ) : (
        <>
          <Count>전체 {formatCount(total)}건</Count>
          <List aria-label="서비스 목록">
            {items.map((s) => (
              <ServiceCard key={s.id} service={s} />
            ))}
          </List>
          {last > 1 && (
            <Pager aria-label="페이지">
              <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                이전
              </Button>
              <span aria-current="page">
                {page} / {last}
              </span>
              <Button type="button" variant="secondary" disabled={page >= last} onClick={() => setPage(page + 1)}>
                다음
              </Button>
            </Pager>
          )}
        </>
      )}
    </>
  );
}

const Note = styled.p(({ theme }) => ({ padding: '40px 0', textAlign: 'center', color: theme.color.textMuted, fontSize: theme.typography.size.sm }));
const Count = styled.p(({ theme }) => ({ marginBottom: 8, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
const List = styled.ul({ display: 'flex', flexDirection: 'column', gap: 12 });
const Pager = styled.nav({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 16, marginTop: 16 });
