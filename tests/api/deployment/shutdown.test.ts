import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type Job } from '../../../server/jobs/worker';
import type { AppDeps } from '../../../server/lib/context';
import { createLogger } from '../../../server/lib/logger';
import { shutDownGracefully } from '../../../server/lib/shutdown';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database';

// SIGTERM: 새 연결·새 작업 바퀴를 받지 않고, 하던 요청과 작업 바퀴는 유예 시간 안에 마친 뒤 0 으로 끝난다.
// 빌드한 api(dist/server/index.js)를 자식 프로세스로 띄워 요청 하나를 반쯤 보낸 채 SIGTERM 을 보낸다.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ENTRY = path.join(ROOT, 'dist/server/index.js');
const work = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
const children = new Set<ChildProcess>();
let pgDatabase: TestDatabase | null = null;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build:api 실패:\n${build.stderr}`);
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await pgDatabase?.destroy();
  rmSync(work, { recursive: true, force: true });
});

describe('빌드한 api 의 SIGTERM', () => {
  it('하던 요청은 끝까지 답하고, 새 연결은 받지 않으며, 종료 코드 0', async () => {
    const port = await freePort();
    let database: Record<string, string> = { PGLITE_DIR: path.join(work, 'db') };
    if (process.env.TEST_DATABASE_URL) {
      pgDatabase = await openTestDatabase();
      database = { DATABASE_URL: pgDatabase.url! };
    }
    const child = spawn(process.execPath, [ENTRY], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        LOG_LEVEL: 'info',
        WEB_INTERNAL_URL: '',
        SHUTDOWN_GRACE_SECONDS: '60',
        UPLOADS_DIR: path.join(work, 'uploads'),
        OUTBOX_DIR: path.join(work, 'outbox'),
        ...database,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => (children.delete(child), r(code))));
    const base = `http://127.0.0.1:${port}`;
    // 바쁜 기계에서는 내장 DB 를 만드는 데 오래 걸린다: 멈추지 않았으면 5분까지 기다린다
    let ready = false;
    for (let i = 0; i < 1200 && !ready; i++) {
      if (child.exitCode !== null) throw new Error(`api 가 멈췄습니다:\n${output}`);
      ready = await fetch(`${base}/v1/health/ready`).then((r) => r.ok).catch(() => false);
      if (!ready) await sleep(250);
    }
    if (!ready) throw new Error(`api 가 준비되지 않았습니다:\n${output}`);

    // 로그인 요청의 본문을 반만 보낸 채 둔다: 서버에서는 처리 중인 요청이다
    const body = JSON.stringify({ email: 'nobody-shutdown@example.com', password: 'Passw0rd!test' });
    const half = Math.floor(body.length / 2);
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${base}/v1/members/login/email`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, half));
      // 서버가 받을 때까지 둔 뒤 SIGTERM, 내리기 시작한 뒤 나머지를 보낸다
      void (async () => {
        await sleep(200);
        child.kill('SIGTERM');
        while (!output.includes('shutting down')) await sleep(20);
        // 새 연결은 받지 않는다
        const refused = await fetch(`${base}/v1/health/live`).then(() => false).catch(() => true);
        expect(refused).toBe(true);
        req.end(body.slice(half));
      })().catch(reject);
    });

    const answered = await response;
    expect(answered.status, output).toBe(401);
    expect(JSON.parse(answered.text)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await exited, output).toBe(0);
    expect(output).toContain('"clean":true');
  }, 420_000);
});

describe('shutDownGracefully', () => {
  // 일꾼은 기록·시계·지표만 쓴다: DB 를 열지 않는다
  const deps = { logger: createLogger('silent'), now: () => new Date() } as AppDeps;

  const fakeServer = () => {
    const s = { closed: false, cut: false, close: (cb?: (err?: Error) => void) => ((s.closed = true), cb?.(), s), closeAllConnections: () => void (s.cut = true) };
    return s;
  };

  it('돌고 있는 작업 바퀴는 마칠 때까지 기다리고, 새 바퀴는 잡지 않는다, 그리고 0', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started = 0;
    let finished = 0;
    const job: Job = {
      name: 'slow',
      intervalSeconds: 0.001,
      run: async () => {
        started++;
        await gate;
        finished++;
      },
    };
    const worker = startWorker(deps, [job]);
    while (started === 0) await sleep(5);
    const lifecycle = { draining: false };
    const server = fakeServer();
    let dbClosed = false;
    let code: number | null = null;
    const done = shutDownGracefully({ server: server as never, worker, closeDatabase: async () => void (dbClosed = true), lifecycle, graceMs: 60_000, logger: createLogger('silent') }).then((c) => (code = c));
    await sleep(50);
    expect(lifecycle.draining).toBe(true);
    expect(server.closed).toBe(true);
    expect(code).toBeNull();
    expect(dbClosed).toBe(false);
    release();
    await done;
    expect(code).toBe(0);
    expect(finished).toBe(1);
    expect(started).toBe(1);
    expect(dbClosed).toBe(true);
    expect(server.cut).toBe(false);
  });

  it('유예를 넘기면 남은 연결을 끊고 1', async () => {
    const job: Job = { name: 'stuck', intervalSeconds: 0.001, run: () => new Promise<void>(() => {}) };
    const worker = startWorker(deps, [job]);
    await sleep(20);
    const server = fakeServer();
    const code = await shutDownGracefully({ server: server as never, worker, closeDatabase: async () => {}, lifecycle: { draining: false }, graceMs: 100, logger: createLogger('silent') });
    expect(code).toBe(1);
    expect(server.cut).toBe(true);
  });
});
