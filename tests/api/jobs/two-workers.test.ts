import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { tasks } from '../../../server/db/schema';
import { runFulfilmentOnce } from '../../../server/jobs/fulfilment';
import type { AppDeps } from '../../../server/lib/context';
import { engineSetup, FakePanel, later, type EngineSetup } from './fixtures';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let s: EngineSetup;
let second: DbHandle | null = null;
beforeAll(async () => {
  if (!onPostgres) return;
  s = await engineSetup();
  // 두 번째 api 인스턴스: 같은 PostgreSQL 에 따로 연결 풀을 연다
  second = openDatabase({ DATABASE_URL: s.t.databaseUrl!, PGLITE_DIR: '' }, { onError: () => {} });
});
afterAll(async () => {
  await second?.close();
  await s?.t.close();
});

/** 패널 호출이 조금씩 늦게 끝나 두 일꾼의 단계가 서로 엇갈리게 한다 */
class SlowPanel extends FakePanel {
  constructor() {
    super();
    this.onAdd = async (input) => {
      await new Promise((r) => setTimeout(r, Math.random() * 8));
      const orderId = `${input.link.slice(-9, -1)}-${this.adds.length}`;
      this.orders.set(orderId, { status: 'In progress', startCount: 1, remains: input.quantity, charge: '0.1', currency: 'USD' });
      return { orderId, raw: { order: orderId } };
    };
  }
}

it.skipIf(!onPostgres)('일꾼 둘 – 같은 PostgreSQL 에서 함께 여러 번 돌아도 작업마다 서비스 하나에 하나, 패널 주문은 한 번씩', async () => {
  const { id: panelId, fake } = await s.panel({ fake: new SlowPanel() });
  const created = [];
  for (let i = 0; i < 40; i++) created.push(await s.paidService({ panelId, quantity: 10 + i }));
  const deps2: AppDeps = { ...s.t.deps, db: second!.db };
  const t0 = s.t.clock.now();

  for (let round = 0; round < 12; round++) {
    const now = later(t0, round);
    await Promise.all([
      runFulfilmentOnce(s.t.deps, now),
      runFulfilmentOnce(deps2, now),
      runFulfilmentOnce(s.t.deps, now),
      runFulfilmentOnce(deps2, now),
    ]);
  }

  const serviceIds = created.map((c) => c.serviceId);
  const rows = await s.t.db.select().from(tasks).where(inArray(tasks.serviceId, serviceIds));
  expect(rows).toHaveLength(40);
  expect(new Set(rows.map((r) => r.serviceId)).size).toBe(40);
  for (const r of rows) expect(r).toMatchObject({ phase: 'SENT', status: 1, attempts: 1, needsAttention: false });
  for (const c of created) expect(fake.addsFor(c.link)).toBe(1);
  expect(fake.adds).toHaveLength(40);
  expect(new Set(rows.map((r) => r.panelOrderId)).size).toBe(40);

  // 조회도 한 번씩: 같은 조회 차례에 같은 주문을 두 일꾼이 묻지 않는다
  const before = fake.statusCalls.flat().length;
  const pollAt = later(t0, 12 + s.t.config.FULFILMENT_POLL_SECONDS);
  await Promise.all([runFulfilmentOnce(s.t.deps, pollAt), runFulfilmentOnce(deps2, pollAt)]);
  const asked = fake.statusCalls.flat().slice(before);
  expect(asked).toHaveLength(40);
  expect(new Set(asked).size).toBe(40);
  const polled = await s.t.db.select({ upstreamStatus: tasks.upstreamStatus }).from(tasks).where(inArray(tasks.serviceId, serviceIds));
  expect(polled.map((r) => r.upstreamStatus)).toEqual(Array(40).fill('In progress'));
});
