'use client';

import { TASK_STATUS_LABELS, type TaskStatus } from '@/lib/schemas/fulfilment';
import { Badge } from '../admin-list-parts';

const PARTIAL_LABEL = '부분 완료';
const TONE: Record<TaskStatus, string | undefined> = { 0: undefined, 1: undefined, 2: 'on', [-1]: 'off', [-2]: undefined };

/** 작업 상태(대기·진행 중·완료·부분 완료·실패·취소)와 확인 필요 표시. label 은 api 의 statusLabel(덜 채운 완료는 '부분 완료') */
export function TaskStatusBadge({ status, label, needsAttention }: { status: TaskStatus; label?: string; needsAttention?: boolean }) {
  // api 의 statusLabel 은 상태 이름과 같거나, 덜 채운 완료일 때만 '부분 완료'로 다르다
  const text = label === PARTIAL_LABEL && status === 2 ? PARTIAL_LABEL : TASK_STATUS_LABELS[status];
  return (
    <span>
      <Badge data-tone={text === PARTIAL_LABEL ? 'off' : TONE[status]}>{text}</Badge>
      {needsAttention && (
        <>
          {' '}
          <Badge data-tone="off">확인 필요</Badge>
        </>
      )}
    </span>
  );
}
