'use client';

import { FullScreenModal } from '@/components/ui/full-screen-modal';

export type ReviewWriteModalProps = { serviceId: number | null; onClose: () => void };

/** modal=reviewWrite: 후기 작성 */
export function ReviewWriteModal({ onClose }: ReviewWriteModalProps) {
  return <FullScreenModal title="후기 작성" onClose={onClose}>{null}</FullScreenModal>;
}
