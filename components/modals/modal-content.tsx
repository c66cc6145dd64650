'use client';

import { InquiryWriteModal } from '@/components/qnas/inquiry-write-modal';
import { ReviewWriteModal } from '@/components/reviews/review-write-modal';
import { closeModal, type ModalState } from '@/lib/modal';

/** 열린 모달 하나를 그린다. ModalHost 가 모달이 처음 열릴 때에야 이 파일을 불러온다 */
export default function ModalContent({ modal }: { modal: ModalState }) {
  if (modal.kind === 'inquiryWrite') {
    return <InquiryWriteModal serviceId={modal.serviceId} category={modal.category} onClose={closeModal} />;
  }
  return <ReviewWriteModal serviceId={modal.serviceId} onClose={closeModal} />;
}
