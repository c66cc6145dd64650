'use client';

import { useEffect } from 'react';
import { CrashFallback } from '@/components/error/crash-fallback';

/** 경로 단위 오류 화면. 헤더는 루트 레이아웃에 있어 그대로 남는다. */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  // 보내는 코드는 화면이 죽었을 때만 불러온다(이 파일은 모든 화면의 첫 JS 에 실린다). 불러오지 못해도 화면은 그대로다
  useEffect(() => {
    import('@/components/error/post-crash-log').then(
      ({ postCrashLog }) => postCrashLog(error),
      () => undefined,
    );
  }, [error]);
  return <CrashFallback onRetry={retry} />;
}
