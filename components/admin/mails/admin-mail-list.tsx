'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Badge, Card, CardMeta, CardTitle, Cards, Filters, ListState, PageHead } from '@/components/admin/admin-list-parts';
import { Pager } from '@/components/admin/pager';
import { formatSeoul } from '@/components/admin/seoul-time';
import { adminMailsQuery, type AdminMailFilter } from '@/lib/api/admin-mails';
import { MAIL_STATUS_LABELS, MAIL_STATUSES, MAIL_TEMPLATE_LABELS, type MailStatus } from '@/lib/schemas/member-info';

const SIZE = 20;
const TONE: Record<MailStatus, string | undefined> = { PENDING: undefined, SENT: 'on', FAILED: 'off' };

/** 관리자 메일함: 아웃박스의 메일(받는 사람, 제목, 종류, 상태, 보낸 방식, 시각) */
export function AdminMailList() {
  const [filter, setFilter] = useState<AdminMailFilter>({ page: 1, size: SIZE });
  const query = useQuery(adminMailsQuery(filter));
  const change = (next: Partial<AdminMailFilter>) => setFilter((f) => ({ ...f, ...next, page: next.page ?? 1 }));
  const items = query.data?.items ?? [];

  return (
    <>
      <PageHead title="메일함" />
      <Filters>
        <select aria-label="상태" value={filter.status ?? ''} onChange={(e) => change({ status: (e.target.value || undefined) as MailStatus | undefined })}>
          <option value="">전체 상태</option>
          {MAIL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {MAIL_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <select aria-label="종류" value={filter.template ?? ''} onChange={(e) => change({ template: e.target.value || undefined })}>
          <option value="">전체 종류</option>
          {Object.entries(MAIL_TEMPLATE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <input type="search" aria-label="받는 주소" placeholder="받는 주소" defaultValue={filter.to ?? ''} onChange={(e) => change({ to: e.target.value.trim() || undefined })} />
      </Filters>
      <ListState isPending={query.isPending} error={query.error} isEmpty={items.length === 0}>
        <Cards aria-label="메일 목록">
          {items.map((m) => (
            <Card key={m.id}>
              <CardTitle>
                <MailLink href={`/admin/mails/${m.id}`}>{m.subject}</MailLink>
              </CardTitle>
              <CardMeta>
                <span>{m.to}</span>
                <span>{MAIL_TEMPLATE_LABELS[m.template] ?? m.template}</span>
                <Badge data-tone={TONE[m.status]}>{MAIL_STATUS_LABELS[m.status]}</Badge>
                {m.transport && <span>{m.transport === 'smtp' ? 'SMTP' : '아웃박스'}</span>}
                <time dateTime={m.sentAt ?? m.createdAt}>{formatSeoul(m.sentAt ?? m.createdAt)}</time>
              </CardMeta>
            </Card>
          ))}
        </Cards>
      </ListState>
      {query.data && <Pager page={query.data.page} size={query.data.size} total={query.data.total} onChange={(page) => change({ page })} />}
    </>
  );
}

const MailLink = styled(Link)(({ theme }) => ({ color: theme.color.text }));
