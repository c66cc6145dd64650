import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { tasks } from '../../../server/db/schema';
import { runFulfilmentOnce, SENDING_MARGIN_MS } from '../../../server/jobs/fulfilment';
import { startWorker, type Job } from '../../../server/jobs/worker';
import type { AppDeps } from '../../../server/lib/context';
import type { AddOrderInput } from '../../../server/providers/fulfilment/types';
import { engineSetup, FakePanel, later, type EngineSetup } from './fixtures';

const PER_PANEL = 3;
let s: EngineSetup;
beforeAll(async () => {
  s = await engineSetup({ env: { FULFILMENT_CONCURRENCY_PER_PANEL: String(PER_PANEL) } });
});
afterAll(async () => {
  await s?.t.close();
});

/** 패널이 답하는 데 시간이 걸리고, 동시에 몇 개가 걸려 있었는지 센다 */
class TimedPanel extends FakePanel {
  inFlight = 0;
  maxInFlight = 0;
  constructor(delayMs: number) {
    super();
    this.onAdd = async (input: AddOrderInput) => {
      this.inFlight += 1;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
      await new Promise((r) => setTimeout(r, delayMs));
      this.inFlight -= 1;
      const orderId = `${this.adds.length}-${input.link.slice(-9, -1)}`;
      this.orders.set(orderId, { status: 'In progress', startCount: 1, remains: input.quantity, charge: '0.1', currency: 'USD' });
      return { orderId, raw: { order: orderId } };
    };
  }
}

async function paidServices(panelId: number, n: number) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await s.paidService({ panelId, quantity: 10 + i }));
  return out;
}

it('전송 – 패널마다 FULFILMENT_CONCURRENCY_PER_PANEL 개까지 동시에 보내고, 보낼 차례인 작업이 남아 있는 동안 한 바퀴에 모두 보낸다', async () => {
  const a = await s.panel({ fake: new TimedPanel(80) });
  const b = await s.panel({ fake: new TimedPanel(80) });
  const onA = await paidServices(a.id, 14);
  const onB = await paidServices(b.id, 5);

  const report = await runFulfilmentOnce(s.t.deps, s.t.clock.now(), { skipBalance: true });

  // 예전처럼 한 바퀴 10건에서 멈추지 않는다
  expect(report).toMatchObject({ created: 19, sent: 19, more: false });
  const fa = a.fake as TimedPanel;
  const fb = b.fake as TimedPanel;
  expect(fa.maxInFlight).toBe(PER_PANEL);
  expect(fb.maxInFlight).toBe(PER_PANEL);
  for (const c of onA) expect(fa.addsFor(c.link)).toBe(1);
  for (const c of onB) expect(fb.addsFor(c.link)).toBe(1);
  const rows = await s.t.db
    .select()
    .from(tasks)
    .where(inArray(tasks.serviceId, [...onA, ...onB].map((c) => c.serviceId)));
  expect(rows).toHaveLength(19);
  for (const r of rows) expect(r).toMatchObject({ phase: 'SENT', attempts: 1, needsAttention: false });
});

it('전송 – 보내기 시간이 다 되면 걸어 둔 전송만 마치고 more 로 끝나며, 다음 바퀴가 나머지를 보낸다', async () => {
  const p = await s.panel({ fake: new TimedPanel(5) });
  const created = await paidServices(p.id, 7);
  const t0 = s.t.clock.now();

  const first = await runFulfilmentOnce(s.t.deps, t0, { skipBalance: true, sendBudgetMs: 0 });
  // 첫 묶음(빈자리만큼)은 시간과 상관없이 보낸다
  expect(first).toMatchObject({ created: 7, sent: PER_PANEL, more: true });

  const second = await runFulfilmentOnce(s.t.deps, later(t0, 1), { skipBalance: true });
  expect(second).toMatchObject({ sent: 7 - PER_PANEL, more: false });
  for (const c of created) expect(p.fake.addsFor(c.link)).toBe(1);
});

it('전송 – 일꾼이 멈추는 중이면(signal) 새 작업을 잡지 않고, 걸어 둔 전송은 끝까지 적는다', async () => {
  const panel = new TimedPanel(60);
  const p = await s.panel({ fake: panel });
  const created = await paidServices(p.id, 6);
  const t0 = s.t.clock.now();
  const stopping = new AbortController();
  const run = runFulfilmentOnce(s.t.deps, t0, { skipBalance: true, signal: stopping.signal });
  await expect.poll(() => panel.inFlight).toBe(PER_PANEL);
  stopping.abort();
  const report = await run;
  expect(report.sent).toBe(PER_PANEL);
  const rows = await s.t.db
    .select()
    .from(tasks)
    .where(inArray(tasks.serviceId, created.map((c) => c.serviceId)));
  expect(rows.filter((r) => r.phase === 'SENT')).toHaveLength(PER_PANEL);
  expect(rows.filter((r) => r.phase === 'READY' && r.attempts === 0)).toHaveLength(6 - PER_PANEL);
  await runFulfilmentOnce(s.t.deps, later(t0, 1), { skipBalance: true });
  for (const c of created) expect(panel.addsFor(c.link)).toBe(1);
});

