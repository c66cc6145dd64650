'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { formatCount } from '@/lib/format';
import type { AdminTaskSummary } from '@/lib/schemas/admin-tasks';
import { TASK_KIND_LABELS, TASK_SOURCE_LABELS } from '@/lib/schemas/fulfilment';
import { Card, CardHead, CardMeta, CardTitle } from '../admin-list-parts';
import { formatSeoul } from '../seoul-time';
import { taskQuantityText } from './task-quantity';
import { TaskStatusBadge } from './task-status-badge';

/** 휴대폰 폭의 작업 한 줄: 칸이 잘리지 않게 카드로. 번호를 누르면 상세 */
export function TaskCard({ task: t }: { task: AdminTaskSummary }) {
  return (
    <Card>
      <CardHead>
        <CardTitle>
          <Link href={`/admin/tasks/${t.id}`}>
            #{t.id} {t.productName}
          </Link>
        </CardTitle>
        <TaskStatusBadge status={t.status} label={t.statusLabel} needsAttention={t.needsAttention} />
      </CardHead>
      <CardMeta>
        <Target>{t.targetKey}</Target>
        <strong>{taskQuantityText(t)}</strong>
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
  );
}

const Target = styled.span({ wordBreak: 'break-all' });
