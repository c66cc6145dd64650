'use client';

import type { InquiryCategory } from '@/lib/schemas/qnas';
import { FullScreenModal } from '@/components/ui/full-screen-modal';

export type InquiryWriteModalProps = { serviceId: number | null; category: InquiryCategory | null; onClose: () => void };

/** modal=inquiryWrite: 1:1 문의 작성 */
export function InquiryWriteModal({ onClose }: InquiryWriteModalProps) {
  return <FullScreenModal title="1:1 문의 작성" onClose={onClose}>{null}</FullScreenModal>;
}
