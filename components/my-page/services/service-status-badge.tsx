'use client';

import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import type { ServiceStatus } from '@/lib/schemas/purchases';
import { SERVICE_STATUS_LABELS } from '@/lib/schemas/services';

const TONES: Record<ServiceStatus, BadgeTone> = {
  WAITING: 'waiting',
  IN_PROGRESS: 'info',
  COMPLETED: 'done',
  PARTIAL: 'done',
  FAILED: 'neutral',
  CANCELED: 'neutral',
};

/** 서비스 상태 배지: 글자는 계약의 SERVICE_STATUS_LABELS */
export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  return <StatusBadge tone={TONES[status]}>{SERVICE_STATUS_LABELS[status]}</StatusBadge>;
}
