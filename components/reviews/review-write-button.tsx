'use client';

import { Button } from '@/components/ui/button';
import { useUser } from '@/hooks/use-user';
import { openModal } from '@/lib/modal';

/** 로그인한 회원에게만 보이는 후기 작성 버튼: ?modal=reviewWrite 로 모달을 연다 */
export function ReviewWriteButton({ serviceId = null }: { serviceId?: number | null }) {
  const { isLoggedIn } = useUser();
  if (!isLoggedIn) return null;
  return (
    <Button type="button" variant="secondary" onClick={() => openModal('reviewWrite', { serviceId })}>
      후기 작성
    </Button>
  );
}
