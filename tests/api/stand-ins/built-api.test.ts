import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_STAND_IN_OPT_INS } from '../../../server/stand-ins/all-opt-ins.mjs';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database';

// 빌드한 api(dist/server/index.js)를 운영 변수로 자식 프로세스로 띄워, 시험용 어댑터로는 멈추고(종료 코드와 변수 이름)
// 명시적으로 허용하면 뜨는지(헬스 체크) 본다. 부모의 .env·시험 변수가 새지 않게 env 는 통째로 준다.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ENTRY = path.join(ROOT, 'dist/server/index.js');
const SECRETS = { JWT_SECRET: 'built-api-secret-0123456789abcdefghijklmnop', REVALIDATE_SECRET: 'built-api-revalidate-0123' };

const work = mkdtempSync(path.join(tmpdir(), 'built-api-'));
const children = new Set<ChildProcess>();

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

async function baseEnv(extra: Record<string, string>): Promise<Record<string, string>> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    API_HOST: '127.0.0.1',
    API_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    WEB_INTERNAL_URL: '',
    PGLITE_DIR: path.join(work, 'db'),
    UPLOADS_DIR: path.join(work, 'uploads'),
    OUTBOX_DIR: path.join(work, 'outbox'),
    // 운영이 받는 가장 낮은 비밀번호 해시 비용(OWASP 최소): 데모 계정 넷을 해시하고 맞춰 보는 시간을 줄인다
    ARGON2_MEMORY_KIB: '19456',
    ARGON2_TIME_COST: '2',
    ...extra,
  };
}

type Exit = { code: number | null; stdout: string; stderr: string };

/** 끝날 때까지(최대 60초) 돌리고 종료 코드와 출력을 돌려준다 */
function runToExit(env: Record<string, string>, args: string[] = []): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ENTRY, ...args], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`60초 안에 끝나지 않았습니다:\n${stdout}\n${stderr}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      children.delete(child);
      resolve({ code, stdout, stderr });
    });
  });
}

/** 띄우고 헬스 체크가 200 이 될 때까지 기다린다. 먼저 죽으면 그 출력으로 실패한다 */
async function startUntilHealthy(env: Record<string, string>) {
  const child = spawn(process.execPath, [ENTRY], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((r) => child.on('exit', () => (children.delete(child), r())));
  const base = `http://127.0.0.1:${env.API_PORT}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`api 가 멈췄습니다(${child.exitCode}):\n${output}`);
    const ok = await fetch(`${base}/v1/mains/health-check`).then((r) => r.ok).catch(() => false);
    if (ok) return { base, stop: async () => (child.kill('SIGTERM'), await exited) };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`60초 안에 헬스 체크에 답하지 않았습니다:\n${output}`);
}

let pgDatabase: TestDatabase | null = null;

