'use client';

import { useEffect } from 'react';
import { CrashFallback } from '@/components/error/crash-fallback';
import { postCrashLog } from '@/components/error/post-crash-log';

/** 경로 단위 오류 화면. 헤더는 루트 레이아웃에 있어 그대로 남는다. */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    void postCrashLog(error);
  }, [error]);
  return <CrashFallback onRetry={retry} />;
}
