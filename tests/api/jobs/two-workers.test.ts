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

it.skipIf(!onPostgres)('일꾼 둘 – 패널마다 동시에 보내며 한 바퀴씩 함께 돌아 대기열을 다 비우고, 같은 작업을 두 번 보내지 않는다', async () => {
  const PER_PANEL = 4;
  const fake = new SlowPanel();
  const { id: panelId } = await s.panel({ fake });
  const created = [];
  for (let i = 0; i < 60; i++) created.push(await s.paidService({ panelId, quantity: 10 + i }));

  // 인스턴스마다 제 패널 호출을 센다(동시에 걸린 수, 보낸 수)
  const counted = () => {
    const c = { inFlight: 0, max: 0, sent: 0 };
    const panelClient: NonNullable<AppDeps['panelClient']> = (p) => {
      const inner = s.t.deps.panelClient!(p);
      return {
        ...inner,
        add: async (input) => {
          c.inFlight += 1;
          c.max = Math.max(c.max, c.inFlight);
          try {
            const r = await inner.add(input);
            c.sent += 1;
            return r;
          } finally {
            c.inFlight -= 1;
          }
        },
      };
    };
    return { c, panelClient };
  };
  const one = counted();
  const two = counted();
  const now = s.t.clock.now();
  const [r1, r2] = await Promise.all([
    runFulfilmentOnce({ ...s.t.deps, panelClient: one.panelClient }, now, { sendConcurrency: PER_PANEL, skipBalance: true }),
    runFulfilmentOnce({ ...s.t.deps, db: second!.db, panelClient: two.panelClient }, now, { sendConcurrency: PER_PANEL, skipBalance: true }),
  ]);

  // 한 바퀴씩으로 다 보냈다: 두 인스턴스가 나눠 보냈고, 어느 쪽도 패널 하나에 PER_PANEL 개를 넘겨 걸지 않았다
  expect(r1.sent + r2.sent).toBe(60);
  expect(one.c.sent + two.c.sent).toBe(60);
  expect(one.c.max).toBeLessThanOrEqual(PER_PANEL);
  expect(two.c.max).toBeLessThanOrEqual(PER_PANEL);
  const rows = await s.t.db
    .select()
    .from(tasks)
    .where(inArray(tasks.serviceId, created.map((c) => c.serviceId)));
  expect(rows).toHaveLength(60);
  for (const r of rows) expect(r).toMatchObject({ phase: 'SENT', attempts: 1, needsAttention: false });
  for (const c of created) expect(fake.addsFor(c.link)).toBe(1);
  expect(new Set(rows.map((r) => r.panelOrderId)).size).toBe(60);
});
