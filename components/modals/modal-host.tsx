'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { getModalState, subscribeModal, syncModalFromLocation } from '@/lib/modal';

// 모달(폼, zod, 요청 코드)은 처음 열릴 때 불러온다. next/dynamic 이 아니라 React.lazy 인 것은
// 모든 화면의 첫 번들에 next 의 동적 로더를 싣지 않으려고(npm run bench 의 first-load JS)
const ModalContent = lazy(() => import('./modal-content'));

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
  return (
    <Suspense fallback={null}>
      <ModalContent modal={modal} />
    </Suspense>
  );
}
