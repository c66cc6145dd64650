'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { adminOutboxQuery, type AdminOutboxFilter } from '@/lib/api/admin-notifications';
import {
  AdminOutboxListQuerySchema,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATUS_LABELS,
  type AdminOutboxItem,
  type NotificationStatus,
} from '@/lib/schemas/notifications';
import { Badge, Card, CardHead, CardMeta, CardTitle, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { DataTable, type DataColumn } from '../tables/data-table';
import { TableToolbar } from '../tables/table-toolbar';
import { useTableQuery } from '../tables/use-table-query';
import { OutboxFilters } from './outbox-filters';

const SIZE = 20;
const KEYS = ['channel', 'status', 'memberId', 'recipient', 'from', 'to'] as const;

/** 보냈으면 초록, 끝내 실패했으면 빨강. 대체 발송은 보냈지만 알림톡이 아니었다는 뜻이라 따로 두지 않는다 */
export const STATUS_TONE: Record<NotificationStatus, string | undefined> = { QUEUED: undefined, SENT: 'on', FELL_BACK: 'on', FAILED: 'off', CANCELLED: undefined };

/** 알림은 알림 상세로, 메일함에만 있는 메일은 메일 상세(다시 보내기가 있는 곳)로 */
export const detailHref = (i: AdminOutboxItem) => (i.source === 'MAIL' ? `/admin/mails/${i.id}` : `/admin/notifications/${i.id}`);

const sentAt = (i: AdminOutboxItem) => <time dateTime={i.createdAt}>{formatSeoul(i.createdAt)}</time>;
const title = (i: AdminOutboxItem) => <Link href={detailHref(i)}>{i.title}</Link>;
const status = (i: AdminOutboxItem) => <Badge data-tone={STATUS_TONE[i.status]}>{NOTIFICATION_STATUS_LABELS[i.status]}</Badge>;

const COLUMNS: DataColumn<AdminOutboxItem>[] = [
  { key: 'createdAt', header: '일시', cell: sentAt, width: 150 },
  { key: 'channel', header: '경로', cell: (i) => NOTIFICATION_CHANNEL_LABELS[i.channel] },
  { key: 'recipient', header: '받는 사람', cell: (i) => i.recipient },
  { key: 'title', header: '내용', cell: title },
  { key: 'status', header: '상태', cell: status },
  { key: 'attempts', header: '시도', align: 'end', cell: (i) => `${i.attempts}회` },
  { key: 'lastError', header: '마지막 오류', cell: (i) => <ErrorText>{i.lastError ?? '-'}</ErrorText> },
];

/**
 * /admin/notifications: 발송함. 회원에게 간 알림톡·문자와 메일을 한 목록에 최신순으로.
 * 넓은 화면은 표, 휴대폰은 카드. 거르기·쪽은 주소에 남는다.
 */
export function AdminOutboxList() {
  const table = useTableQuery<AdminOutboxFilter>({ keys: KEYS, schema: AdminOutboxListQuerySchema });
  // 발송함은 늘 최신순이라 정렬이 없다: 주소에 sort 가 남아 있어도 api 에 싣지 않는다
  const query = { ...table.filter, page: table.page, size: SIZE };
  const list = useQuery(adminOutboxQuery(query));
  const items = list.data?.items ?? [];

  return (
    <>
      <PageHead title="발송함" />
      <OutboxFilters value={table.filter} onChange={table.setFilter} />
      <TableToolbar total={list.data?.total} />
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0} emptyText="조건에 맞는 발송 내역이 없습니다.">
        <DataTable
          label="발송 목록"
          columns={COLUMNS}
          rows={items}
          rowKey={(i) => `${i.source}-${i.id}`}
          renderCard={(i) => (
            <Card key={`${i.source}-${i.id}`}>
              <CardHead>
                <CardTitle>{title(i)}</CardTitle>
                {status(i)}
              </CardHead>
              <CardMeta>
                <span>{NOTIFICATION_CHANNEL_LABELS[i.channel]}</span>
                <span>{i.recipient}</span>
                {sentAt(i)}
              </CardMeta>
              <CardMeta>
                <span>{`시도 ${i.attempts}회`}</span>
                {i.lastError && <ErrorText>{`마지막 오류: ${i.lastError}`}</ErrorText>}
              </CardMeta>
            </Card>
          )}
        />
        <Pager page={table.page} size={SIZE} total={list.data?.total ?? 0} onChange={table.setPage} />
      </ListState>
    </>
  );
}

// 제공자의 오류 문구는 길고 띄어쓰기가 없을 수 있다: 칸을 넘지 않게 끊는다
const ErrorText = styled.span({ wordBreak: 'break-all' });