beforeAll(() => {
  // 지금의 소스로 빌드한다(npm run build:api 와 같은 스크립트)
  const build = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build:api 실패:\n${build.stderr}`);
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await pgDatabase?.destroy();
  rmSync(work, { recursive: true, force: true });
});

describe('빌드한 api – 운영(NODE_ENV=production)은 시험용 어댑터로 시작하지 않는다', () => {
  it('운영 변수만: 종료 코드 1, 한 통의 한국어 메시지가 멈추게 한 변수를 모두 밝히고, 내장 DB 는 만들지도 않는다', async () => {
    const env = await baseEnv({});
    const r = await runToExit(env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('운영 환경(NODE_ENV=production)에서 시작할 수 없습니다');
    for (const name of [
      'DATABASE_URL',
      'ALLOW_EMBEDDED_DATABASE=true',
      'PAYMENTS_PROVIDER',
      'TOSS_SECRET_KEY',
      'ALLOW_TEST_PAYMENTS=true',
      'MAIL_TRANSPORT',
      'SMTP_HOST',
      'SOLAPI_API_KEY',
      'SMS_SENDER_NUMBER',
      'S3_BUCKET',
      'INSTAGRAM_PROVIDER',
      'JWT_SECRET',
      'REVALIDATE_SECRET',
    ]) {
      expect(r.stderr, name).toContain(name);
    }
    expect(existsSync(env.PGLITE_DIR!)).toBe(false);
    // 듣지 않았다
    expect(await fetch(`http://127.0.0.1:${env.API_PORT}/v1/mains/health-check`).then(() => true).catch(() => false)).toBe(false);
  });

  it('데이터베이스와 비밀값만 준 운영: 시험용 어댑터 다섯의 변수를 밝히고 멈춘다(PostgreSQL 이 있으면 DATABASE_URL 로)', async () => {
    let database: Record<string, string> = { ALLOW_EMBEDDED_DATABASE: 'true', PGLITE_DIR: path.join(work, 'db-secrets-only') };
    if (process.env.TEST_DATABASE_URL) {
      pgDatabase = await openTestDatabase();
      database = { DATABASE_URL: pgDatabase.url! };
    }
    const r = await runToExit(await baseEnv({ ...SECRETS, ...database }));
    expect(r.code).toBe(1);
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('  '));
    expect(lines.map((l) => l.trim().split(':')[0])).toEqual(['PAYMENTS_PROVIDER', 'MAIL_TRANSPORT', 'SOLAPI_API_KEY', 'S3_BUCKET', 'INSTAGRAM_PROVIDER']);
  }, 60_000);

  it('어댑터마다 허용한 스테이징은 뜨고 답한다; 같은 DB 를 ALLOW_DEMO_DATA 없이 띄우면 남은 데모 계정 때문에 멈춘다', async () => {
    const dir = path.join(work, 'db-staging');
    const staging = await baseEnv({ ...SECRETS, ...ALL_STAND_IN_OPT_INS, SEED_DEMO: 'true', PGLITE_DIR: dir, FULFILMENT_INTERVAL_SECONDS: '0' });
    const api = await startUntilHealthy(staging);
    try {
      const standIns = await (await fetch(`${api.base}/v1/stand-ins`)).json();
      expect(standIns.production).toBe(true);
      expect(standIns.items[0]).toMatchObject({ adapter: 'payments', notice: '테스트 결제 환경: 실제로 결제되지 않습니다' });
    } finally {
      await api.stop();
    }

    const { ALLOW_DEMO_DATA: _, ...withoutDemo } = ALL_STAND_IN_OPT_INS;
    const r = await runToExit(await baseEnv({ ...SECRETS, ...withoutDemo, PGLITE_DIR: dir }));
    expect(r.code).toBe(1);
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('  '));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('데모 계정 admin@example.com');
    expect(lines[0]).toContain('데모 TOTP 비밀을 쓰는 운영자 admin@example.com');
    expect(lines[0]).toContain('데모 비밀번호를 쓰는 운영자 admin@example.com');
    expect(lines[0]).toContain('ALLOW_DEMO_DATA=true');
  }, 180_000);

  it('--check(npm run doctor): 어댑터마다 판단을 찍고 멈출 설정이면 1, 허용한 설정이면 0. 서버는 띄우지 않는다', async () => {
    const refused = await runToExit(await baseEnv({ ...SECRETS, PGLITE_DIR: path.join(work, 'db-doctor') }), ['--check']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('[시험용(거절)] 결제: 내장 테스트 결제창');
    expect(refused.stdout).toContain('[시험용(거절)] 데이터베이스');
    expect(refused.stdout).toContain('결과: 운영으로 시작할 수 없습니다.');

    const env = await baseEnv({ ...SECRETS, ...ALL_STAND_IN_OPT_INS, PGLITE_DIR: path.join(work, 'db-doctor') });
    const allowed = await runToExit(env, ['--check']);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toContain('[시험용(허용)] 결제: 내장 테스트 결제창 — ALLOW_TEST_PAYMENTS=true 로 허용됨');
    expect(allowed.stdout).toContain('결과: 운영으로 시작할 수 있습니다.');
    expect(existsSync(env.PGLITE_DIR!)).toBe(false);
  }, 60_000);
});
