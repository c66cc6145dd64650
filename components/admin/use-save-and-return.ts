'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';

/** 저장이 끝나면 목록으로 돌아가고, 실패하면 서버 문구(ApiError.message)를 폼 아래 role="alert" 로 보인다 */
export function useSaveAndReturn(listHref: string) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const run = async (save: () => Promise<unknown>) => {
    setServerError(null);
    try {
      await save();
      router.push(listHref);
    } catch (e) {
      setServerError(serverErrorMessage(e));
    }
  };
  return { serverError, run };
}
