import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { notifications } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/lib/context';
import { deliverDueNotifications } from '../../../server/notifications/deliver';
import { enqueueNotification } from '../../../server/notifications/notifications.service';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { insertMember, paidVariables } from './fixtures';
import { FakeSolapi } from './solapi-server';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const API_KEY = 'NCSTWOWORKERS0001';
const API_SECRET = 'two-workers-secret-0123456789abcdef';
const solapi = new FakeSolapi(API_KEY, API_SECRET);
let t: TestApp;
let second: DbHandle | null = null;

beforeAll(async () => {
  if (!onPostgres) return;
  await solapi.start();
  t = await createTestApp({
    env: {
      SOLAPI_API_KEY: API_KEY,
      SOLAPI_API_SECRET: API_SECRET,
      SOLAPI_PFID: 'KA01PF0000TEST',
      SMS_SENDER_NUMBER: '0212345678',
      SOLAPI_API_URL: solapi.url,
      SOLAPI_TEMPLATE_IDS: JSON.stringify({ PAYMENT_CONFIRMED: 'KA01TP0000PAID' }),
    },
  });
  // 두 번째 api 인스턴스: 같은 PostgreSQL 에 따로 연결 풀을 연다
  second = openDatabase({ DATABASE_URL: t.databaseUrl!, PGLITE_DIR: '' }, { onError: () => {} });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await solapi.stop();
});

it.skipIf(!onPostgres)('일꾼 둘 – 같은 PostgreSQL 에서 함께 돌아도 알림마다 한 번만 보낸다', async () => {
  const deps2: AppDeps = { ...t.deps, db: second!.db };
  const created: Array<{ id: number; phone: string }> = [];
  for (let i = 0; i < 30; i++) {
    const m = await insertMember(t.db);
    const r = await t.db.transaction((tx) =>
      enqueueNotification(t.deps, tx, { memberId: m.memberId, eventKey: `two-workers:${m.memberId}`, template: 'PAYMENT_CONFIRMED', variables: paidVariables }),
    );
    created.push({ id: r.notificationIds[0]!, phone: m.phone! });
  }

  const runs = await Promise.all([deliverDueNotifications(t.deps), deliverDueNotifications(deps2), deliverDueNotifications(t.deps), deliverDueNotifications(deps2)]);
  expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(30);

  for (const c of created) expect(solapi.to(c.phone)).toHaveLength(1);
  const rows = await t.db.select().from(notifications).where(inArray(notifications.id, created.map((c) => c.id)));
  expect(rows).toHaveLength(30);
  for (const r of rows) expect(r).toMatchObject({ status: 'SENT', attempts: 1, channel: 'KAKAO', provider: 'solapi' });
  expect(new Set(rows.map((r) => r.providerMessageId)).size).toBe(30);
});

it.skipIf(!onPostgres)('같은 사건을 두 인스턴스가 동시에 넣어도 줄은 하나(event_key UNIQUE, 충돌이면 건너뜀)', async () => {
  const m = await insertMember(t.db);
  const key = `race:${m.memberId}`;
  const event = { memberId: m.memberId, eventKey: key, template: 'PAYMENT_CONFIRMED', variables: paidVariables } as const;
  const results = await Promise.all([
    t.db.transaction((tx) => enqueueNotification(t.deps, tx, event)),
    second!.db.transaction((tx) => enqueueNotification(t.deps, tx, event)),
    t.db.transaction((tx) => enqueueNotification(t.deps, tx, event)),
    second!.db.transaction((tx) => enqueueNotification(t.deps, tx, event)),
  ]);
  expect(results.filter((r) => r.notificationIds.length === 1)).toHaveLength(1);
  expect(results.filter((r) => r.duplicate)).toHaveLength(3);
  expect(await t.db.select().from(notifications).where(eq(notifications.eventKey, key))).toHaveLength(1);

  await Promise.all([deliverDueNotifications(t.deps), deliverDueNotifications({ ...t.deps, db: second!.db })]);
  expect(solapi.to(m.phone!)).toHaveLength(1);
});
