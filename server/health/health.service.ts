import { connect as connectTcp } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR, pingDatabase, type Db } from '../db/client';
import type { AppDeps } from '../lib/context';

/** 준비 확인 하나의 결과. 운영자가 읽는 한 줄(detail)은 실패했을 때만 */
export type Check = { ok: boolean; detail?: string };
export type Readiness = { ready: boolean; draining: boolean; checks: { database: Check; migrations: Check; redis?: Check } };

const CHECK_TIMEOUT_MS = 2_000;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 200);

/** 이 빌드가 아는 마지막 마이그레이션의 시각(drizzle 이 적는 created_at). 파일은 프로세스마다 한 번만 읽는다 */
let latestMigration: number | undefined;
function latestMigrationMillis(): number {
  latestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.folderMillis));
  return latestMigration;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: ${CHECK_TIMEOUT_MS}ms 안에 답하지 않았습니다`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function check(work: () => Promise<void>, what: string): Promise<Check> {
  try {
    await withTimeout(work(), what);
    return { ok: true };
  } catch (e) {
    return { ok: false, detail: messageOf(e) };
  }
}

/**
 * 이 빌드의 마이그레이션이 모두 적용되었나. 더 새 빌드가 더 적용해 둔 것은 괜찮다(올리는 중에 옛 인스턴스도 준비된 채로 둔다)
 */
export async function migrationsApplied(db: Db): Promise<void> {
  const rows = await db.execute<{ last: string | number | null }>(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  const list = Array.isArray(rows) ? rows : (rows as unknown as { rows: { last: string | number | null }[] }).rows;
  const last = Number(list[0]?.last ?? 0);
  if (last < latestMigrationMillis()) throw new Error('적용하지 않은 마이그레이션이 있습니다(npm run build:api 뒤 --migrate)');
}

/** RESP 로 PING 하나만 보낸다: 준비 확인에 클라이언트 라이브러리까지 들이지 않는다. 주소의 사용자·비밀번호는 AUTH 로 */
export function pingRedis(url: string): Promise<void> {
  const u = new URL(url);
  const port = Number(u.port || 6379);
  const command = (args: string[]) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
  const password = decodeURIComponent(u.password);
  const user = decodeURIComponent(u.username);
  const auth = password ? command(user ? ['AUTH', user, password] : ['AUTH', password]) : '';
  return new Promise((resolve, reject) => {
    const socket = u.protocol === 'rediss:' ? connectTls({ host: u.hostname, port, servername: u.hostname }) : connectTcp({ host: u.hostname, port });
    let answer = '';
    const done = (err?: Error) => {
      socket.destroy();
      if (err) reject(err);
      else resolve();
    };
    socket.setTimeout(CHECK_TIMEOUT_MS, () => done(new Error('Redis 가 답하지 않습니다')));
    socket.on('error', (e) => done(e));
    socket.once(u.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write(auth + command(['PING'])));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
      if (answer.startsWith('-')) return done(new Error(`Redis: ${answer.trim().slice(1, 120)}`));
      if (answer.includes('+PONG\r\n')) done();
    });
  });
}

/** 트래픽을 받을 준비: DB 가 답하고, 마이그레이션이 적용되었고, REDIS_URL 이 있으면 Redis 도 답하며, 내리는 중이 아니다 */
export async function readiness(deps: AppDeps): Promise<Readiness> {
  const [database, migrations, redis] = await Promise.all([
    check(() => pingDatabase(deps.db), 'database'),
    check(() => migrationsApplied(deps.db), 'migrations'),
    deps.config.REDIS_URL ? check(() => pingRedis(deps.config.REDIS_URL!), 'redis') : Promise.resolve(undefined),
  ]);
  const draining = deps.lifecycle?.draining ?? false;
  const checks = { database, migrations, ...(redis ? { redis } : {}) };
  return { ready: !draining && database.ok && migrations.ok && (redis?.ok ?? true), draining, checks };
}
