'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Row, Rows, Section } from '@/components/my-page/purchases/detail-parts';
import { adminTaskQuery } from '@/lib/api/admin-tasks';
import { isApiError } from '@/lib/api/http';
import { formatCount } from '@/lib/format';
import type { AdminTaskSummary } from '@/lib/schemas/admin-tasks';
import { isDropRefill, TASK_KIND_LABELS, TASK_SOURCE_LABELS, TASK_STATUS_LABELS } from '@/lib/schemas/fulfilment';
import { EditorHead, Note } from '../admin-list-parts';
import { formatSeoul } from '../seoul-time';
import { TaskActions } from './task-actions';
import { TaskEvents } from './task-events';
import { RefillQuantity, taskQuantityText } from './task-quantity';
import { TaskStatusBadge } from './task-status-badge';

const line = (label: string, value: ReactNode) =>
  value === null || value === undefined || value === '' ? null : (
    <Row key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Row>
  );

const taskLink = (t: AdminTaskSummary) => (
  <li key={t.id}>
    <Link href={`/admin/tasks/${t.id}`}>
      #{t.id} {TASK_KIND_LABELS[t.kind]} · {taskQuantityText(t)} · {t.status === 2 && t.statusLabel === '부분 완료' ? t.statusLabel : TASK_STATUS_LABELS[t.status]}
    </Link>
  </li>
);

/** /admin/tasks/{id}: 작업의 값, 패널과 주고받은 이력, 서비스·원래 작업·리필 작업, 그리고 조치 */
export function TaskDetailView({ id }: { id: number }) {
  const query = useQuery(adminTaskQuery(id));
  if (isApiError(query.error) && query.error.status === 404) notFound();
  const t = query.data;

  return (
    <>
      <EditorHead title={`작업 #${id}`} backHref="/admin/tasks" />
      {query.isError ? (
        <Note role="alert">작업을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Note>
      ) : !t ? (
        <Note>불러오는 중…</Note>
      ) : (
        <>
          <Section aria-labelledby="task-summary">
            <h2 id="task-summary">{t.productName}</h2>
            <Rows>
              {line('상태', <TaskStatusBadge status={t.status} label={t.status === 2 && t.statusLabel === '부분 완료' ? t.statusLabel : TASK_STATUS_LABELS[t.status]} needsAttention={t.needsAttention} />)}
              {line('종류·출처', `${TASK_KIND_LABELS[t.kind]} · ${TASK_SOURCE_LABELS[t.source]}`)}
              {line('대상', t.targetKey)}
              {line('수량', isDropRefill(t) ? <RefillQuantity /> : `${formatCount(t.quantity)}개`)}
              {t.runs !== null && line('드립피드', `${t.runs}회 · ${t.interval}분 간격`)}
              {line('회원', t.memberEmail ?? (t.memberId ? `#${t.memberId}` : null))}
              {line('패널', t.panelName ? `${t.panelName} (서비스 ${t.panelServiceId ?? '-'})` : null)}
              {line('패널 주문 번호', t.panelOrderId)}
              {line('패널 상태', t.upstreamStatus)}
              {t.startCount !== null && line('시작 수치', formatCount(t.startCount))}
              {t.remains !== null && line('남은 수량', formatCount(t.remains))}
              {line('요금', t.charge ? `${t.charge} ${t.currency ?? ''}` : null)}
              {line('시도 횟수', String(t.attempts))}
              {line('마지막 오류', t.lastError)}
              {line('메모', t.memo)}
              {line('만든 시각', formatSeoul(t.createdAt))}
              {line('보낸 시각', formatSeoul(t.sentAt))}
              {line('끝난 시각', formatSeoul(t.finishedAt))}
            </Rows>
            <TaskActions task={t} />
          </Section>
          {t.service && (
            <Section aria-labelledby="task-service">
              <h2 id="task-service">서비스 #{t.service.id}</h2>
              <Rows>
                {line('상품', t.service.productName)}
                {line('구매', <Link href={`/admin/purchases/${t.service.purchaseId}`}>#{t.service.purchaseId}</Link>)}
                {line('수량', `${formatCount(t.service.quantity)}개 · ${t.service.days}일`)}
                {line('상태', t.service.status)}
              </Rows>
            </Section>
          )}
          {(t.parent || t.children.length > 0) && (
            <Section aria-labelledby="task-related">
              <h2 id="task-related">연결된 작업</h2>
              {t.parent && <p>원래 작업</p>}
              {t.parent && <ul>{taskLink(t.parent)}</ul>}
              {t.children.length > 0 && <p>리필 작업</p>}
              <ul>{t.children.map(taskLink)}</ul>
            </Section>
          )}
          <TaskEvents events={t.events} />
        </>
      )}
    </>
  );
}
