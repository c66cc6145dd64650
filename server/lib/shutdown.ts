import type { Server } from 'node:http';
import type { Worker } from '../jobs/worker';
import type { Logger } from './logger';

type Graceful = {
  server: Pick<Server, 'close' | 'closeAllConnections'>;
  worker: Worker;
  closeDatabase: () => Promise<void>;
  lifecycle: { draining: boolean };
  graceMs: number;
  logger: Logger;
};

/**
 * SIGTERM 한 번의 순서: 준비 안 됨(/v1/health/ready 503)으로 바꾸고, 새 연결을 받지 않으며(쉬는 연결은 닫는다),
 * 새 작업 바퀴를 잡지 않는다. 하던 요청과 작업 바퀴는 유예 시간 안에 마치게 두고, 다 마치면 DB 를 닫고 0.
 * 유예를 넘기면 남은 연결을 끊고 1: 무엇이 끝나지 않았는지 기록에 남는다
 */
export async function shutDownGracefully(g: Graceful): Promise<number> {
  g.lifecycle.draining = true;
  const started = performance.now();
  const requests = new Promise<void>((resolve) => g.server.close(() => resolve()));
  let requestsDone = false;
  let jobsDone = false;
  const work = Promise.all([requests.then(() => (requestsDone = true)), g.worker.stop().then(() => (jobsDone = true))]);
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    work.then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), g.graceMs))),
  ]);
  clearTimeout(timer);
  if (!finished) {
    g.logger.error({ graceMs: g.graceMs, requestsDone, jobsDone }, 'shutdown grace period exceeded: closing remaining connections');
    g.server.closeAllConnections();
  }
  await g.closeDatabase().catch((err: unknown) => g.logger.warn({ err }, 'database close failed during shutdown'));
  g.logger.info({ ms: Math.round(performance.now() - started), clean: finished }, 'shut down');
  return finished ? 0 : 1;
}
