import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { paymentFixtures, type PaymentFixtures } from '../payments/fixtures';
import { ALL_STAND_IN_OPT_INS } from '../../../server/stand-ins/all-opt-ins.mjs';

// PostgreSQL 위에서 돌므로 내장 DB 허용만 뺀 나머지 허용 묶음
const { ALLOW_EMBEDDED_DATABASE: _embedded, ...adapterOptIns } = ALL_STAND_IN_OPT_INS;

// npm run db:backup / db:restore 를 PostgreSQL 에서: 구매가 들어오는 중에 뜬 백업을 새 데이터베이스에 되살려,
// 백업이 본 순간(내보낸 스냅숏)과 표마다 줄 수가 같고 결제된 구매의 결제·적립금 장부·서비스가 그대로인지,
// 그리고 되살린 데이터베이스로 빌드한 api 가 뜨는지 본다. PGlite 에는 pg_dump 가 없으므로 PostgreSQL 에서만 돈다.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const serverUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), 'backup-restore-'));

type Rows = Record<string, unknown>[];

function node(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const full: Record<string, string> = { PATH: process.env.PATH ?? '', ...env };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: work, env: full as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

async function tablesAndCounts(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ s: string; t: string }>(
    `select table_schema as s, table_name as t from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const out: Record<string, number> = {};
  for (const { s, t } of rows) out[`${s}.${t}`] = (await client.query<{ n: number }>(`select count(*)::int as n from "${s}"."${t}"`)).rows[0]!.n;
  return out;
}

/** 결제된 구매 하나의 구매·결제·장부·서비스 줄(id 순) */
async function purchaseRecord(client: pg.Client, purchaseId: number): Promise<Record<string, Rows>> {
  const q = async (sql: string) => (await client.query(sql, [purchaseId])).rows as Rows;
  return {
    purchase: await q('select * from purchases where id = $1'),
    payments: await q('select * from payments where purchase_id = $1 order by id'),
    attempts: await q('select * from payment_attempts where purchase_id = $1 order by id'),
    ledger: await q('select * from point_ledger where purchase_id = $1 order by id'),
    services: await q('select * from services where purchase_id = $1 order by id'),
    lines: await q('select * from purchase_lines where purchase_id = $1 order by id'),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

let t: TestApp;
let f: PaymentFixtures;
let admin: pg.Client;
const restoredName = `restored_${randomBytes(6).toString('hex')}`;
let restoredUrl = '';

describe.skipIf(!serverUrl)('db:backup → db:restore (PostgreSQL)', () => {
  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`build:api 실패:\n${build.stderr}`);
    t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(7 * 86400) } });
    f = await paymentFixtures(t);
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${restoredName}"`);
    const u = new URL(serverUrl!);
    u.pathname = `/${restoredName}`;
    restoredUrl = u.toString();
  }, 180_000);

  afterAll(async () => {
    await admin?.query(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`).catch(() => {});
    await admin?.end();
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** 카드 결제 한 건(적립금 100원을 써서 장부에도 줄이 남게): 주문서 → 결제 준비 → 승인 */
  async function buy(member: TestMember): Promise<number> {
    const form = await f.orderForm(member, [100]);
    const prepared = await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId, pointToUse: 100 }, member.accessToken);
    if (prepared.status !== 200) throw new Error(`결제 준비: ${prepared.status} ${JSON.stringify(prepared.body)}`);
    const { orderId, amount } = prepared.body;
    const paid = await t.json('POST', '/v1/purchases/card/authorize', { paymentKey: f.paymentKeyFor(orderId, amount), orderId, amount }, member.accessToken);
    if (paid.status !== 200) throw new Error(`승인: ${paid.status} ${JSON.stringify(paid.body)}`);
    return form.purchaseId;
  }

  it('구매가 들어오는 중에 뜬 백업을 새 데이터베이스에 되살리면 그 순간과 같고, api 가 그 위에서 뜬다', async () => {
    const members = [await t.signup(), await t.signup()];
    for (const m of members) await f.grantPoints(m.memberId, 1_000_000);
    const paidBefore = [await buy(members[0]!), await buy(members[1]!)];

    // 구매를 쉬지 않고 넣는다(회원 둘이 번갈아)
    let stop = false;
    let completed = 0;
    const load = (async () => {
      for (let i = 0; !stop; i++) {
        await buy(members[i % 2]!);
        completed++;
      }
    })();

    // 백업이 읽을 스냅숏을 내보내고 같은 스냅숏에서 줄을 센다: 백업은 정확히 이 순간을 담아야 한다
    const source = new pg.Client({ connectionString: t.databaseUrl! });
    await source.connect();
    await source.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    const snapshot = (await source.query<{ s: string }>('select pg_export_snapshot() as s')).rows[0]!.s;
    const counted = await tablesAndCounts(source);
    const record = await purchaseRecord(source, paidBefore[1]!);

    const file = path.join(work, 'store.dump');
    const completedAtStart = completed;
    const backup = await node(path.join(ROOT, 'scripts/db-backup.mjs'), [file, `--snapshot=${snapshot}`], { DATABASE_URL: t.databaseUrl! });
    await source.query('COMMIT');
    await source.end();
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain('백업을 만들었습니다');
    // 백업이 끝난 뒤에도 한 건을 더 마친 다음 멈춘다: 스냅숏 뒤의 구매가 반드시 있게
    const target = completed + 1;
    while (completed < target) await sleep(10);
    stop = true;
    await load;
    console.log(`백업 중에 마친 구매 ${target - 1 - completedAtStart}건, 부하 전체 ${completed}건`);

    const restore = await node(path.join(ROOT, 'scripts/db-restore.mjs'), [file], { RESTORE_DATABASE_URL: restoredUrl });
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toContain('되살렸습니다');

    const restored = new pg.Client({ connectionString: restoredUrl });
    await restored.connect();
    try {
      expect(await tablesAndCounts(restored)).toEqual(counted);
      expect(counted['public.purchases']).toBeGreaterThan(0);
      const restoredRecord = await purchaseRecord(restored, paidBefore[1]!);
      expect(restoredRecord).toEqual(record);
      expect(record.purchase![0]).toMatchObject({ status: 'PAID', point_used: 100 });
      expect(record.payments).toHaveLength(1);
      expect(record.ledger!.map((r) => [r.type, r.amount])).toEqual([['USE_BY_PURCHASE', -100]]);
      expect(record.services).toHaveLength(1);
    } finally {
      await restored.end();
    }
    // 원본은 스냅숏 뒤에도 구매를 받았다: 되살린 것은 백업 순간에서 멈춰 있다
    const after = new pg.Client({ connectionString: t.databaseUrl! });
    await after.connect();
    const nowPurchases = (await after.query<{ n: number }>('select count(*)::int as n from purchases')).rows[0]!.n;
    await after.end();
    expect(nowPurchases).toBeGreaterThan(counted['public.purchases']!);

    // 이미 표가 있는 데이터베이스에는 --clean 없이 되살리지 않는다
    const again = await node(path.join(ROOT, 'scripts/db-restore.mjs'), [file], { RESTORE_DATABASE_URL: restoredUrl });
    expect(again.code).toBe(1);
    expect(again.out).toContain('--clean 을 주세요');

    // 되살린 데이터베이스로 빌드한 api 를 띄운다: 마이그레이션을 새로 돌리지 않고도 준비됨, 예전 회원이 로그인한다
    const port = await freePort();
    const api = spawn(process.execPath, [path.join(ROOT, 'dist/server/index.js')], {
      cwd: work,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        LOG_LEVEL: 'info',
        DATABASE_URL: restoredUrl,
        MIGRATE_ON_START: 'false',
        MIGRATIONS_DIR: path.join(ROOT, 'server/db/migrations'),
        WEB_INTERNAL_URL: '',
        JWT_SECRET: 'restored-api-secret-0123456789abcdefghijkl',
        REVALIDATE_SECRET: 'restored-revalidate-0123',
        ARGON2_MEMORY_KIB: '19456',
        ARGON2_TIME_COST: '2',
        FULFILMENT_INTERVAL_SECONDS: '0',
        UPLOADS_DIR: path.join(work, 'uploads'),
        OUTBOX_DIR: path.join(work, 'outbox'),
        ...adapterOptIns,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    api.stdout.on('data', (d: Buffer) => (output += d.toString()));
    api.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((r) => api.on('exit', (code) => r(code)));
    try {
      let ready: Response | null = null;
      // 바쁜 기계에서는 시작이 느리다: 멈추지 않았으면 3분까지 기다린다
      for (let i = 0; i < 720 && api.exitCode === null; i++) {
        ready = await fetch(`http://127.0.0.1:${port}/v1/health/ready`).catch(() => null);
        if (ready?.ok) break;
        await sleep(250);
      }
      expect(ready?.status, `종료 코드 ${api.exitCode}:\n${output}`).toBe(200);
      expect(await ready!.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true }, migrations: { ok: true } } });
      const login = await fetch(`http://127.0.0.1:${port}/v1/members/login/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: members[0]!.email, password: members[0]!.password }),
      });
      expect(login.status, output).toBe(200);
    } finally {
      api.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  }, 420_000);
});
