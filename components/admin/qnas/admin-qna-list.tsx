'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { QnaStatusBadge } from '@/components/qnas/qna-status-badge';
import { adminQnasQuery, type AdminQnaFilter } from '@/lib/api/admin-qnas';
import { useListFilter } from '@/hooks/use-list-filter';
import { Card, CardHead, CardMeta, CardTitle, Cards, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { AdminQnaFilters } from './admin-qna-filters';

const SIZE = 20;

/** /admin/qnas: 답변 대기 먼저, 오래 기다린 순. 제목을 누르면 상세와 답변 폼 */
export function AdminQnaList() {
  const { filter, page, setPage, changeFilter } = useListFilter<AdminQnaFilter>({});
  const list = useQuery(adminQnasQuery({ ...filter, page, size: SIZE }));
  const items = list.data?.items ?? [];

  return (
    <>
      <PageHead title="1:1 문의" />
      <AdminQnaFilters
        value={filter}
        onChange={changeFilter}
      />
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <Cards aria-label="문의 목록">
          {items.map((q) => (
            <Card key={q.id}>
              <CardHead>
                <CardTitle>
                  <Link href={`/admin/qnas/${q.id}`}>{q.title}</Link>
                </CardTitle>
                <QnaStatusBadge status={q.status} />
              </CardHead>
              <CardMeta>
                <span>{q.categoryLabel}</span>
                {q.productName && <span>{`${q.serviceId} ${q.productName}`}</span>}
              </CardMeta>
              <CardMeta>
                <span>{q.memberEmail ?? `회원 #${q.memberId}`}</span>
                {q.receiveEmail && <span>메일 수신</span>}
                <time dateTime={q.createdAt}>{formatSeoul(q.createdAt)}</time>
              </CardMeta>
            </Card>
          ))}
        </Cards>
        <Pager page={page} size={SIZE} total={list.data?.total ?? 0} onChange={setPage} />
      </ListState>
    </>
  );
}
