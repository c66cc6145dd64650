'use client';

import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminReviewsQuery, type AdminReviewFilter } from '@/lib/api/admin-reviews';
import { Filters, ListState, Cards, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { AdminReviewRow } from './admin-review-row';

type Choice = '' | 'true' | 'false';

/** /admin/reviews: 후기 목록(숨김·사진·작성일 필터), 숨기기·다시 보이기, 사진 적립금 지급 */
export function AdminReviewList() {
  const [filter, setFilter] = useState<AdminReviewFilter>({ page: 1 });
  const query = useQuery({ ...adminReviewsQuery(filter), placeholderData: keepPreviousData });
  const set = (patch: Partial<AdminReviewFilter>) => setFilter((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const choice = (v: Choice) => (v === '' ? undefined : v);
  const data = query.data;
  return (
    <>
      <PageHead title="후기" />
      <Filters>
        <label>
          숨김
          <select value={filter.hidden ?? ''} onChange={(e) => set({ hidden: choice(e.target.value as Choice) })}>
            <option value="">전체</option>
            <option value="false">보이는 후기</option>
            <option value="true">숨긴 후기</option>
          </select>
        </label>
        <label>
          사진
          <select value={filter.photo ?? ''} onChange={(e) => set({ photo: choice(e.target.value as Choice) })}>
            <option value="">전체</option>
            <option value="true">사진 후기</option>
            <option value="false">사진 없음</option>
          </select>
        </label>
        <label>
          시작일
          <input type="date" value={filter.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
        </label>
        <label>
          종료일
          <input type="date" value={filter.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
        </label>
      </Filters>
      {data && <Total>{`${data.total.toLocaleString('ko-KR')}건`}</Total>}
      <ListState isPending={query.isPending} error={query.error} isEmpty={data?.items.length === 0}>
        <Cards>
          {data?.items.map((review) => (
            <AdminReviewRow key={review.id} review={review} />
          ))}
        </Cards>
      </ListState>
      {data && <Pager page={data.page} size={data.size} total={data.total} onChange={(page) => set({ page })} />}
    </>
  );
}

const Total = styled.p(({ theme }) => ({ margin: '0 0 8px', fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
