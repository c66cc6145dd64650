'use client';

import { useEffect } from 'react';
import { postCrashLog } from '@/components/error/post-crash-log';

/**
 * 루트 레이아웃까지 죽었을 때. 테마·Emotion 공급자가 없으므로 인라인 스타일만 쓴다.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    void postCrashLog(error);
  }, [error]);
  return (
    <html lang="ko">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>
        <title>오류 | 그로스몰</title>
        <main role="alert" style={{ maxWidth: 480, margin: '0 auto', padding: '64px 20px', textAlign: 'center' }}>
          <p>화면을 표시하는 중 문제가 발생했습니다.</p>
          <button type="button" onClick={() => retry()} style={{ marginTop: 16, height: 48, padding: '0 16px' }}>
            다시 시도
          </button>
        </main>
      </body>
    </html>
  );
}
