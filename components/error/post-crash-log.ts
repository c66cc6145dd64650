import type { CrashLog } from '@/lib/schemas/log';

/** CrashLogSchema 의 길이 한도. 넘치면 /api/log 가 400 으로 버리므로 미리 자른다. */
const LIMIT = { error: 4000, errorInfo: 8000, userAgent: 512 };

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ? `${error.message}\n${error.stack}` : error.message;
  return String(error);
}

/**
 * 화면이 죽었을 때 웹 서버의 /api/log 로 보낸다(docs/product.md, Calls and failures).
 * 로그 전송이 실패해도 화면에는 아무 영향이 없어야 하므로 오류는 삼킨다.
 */
export function postCrashLog(error: unknown, errorInfo?: string): Promise<void> {
  const body: CrashLog = {
    error: describe(error).slice(0, LIMIT.error),
    errorInfo: errorInfo?.slice(0, LIMIT.errorInfo),
    userAgent: navigator.userAgent.slice(0, LIMIT.userAgent),
  };
  return fetch(new URL('/api/log', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}
