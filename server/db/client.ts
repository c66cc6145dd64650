import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** PGlite 와 node-postgres 가 함께 쓰는 타입. 트랜잭션(tx)도 이 타입으로 넘긴다. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite 만: 데이터 디렉터리 스냅숏 */
  dump?: () => Promise<Blob | File>;
};

export const MIGRATIONS_DIR = path.resolve(process.env.MIGRATIONS_DIR ?? 'server/db/migrations');

/**
 * dataDir 가 'memory://' 이면 메모리에만 둔다(테스트).
 * loadDataDir 는 dumpDataDir 로 떠 둔 스냅숏: initdb 를 건너뛰어 훨씬 빨리 열린다.
 */
export function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): DbHandle {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

type PostgresOptions = { max?: number; onError?: (err: Error) => void };

export function openPostgres(url: string, options: PostgresOptions = {}): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // 쉬고 있는 연결이 끊기면(서버 재시작, 관리자 종료) 풀이 'error' 를 낸다. 듣는 쪽이 없으면 프로세스가 죽는다.
  // 풀은 그 연결을 버리고 다음 요청에 새로 연결하므로, 기록만 하면 된다.
  pool.on('error', (err) => (options.onError ?? ((e) => console.error(`PostgreSQL pool error: ${e.message}`)))(err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

export function openDatabase(
  config: { DATABASE_URL?: string; PGLITE_DIR: string },
  options: Pick<PostgresOptions, 'onError'> = {},
): DbHandle {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL, options) : openPglite(config.PGLITE_DIR);
}

/** DB 가 질의에 답하는가(헬스 체크) */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