it('전송 – 동시에 보내던 중 프로세스가 죽어도(잡은 뒤 패널에 닿기 전, 패널이 답한 뒤 적기 전) 다시 보내지 않고, 나머지는 다음 일꾼이 보낸다', async () => {
  const reached: string[] = [];
  let dying = false;
  let hung!: () => void;
  const hungSeen = new Promise<void>((r) => (hung = r));
  /** 첫 전송은 패널에 닿기 전에 멈추고(프로세스가 멈춘 것), 둘째부터는 패널이 받은 뒤 DB 가 끊긴다 */
  class DyingPanel extends FakePanel {
    calls = 0;
    override add = async (input: AddOrderInput) => {
      this.calls += 1;
      if (this.calls === 1) {
        hung();
        return new Promise<never>(() => {});
      }
      this.adds.push(input);
      reached.push(input.link);
      dying = true;
      const orderId = `D${this.calls}`;
      return { orderId, raw: { order: orderId } };
    };
  }
  const p = await s.panel({ fake: new DyingPanel() });
  const created = await paidServices(p.id, 9);
  const t0 = s.t.clock.now();
  const base = s.t.db;
  // 죽어 가는 인스턴스: 패널이 답한 뒤로는 어떤 트랜잭션도 커밋하지 못한다
  const dyingDb: Db = Object.create(base, {
    transaction: {
      value: (...args: Parameters<Db['transaction']>) => (dying ? Promise.reject(new Error('connection terminated')) : base.transaction(...args)),
    },
  });
  const dyingDeps: AppDeps = { ...s.t.deps, db: dyingDb };

  // 죽은 인스턴스의 바퀴는 끝나지 않는다(패널에 닿지 못한 전송이 영영 걸려 있다): 기다리지 않는다
  void runFulfilmentOnce(dyingDeps, t0, { skipBalance: true }).catch(() => undefined);
  await hungSeen;
  await expect.poll(() => reached.length).toBe(PER_PANEL - 1);
  await new Promise((r) => setTimeout(r, 50));

  const rowsOf = () =>
    s.t.db
      .select()
      .from(tasks)
      .where(
        inArray(
          tasks.serviceId,
          created.map((c) => c.serviceId),
        ),
      );
  const inLimbo = (await rowsOf()).filter((r) => r.phase === 'SENDING');
  // 죽을 때 걸려 있던 전송만 SENDING 에 남는다(패널에 닿지 않은 하나 + 패널이 받은 둘). 새로 잡지는 않았다
  expect(inLimbo).toHaveLength(PER_PANEL);
  expect((await rowsOf()).filter((r) => r.phase === 'READY')).toHaveLength(9 - PER_PANEL);

  // 다시 띄운 인스턴스: 남은 여섯은 보내고, SENDING 셋은 건드리지 않는다
  (p.fake as DyingPanel).add = async (input: AddOrderInput) => {
    p.fake.adds.push(input);
    const orderId = `R${p.fake.adds.length}`;
    return { orderId, raw: { order: orderId } };
  };
  dying = false;
  const restarted = await runFulfilmentOnce(s.t.deps, later(t0, 1), { skipBalance: true });
  expect(restarted.sent).toBe(9 - PER_PANEL);
  for (const row of inLimbo) expect(await s.state.task(row.id)).toMatchObject({ phase: 'SENDING', needsAttention: false, attempts: 1 });

  // 패널 제한 시간 + 여유가 지나면 운영자에게 넘긴다(결과를 모르니 다시 보내지 않는다)
  const afterLimit = new Date(t0.getTime() + s.t.config.PANEL_TIMEOUT_MS + SENDING_MARGIN_MS + 1000);
  await runFulfilmentOnce(s.t.deps, afterLimit, { skipBalance: true });
  for (const row of inLimbo) {
    expect(await s.state.task(row.id)).toMatchObject({ phase: 'SENDING', needsAttention: true, attempts: 1, panelOrderId: null });
    expect(await s.state.alerts('TASK_NEEDS_ATTENTION', `task:${row.id}`)).toHaveLength(1);
  }
  await runFulfilmentOnce(s.t.deps, later(afterLimit, 86_400), { skipBalance: true });

  // 어느 작업도 두 번 주문되지 않았고, 잃은 작업도 없다(보냈거나 운영자에게 넘어갔다)
  const links = p.fake.adds.map((a) => a.link);
  expect(new Set(links).size).toBe(links.length);
  expect(links).toHaveLength(9 - 1);
  const final = await rowsOf();
  expect(final.filter((r) => r.phase === 'SENT')).toHaveLength(9 - PER_PANEL);
  expect(final.filter((r) => r.phase === 'SENDING' && r.needsAttention)).toHaveLength(PER_PANEL);
});

it('일꾼 – 할 일을 남기고 끝난 바퀴(runAgain)는 주기를 기다리지 않고 곧바로 다시 돈다', async () => {
  const calls: number[] = [];
  const job: Job = {
    name: 'burst',
    intervalSeconds: 1,
    run: async () => {
      calls.push(Date.now());
      return { runAgain: calls.length < 4 };
    },
  };
  const worker = startWorker(s.t.deps, [job]);
  await expect.poll(() => calls.length, { timeout: 3000 }).toBe(4);
  await worker.stop();
  // 첫 바퀴는 주기 뒤, 나머지 셋은 잇달아(주기 1초를 기다리지 않고)
  expect(calls[3]! - calls[0]!).toBeLessThan(500);
});
