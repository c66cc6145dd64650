'use client';

import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore } from 'react';
import { closeModal, getModalState, subscribeModal, syncModalFromLocation } from '@/lib/modal';

// 모달은 열 때만 불러온다: 모든 화면의 첫 번들을 가볍게
const InquiryWriteModal = dynamic(() => import('@/components/qnas/inquiry-write-modal').then((m) => m.InquiryWriteModal), {
  ssr: false,
});
const ReviewWriteModal = dynamic(() => import('@/components/reviews/review-write-modal').then((m) => m.ReviewWriteModal), {
  ssr: false,
});

/** ?modal=inquiryWrite|reviewWrite 를 보고 전체 화면 모달을 띄운다. 뒤로 가기로 주소가 바뀌면 닫힌다 */
export function ModalHost() {
  const modal = useSyncExternalStore(subscribeModal, getModalState, () => null);
  useEffect(() => {
    syncModalFromLocation();
    const onPop = () => syncModalFromLocation();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  if (!modal) return null;
  if (modal.kind === 'inquiryWrite') {
    return <InquiryWriteModal serviceId={modal.serviceId} category={modal.category} onClose={closeModal} />;
  }
  return <ReviewWriteModal serviceId={modal.serviceId} onClose={closeModal} />;
}
