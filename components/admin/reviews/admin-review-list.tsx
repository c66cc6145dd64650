'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminReviewsQuery, type AdminReviewFilter } from '@/lib/api/admin-reviews';
import { AdminReviewQuerySchema } from '@/lib/schemas/reviews';
import { Filters, ListState, Cards, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { TableToolbar } from '../tables/table-toolbar';
import { useTableQuery } from '../tables/use-table-query';
import { AdminReviewRow } from './admin-review-row';

type Choice = '' | 'true' | 'false';
type ReviewFilter = Omit<AdminReviewFilter, 'page' | 'sort'>;
const KEYS = ['hidden', 'photo', 'from', 'to'] as const;

/**
 * /admin/reviews: 후기 목록(숨김·사진·작성일 필터, 정렬), 숨기기·다시 보이기, 사진 적립금 지급.
 * 후기는 내용·사진·버튼이 길어 넓은 화면에서도 카드로 두고, 조건·정렬·쪽은 주소에 둔다.
 */
export function AdminReviewList() {
  const table = useTableQuery<ReviewFilter>({ keys: KEYS, schema: AdminReviewQuerySchema });
  const filter: AdminReviewFilter = table.query;
  const query = useQuery({ ...adminReviewsQuery(filter), placeholderData: keepPreviousData });
  const set = (patch: Partial<ReviewFilter>) => table.setFilter({ ...table.filter, ...patch });
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
        <label>
          정렬
          <select value={table.sort ?? ''} onChange={(e) => table.setSort(e.target.value || undefined)}>
            <option value="">최신순</option>
            <option value="createdAt">오래된 순</option>
            <option value="-rating">별점 높은 순</option>
            <option value="rating">별점 낮은 순</option>
          </select>
        </label>
      </Filters>
      <TableToolbar total={data?.total} exportProps={{ path: '/admin/reviews/export', query: filter, fallbackName: 'reviews' }} />
      <ListState isPending={query.isPending} error={query.error} isEmpty={data?.items.length === 0}>
        <Cards>
          {data?.items.map((review) => (
            <AdminReviewRow key={review.id} review={review} />
          ))}
        </Cards>
      </ListState>
      {data && <Pager page={data.page} size={data.size} total={data.total} onChange={table.setPage} />}
    </>
  );
}
