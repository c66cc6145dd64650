'use client';

import { InquiryWriteModal } from '@/components/qnas/inquiry-write-modal';
import { QueryProvider } from '@/components/query-provider';
import { ReviewWriteModal } from '@/components/reviews/review-write-modal';
import { closeModal, type ModalState } from '@/lib/modal';

/**
 * 열린 모달 하나를 그린다. ModalHost 가 모달이 처음 열릴 때에야 이 파일을 불러온다.
 * 모달은 화면 밖(앱 틀)에 그려지므로 react-query 를 여기서 감싼다: 클라이언트는 화면들과 같은 하나라, 쓰고 나서 비운 목록이 화면에도 보인다
 */
export default function ModalContent({ modal }: { modal: ModalState }) {
  return (
    <QueryProvider>
      {modal.kind === 'inquiryWrite' ? (
        <InquiryWriteModal serviceId={modal.serviceId} category={modal.category} onClose={closeModal} />
      ) : (
        <ReviewWriteModal serviceId={modal.serviceId} onClose={closeModal} />
      )}
    </QueryProvider>
  );
}
