'use client';

import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';

/**
 * 목록의 삭제·숨김·순서 바꾸기 실패를 목록 위 한 곳(role="alert")에 보인다.
 * 예: 상품이 남은 채널을 지우면 서버의 409 문구가 그대로 나온다.
 */
export function useRowActions() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (e) {
      setError(serverErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}
