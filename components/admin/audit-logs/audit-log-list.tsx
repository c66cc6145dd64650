'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AUDIT_LOG_EXPORT_PATH, adminAuditLogsQuery, type AuditLogFilter } from '@/lib/api/admin-audit-logs';
import { AuditLogListQuerySchema, type AuditLog } from '@/lib/schemas/audit-logs';
import { Card, CardHead, CardMeta, CardTitle, ListState, PageHead } from '../admin-list-parts';
import { Pager } from '../pager';
import { formatSeoul } from '../seoul-time';
import { DataTable, type DataColumn } from '../tables/data-table';
import { TableToolbar } from '../tables/table-toolbar';
import { useTableQuery } from '../tables/use-table-query';
import { AuditLogDetail, actorRoleLabel } from './audit-log-detail';
import { AuditLogFilters } from './audit-log-filters';
import { ActorWords, kindWords, TargetWords } from './audit-words';

const SIZE = 20;
const KEYS = ['operator', 'kind', 'from', 'to'] as const;

/** /admin/audit-logs: 운영자의 쓰기 기록. 거르기·정렬·쪽은 주소에, 줄을 고르면 이전·이후 값을 아래에 */
export function AuditLogList() {
  const table = useTableQuery<AuditLogFilter>({ keys: KEYS, schema: AuditLogListQuerySchema });
  const query = { ...table.query, size: SIZE };
  const list = useQuery(adminAuditLogsQuery(query));
  const items = list.data?.items ?? [];
  const [picked, setPicked] = useState<AuditLog | null>(null);
  const open = (l: AuditLog) => (
    <Button type="button" variant="secondary" aria-label={`기록 #${l.id} 자세히`} onClick={() => setPicked(l)}>
      자세히
    </Button>
  );

  const columns: DataColumn<AuditLog>[] = [
    { key: 'createdAt', header: '일시', sortable: true, firstOrder: 'desc', cell: (l) => <time dateTime={l.createdAt}>{formatSeoul(l.createdAt)}</time> },
    {
      key: 'actor',
      header: '운영자',
      cell: (l) => (
        <>
          <ActorWords log={l} /> · {actorRoleLabel(l.actorRole)}
        </>
      ),
    },
    { key: 'kind', header: '종류', sortable: true, cell: (l) => kindWords(l.kind) },
    { key: 'target', header: '대상', cell: (l) => <TargetWords log={l} /> },
    { key: 'summary', header: '내용', cell: (l) => l.summary },
    { key: 'detail', header: '자세히', cell: open },
  ];

  return (
    <>
      <PageHead title="작업 기록" />
      <AuditLogFilters value={table.filter} onChange={table.setFilter} />
      <TableToolbar total={list.data?.total} exportProps={{ path: AUDIT_LOG_EXPORT_PATH, query, fallbackName: 'audit-logs' }} />
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <DataTable
          label="작업 기록 목록"
          columns={columns}
          rows={items}
          rowKey={(l) => l.id}
          sort={table.sort ?? '-createdAt'}
          onSort={table.toggleSort}
          renderCard={(l) => (
            <Card key={l.id}>
              <CardHead>
                <CardTitle>{l.summary}</CardTitle>
              </CardHead>
              <CardMeta>
                <span>{kindWords(l.kind)}</span>
                <span>
                  <TargetWords log={l} />
                </span>
              </CardMeta>
              <CardMeta>
                <span>
                  <ActorWords log={l} /> · {actorRoleLabel(l.actorRole)}
                </span>
                <time dateTime={l.createdAt}>{formatSeoul(l.createdAt)}</time>
              </CardMeta>
              {open(l)}
            </Card>
          )}
        />
        <Pager page={table.page} size={SIZE} total={list.data?.total ?? 0} onChange={table.setPage} />
      </ListState>
      {picked && <AuditLogDetail log={picked} onClose={() => setPicked(null)} />}
    </>
  );
}
