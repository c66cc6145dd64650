import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../../server/db/client';

const url = process.env.TEST_DATABASE_URL;

describe('PostgreSQL 풀 – 끊긴 연결이 api 를 죽이지 않는다', () => {
  it.skipIf(!url)('쉬는 연결을 서버가 끊으면 onError 로 알리고, 다음 쿼리는 새 연결로 성공한다', async () => {
    const errors: Error[] = [];
    const handle = openPostgres(url!, { max: 1, onError: (e) => errors.push(e) });
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    await expect.poll(() => errors.length).toBe(1);
    expect((errors[0] as Error & { code?: string }).code).toBe('57P01');
    const again = await pool.query<{ ok: number }>('select 1 as ok');
    expect(again.rows[0]!.ok).toBe(1);
    await handle.close();
  });
});
