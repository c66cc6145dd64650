import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR, openPglite, openPostgres, type DbHandle } from '../../server/db/client';

export type TestDatabase = {
  handle: DbHandle;
  /** 연결만 닫는다(두 번 불러도 된다). 500 응답을 일부러 만들 때 쓴다. */
  closeConnection: () => Promise<void>;
  /** 연결을 닫고, PostgreSQL 이면 만든 데이터베이스를 지운다. */
  destroy: () => Promise<void>;
  /** PostgreSQL 이면 이 데이터베이스의 주소(두 번째 연결 풀을 열 때), PGlite 면 null */
  url: string | null;
};

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** 마이그레이션 파일이 바뀌면 스냅숏 이름도 바뀐다 */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite 는 열 때마다 initdb 를 돌려 2초쯤 걸린다. 마이그레이션까지 끝낸 데이터 디렉터리를
 * 한 번 떠서 임시 폴더에 두고, 테스트 파일마다 그 스냅숏에서 연다(0.4초쯤).
 */
async function migratedSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `growth-store-pglite-${migrationsHash()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = openPglite('memory://');
    await fresh.migrate();
    const snapshot = await fresh.dump!();
    await fresh.close();
    // 여러 워커가 동시에 만들 수 있으니 다 쓴 뒤 이름을 바꿔 원자적으로 내놓는다
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
    return snapshot;
  }
}

/**
 * PostgreSQL 도 파일마다 마이그레이션 전체를 돌리면 느리다. 마이그레이션을 끝낸 템플릿 DB 를
 * 한 번 만들고 파일마다 CREATE DATABASE ... TEMPLATE 으로 복사한다. 템플릿 이름에 마이그레이션
 * 해시가 들어가서, 마이그레이션이 바뀌면 새 템플릿을 만든다(버리는 서버가 아니면 옛 템플릿은 남는다).
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const template = `test_template_${migrationsHash()}`;
  await withAdminClient(serverUrl, async (c) => {
    // vitest 워커 여럿이 동시에 만들지 않게 세션 잠금으로 한 줄로 세운다
    await c.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount) return;
      // 만들다 죽은 템플릿을 쓰지 않도록 다른 이름으로 다 만든 뒤 이름을 바꾼다
      const partial = `${template}_${randomBytes(4).toString('hex')}`;
      await c.query(`CREATE DATABASE "${partial}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${partial}`;
      const handle = openPostgres(url.toString(), { max: 1, onError: () => {} });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await c.query(`ALTER DATABASE "${partial}" RENAME TO "${template}"`);
    } finally {
      await c.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return template;
}

/**
 * 마이그레이션까지 끝난 새 데이터베이스를 연다.
 * TEST_DATABASE_URL(postgres://...) 이 있으면 그 서버에 test_<임의> 데이터베이스를 새로 만들고,
 * 없으면 메모리 PGlite 를 쓴다. 파일마다 따로 만들므로 vitest 워커가 여럿이어도 서로 보지 않는다.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openPglite('memory://', { loadDataDir: await migratedSnapshot() });
    await handle.migrate();
    const closeConnection = once(() => handle.close());
    return { handle, closeConnection, destroy: closeConnection, url: null };
  }

  const template = await migratedTemplate(serverUrl);
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withAdminClient(serverUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // 정리할 때 DROP ... WITH (FORCE) 가 닫히는 중인 연결을 끊는다(57P01): 테스트가 끝난 뒤의 일이라 무시한다
  const handle = openPostgres(url.toString(), { max: 5, onError: () => {} });
  const closeConnection = once(() => handle.close());
  const destroy = once(async () => {
    await closeConnection();
    await withAdminClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });
  try {
    // 템플릿에서 왔으니 보통 할 일이 없다. 그래도 돌려서 템플릿과 파일이 어긋나면 여기서 드러나게 한다
    await handle.migrate();
  } catch (e) {
    await destroy();
    throw e;
  }
  return { handle, closeConnection, destroy, url: url.toString() };
}
