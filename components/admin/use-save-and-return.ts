'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type ServerErrorForm, showServerError } from '@/components/account/server-error-message';

/**
 * 저장이 끝나면 목록으로 돌아간다. 실패하면 칸을 가리킨 거절은 그 칸 아래에,
 * 나머지는 서버 문구(ApiError.message)를 폼 아래 role="alert" 로 보인다
 */
export function useSaveAndReturn(listHref: string) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const run = async <T extends FieldValues>(form: ServerErrorForm<T>, save: () => Promise<unknown>) => {
    setServerError(null);
    try {
      await save();
      router.push(listHref);
    } catch (e) {
      setServerError(showServerError(e, form));
    }
  };
  return { serverError, run };
}
