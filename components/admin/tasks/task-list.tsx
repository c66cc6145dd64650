'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { adminTasksQuery, type AdminTaskFilter } from '@/lib/api/admin-tasks';
import { formatCount } from '@/lib/format';
import { TASK_KIND_LABELS, TASK_SOURCE_LABELS } from '@/lib/schemas/fulfilment';
import { useListFilter } from '@/hooks/use-list-filter';
import { Card, CardHead, CardMeta, CardTitle, Cards, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { TaskFilters } from './task-filters';
import { TaskStatusBadge } from './task-status-badge';

const SIZE = 20;

/** /admin/tasks: 거른 작업을 최신순 카드로(휴대폰 폭에서도 칸이 잘리지 않게). 번호를 누르면 상세 */
export function TaskList({ initialFilter = {} }: { initialFilter?: AdminTaskFilter }) {
  const { filter, page, setPage, changeFilter } = useListFilter<AdminTaskFilter>(initialFilter);
  const list = useQuery(adminTasksQuery({ ...filter, page, size: SIZE }));
  const items = list.data?.items ?? [];

  return (
    <>
      <PageHead title="작업 내역" newHref="/admin/tasks/new" newLabel="작업 만들기" />
      <TaskFilters
        value={filter}
        onChange={changeFilter}
      />
      {list.data && <Total>모두 {formatCount(list.data.total)}건</Total>}
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <Cards aria-label="작업 목록">
          {items.map((t) => (
            <Card key={t.id}>
              <CardHead>
                <CardTitle>
                  <Link href={`/admin/tasks/${t.id}`}>
                    #{t.id} {t.productName}
                  </Link>
                </CardTitle>
                <TaskStatusBadge status={t.status} needsAttention={t.needsAttention} />
              </CardHead>
              <CardMeta>
                <Target>{t.targetKey}</Target>
                <strong>{formatCount(t.quantity)}개</strong>
              </CardMeta>
              <CardMeta>
                <span>
                  {TASK_KIND_LABELS[t.kind]} · {TASK_SOURCE_LABELS[t.source]}
                </span>
                {t.serviceId && <span>서비스 #{t.serviceId}</span>}
                <span>{t.memberEmail ?? (t.memberId ? `회원 #${t.memberId}` : '회원 없음')}</span>
              </CardMeta>
              <CardMeta>
                <span>{t.panelName ?? '패널 없음'}</span>
                {t.upstreamStatus && <span>패널 상태 {t.upstreamStatus}</span>}
                {t.startCount !== null && <span>시작 {formatCount(t.startCount)}</span>}
                {t.remains !== null && <span>남음 {formatCount(t.remains)}</span>}
                {t.charge && (
                  <span>
                    요금 {t.charge} {t.currency ?? ''}
                  </span>
                )}
              </CardMeta>
              <CardMeta>
                <span>
                  만듦 <time dateTime={t.createdAt}>{formatSeoul(t.createdAt)}</time>
                </span>
                {t.sentAt && (
                  <span>
                    보냄 <time dateTime={t.sentAt}>{formatSeoul(t.sentAt)}</time>
                  </span>
                )}
                {t.finishedAt && (
                  <span>
                    끝남 <time dateTime={t.finishedAt}>{formatSeoul(t.finishedAt)}</time>
                  </span>
                )}
              </CardMeta>
            </Card>
          ))}
        </Cards>
        <Pager page={page} size={SIZE} total={list.data?.total ?? 0} onChange={setPage} />
      </ListState>
    </>
  );
}

const Target = styled.span({ wordBreak: 'break-all' });
const Total = styled.p(({ theme }) => ({ marginBottom: 8, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
