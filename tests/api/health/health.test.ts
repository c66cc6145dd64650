import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import type { AppDeps } from '../../../server/lib/context';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// 살아 있음과 준비됨: 준비됨은 DB·마이그레이션·(있으면) Redis 를 보고, 내리는 중이면 503

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** PING 에 +PONG 으로 답하는 가짜 Redis(RESP 한 줄). AUTH 는 비밀번호가 맞을 때만 +OK */
async function fakeRedis(password?: string) {
  const seen: string[] = [];
  const server = createServer((socket) => {
    socket.on('data', (d: Buffer) => {
      const text = d.toString();
      seen.push(text);
      if (text.includes('AUTH')) socket.write(password && text.includes(password) ? '+OK\r\n' : '-WRONGPASS invalid password\r\n');
      if (text.includes('PING') && (!password || text.includes(password))) socket.write('+PONG\r\n');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { port, seen, close: () => new Promise((r) => server.close(r)) };
}

/** 같은 DB 위의 다른 앱(설정·상태만 다르게): 시험마다 DB 를 새로 열지 않는다 */
function appWith(over: Partial<AppDeps> & { env?: Record<string, string> } = {}) {
  const { env, ...deps } = over;
  const app = createApp({ ...t.deps, ...(env ? { config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_INTERNAL_URL: '', ...env }) } : {}), ...deps });
  return async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
}

describe('GET /v1/health/live · /v1/health/ready', () => {
  it('live 는 DB 를 보지 않고 200, ready 는 DB 와 마이그레이션을 보고 200', async () => {
    const live = await t.json('GET', '/v1/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: 'ok' });
    const ready = await t.json('GET', '/v1/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', draining: false, checks: { database: { ok: true }, migrations: { ok: true } } });
    expect(ready.body.checks.redis).toBeUndefined();
    // 예전 건강 확인도 그대로
    expect((await t.json('GET', '/v1/mains/health-check')).status).toBe(200);
  });

  it('내리는 중(draining)이면 ready 는 503, live 는 200', async () => {
    const get = appWith({ lifecycle: { draining: true } });
    const ready = await get('/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', draining: true, checks: { database: { ok: true } } });
    // 내리는 중에 답한 연결은 닫게 한다: 다음 요청은 다른 인스턴스로
    expect(ready.headers.get('connection')).toBe('close');
    expect((await get('/v1/health/live')).status).toBe(200);
  });

  it('이 빌드의 마이그레이션이 다 적용되지 않았으면 ready 503(까닭은 응답이 아니라 기록에)', async () => {
    const last = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const rows = await t.db.execute<{ id: number; hash: string; created_at: string }>(sql`select id, hash, created_at from drizzle.__drizzle_migrations where created_at = ${last}`);
    const row = (Array.isArray(rows) ? rows : (rows as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows)[0]!;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const ready = await t.json('GET', '/v1/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.checks).toEqual({ database: { ok: true }, migrations: { ok: false } });
    } finally {
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`);
    }
    expect((await t.json('GET', '/v1/health/ready')).status).toBe(200);
  });

  it('DB 가 답하지 않으면 ready 503, live 는 200', async () => {
    const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const get = appWith({ db: down });
    const ready = await get('/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ database: { ok: false }, migrations: { ok: false } });
    expect(JSON.stringify(ready.body)).not.toContain('connection refused');
    expect((await get('/v1/health/live')).status).toBe(200);
  });

  it('REDIS_URL 이 있으면 Redis 의 PING 도 본다: 비밀번호는 AUTH 로, 틀리거나 닿지 않으면 503', async () => {
    const redis = await fakeRedis('s3cret-pass');
    try {
      const good = appWith({ env: { REDIS_URL: `redis://:s3cret-pass@127.0.0.1:${redis.port}/0` } });
      const ok = await good('/v1/health/ready');
      expect(ok.status).toBe(200);
      expect(ok.body.checks.redis).toEqual({ ok: true });
      expect(redis.seen.join('')).toContain('AUTH');

      const refused = await appWith({ env: { REDIS_URL: `redis://:nope@127.0.0.1:${redis.port}` } })('/v1/health/ready');
      expect(refused.status).toBe(503);
      expect(refused.body.checks.redis).toEqual({ ok: false });

      await redis.close();
      const gone = await good('/v1/health/ready');
      expect(gone.status).toBe(503);
      expect(gone.body.checks.redis).toEqual({ ok: false });
    } finally {
      await redis.close().catch(() => {});
    }
  });
});
