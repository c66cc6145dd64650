import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { runDoctor } from './stand-ins/doctor';
import { inspectsDatabaseBeforeLaunch, launchRefusal } from './stand-ins/launch';
import { seedsDemo } from './stand-ins/stand-ins';
import { startWorker } from './jobs/worker';
import { createLogger } from './lib/logger';
import { shutDownGracefully } from './lib/shutdown';
import { createMetrics } from './metrics/metrics';
import type { Server } from 'node:http';
import { requireNode } from '../scripts/require-node.mjs';

async function main() {
  // 판은 아래 'api listening' 기록에 남긴다: JSON 기록 사이에 맨 글줄을 끼우지 않게
  requireNode('api', { quiet: true });
  // --check(npm run doctor): 어댑터마다 무엇을 쓰는지와 운영 시작을 막을 까닭을 찍고 끝낸다. 서버는 띄우지 않는다
  if (process.argv.includes('--check')) process.exit(await runDoctor(process.env));
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // --migrate: 마이그레이션만 적용하고 끝낸다(배포의 한 번짜리 단계). 시험용 어댑터 판단은 api 가 뜰 때 한다
  if (process.argv.includes('--migrate')) process.exit(await migrateOnly(config, logger));
  // 운영은 시험용 어댑터와 데모 데이터로 시작하지 않는다(server/stand-ins): 까닭을 모두 한 번에 알리고 멈춘다
  const open = () => openDatabase(config, { onError: (err) => logger.error({ err }, 'database connection lost') });
  const inspected = inspectsDatabaseBeforeLaunch(config) ? open() : null;
  const refusal = await launchRefusal(config, inspected?.db ?? null);
  if (refusal) {
    console.error(refusal);
    await inspected?.close();
    process.exit(1);
  }
  const handle = inspected ?? open();
  // 여러 대면 마이그레이션은 --migrate 한 번(compose 의 migrate 서비스)이 맡고, 인스턴스는 적용된 것을 /v1/health/ready 로 확인한다
  if (config.MIGRATE_ON_START) await handle.migrate();
  const seed = seedsDemo(config);
  if (seed) await seedDemo(handle.db, new Date(), { jwtSecret: config.JWT_SECRET });
  logger.info({ database: handle.kind, seeded: seed }, 'database ready');
  // 카카오는 앱 어드민 키가 있어야 탈퇴한 회원의 연결을 카카오 쪽에서도 끊는다: 없으면 그 일을 하지 않는다고 알린다
  if (config.KAKAO_CLIENT_ID && !config.KAKAO_ADMIN_KEY) {
    logger.warn('KAKAO_ADMIN_KEY is not set: withdrawn members stay connected to the app on Kakao until they disconnect it themselves');
  }

  const lifecycle = { draining: false };
  const deps = { db: handle.db, config, logger, now: () => new Date(), metrics: createMetrics(), lifecycle };
  const app = createApp(deps);
  // 기한이 지난 미결제 구매 만료 (PURCHASE_EXPIRY_INTERVAL_SECONDS 마다)
  const worker = startWorker(deps);
  const server = serve({ fetch: app.fetch, port: config.API_PORT, hostname: config.API_HOST }, (info) =>
    logger.info({ port: info.port, node: process.version }, `api listening on http://localhost:${info.port}`),
  ) as Server;

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    // 두 번째 신호는 무시한다: 유예 안의 종료를 끊지 않게(끝내야 하면 SIGKILL)
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down');
    void shutDownGracefully({ server, worker, closeDatabase: () => handle.close(), lifecycle, graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000, logger }).then((code) =>
      process.exit(code),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

async function migrateOnly(config: Config, logger: ReturnType<typeof createLogger>): Promise<number> {
  const handle = openDatabase(config, { onError: (err) => logger.error({ err }, 'database connection lost') });
  try {
    await handle.migrate();
    logger.info({ database: handle.kind }, 'migrations applied');
    return 0;
  } catch (err) {
    logger.error({ err }, 'migration failed');
    return 1;
  } finally {
    await handle.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
