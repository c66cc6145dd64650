'use client';

import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import { QNA_STATUS_LABELS, type QnaStatus } from '@/lib/schemas/qnas';

const TONES: Record<QnaStatus, BadgeTone> = { WAITING: 'waiting', ANSWERED: 'done' };

/** 답변 대기(노랑) / 답변 완료(민트) */
export function QnaStatusBadge({ status }: { status: QnaStatus }) {
  return <StatusBadge tone={TONES[status]}>{QNA_STATUS_LABELS[status]}</StatusBadge>;
}
