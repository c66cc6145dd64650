import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiFailureLog } from '@/lib/schemas/log';

export const API = 'http://localhost:4000/v1';
export const LOG_URL = 'http://localhost:3000/api/log';

/** 웹 테스트가 함께 쓰는 msw 서버. 처리기가 없는 요청은 실패로 본다: 예상 밖 호출을 놓치지 않게. */
export const server = setupServer();

/** /api/log 로 온 본문을 모은다. fetch 가 보내고 잊는 호출이라 도착을 기다리는 함수도 준다. */
export function captureLogs() {
  const logs: ApiFailureLog[] = [];
  const waiters: Array<() => void> = [];
  server.use(
    mswHttp.post(LOG_URL, async ({ request }) => {
      logs.push((await request.json()) as ApiFailureLog);
      waiters.splice(0).forEach((wake) => wake());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const waitFor = async (count: number) => {
    while (logs.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return logs;
  };
  return { logs, waitFor };
}
