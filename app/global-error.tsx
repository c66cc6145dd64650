'use client';

import { useEffect } from 'react';

/**
 * 루트 레이아웃까지 죽었을 때. 테마·Emotion 공급자가 없으므로 인라인 스타일만 쓴다.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  // 보내는 코드는 화면이 죽었을 때만 불러온다(이 파일은 모든 화면의 첫 JS 에 실린다). 불러오지 못해도 화면은 그대로다
  useEffect(() => {
    import('@/components/error/post-crash-log').then(
      ({ postCrashLog }) => postCrashLog(error),
      () => undefined,
    );
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
