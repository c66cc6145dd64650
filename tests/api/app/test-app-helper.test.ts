import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema';
import { createTestApp } from '../../helpers/test-app';

// 다른 도메인의 테스트가 모두 이 도우미에 기대므로, 도우미가 약속한 것 자체를 확인한다
describe('createTestApp – 테스트 도우미', () => {
  it('createTestApp – 마이그레이션이 끝난 빈 DB, TEST_DATABASE_URL 이면 PostgreSQL 의 새 데이터베이스를 쓰고 close 에서 지운다', async () => {
    const t = await createTestApp();
    expect(await t.db.select({ n: count() }).from(members)).toEqual([{ n: 0 }]);

    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      expect(t.kind).toBe('pglite');
      await t.close();
      return;
    }
    expect(t.kind).toBe('postgres');
    // execute 의 결과 타입은 드라이버마다 달라 Db 타입에서는 unknown 이다
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const name = result.rows[0]!.name;
    expect(name).toMatch(/^test_[0-9a-f]{16}$/);
    await t.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const left = await admin.query('select 1 from pg_database where datname = $1', [name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });

  it('createTestApp – 두 앱은 서로의 데이터를 보지 않는다', async () => {
    const [a, b] = await Promise.all([createTestApp(), createTestApp()]);
    try {
      const member = await a.signup();
      expect((await b.json('POST', '/v1/members/login/email', { email: member.email, password: member.password })).status).toBe(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('createTestApp – clock.advance 는 앱의 시계만 움직이고 reset 으로 되돌린다', async () => {
    const t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '60' } });
    try {
      expect(t.config.ACCESS_TOKEN_TTL_SECONDS).toBe(60);
      const before = t.clock.now().getTime();
      t.clock.advance(3600);
      expect(t.clock.now().getTime() - before).toBeGreaterThanOrEqual(3600_000);
      t.clock.reset();
      expect(Math.abs(t.clock.now().getTime() - Date.now())).toBeLessThan(1000);
    } finally {
      await t.close();
    }
  });
});
