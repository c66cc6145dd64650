import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../../server/db/seed/catalogue-products';
import { PanelError, SimulatorPanel, SIMULATOR_SERVICES, type PanelOrderState } from '../../../server/providers/fulfilment';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// 시계는 실제 시간에 붙어 흐르므로, 테스트 도중 흐르는 몇 ms 가 단계를 넘기지 않게 주문 시간을 길게 둔다
const DURATION = 1000;

async function failure(p: Promise<unknown>): Promise<PanelError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof PanelError) return e;
    throw e;
  }
  throw new Error('실패를 기대했습니다');
}

describe('SimulatorPanel – 서비스 목록', () => {
  it('데모 상품의 panelServiceId 가 모두 있고, 수량 한도가 상품의 최소·최대를 감싼다', async () => {
    const byId = new Map(SIMULATOR_SERVICES.map((s) => [s.serviceId, s]));
    for (const p of SEED_PRODUCTS) {
      const s = byId.get(p.panelServiceId);
      expect(s, p.name).toBeDefined();
      expect(s!.min!, p.name).toBeLessThanOrEqual(p.quantity[0]);
      expect(s!.max!, p.name).toBeGreaterThanOrEqual(p.quantity[2]);
      expect(s).toMatchObject({ refill: true, cancel: true });
      expect(s!.rate).toMatch(/^\d+\.\d+$/);
    }
  });
});

describe('SimulatorPanel – 주문 진행 (SIMULATOR_PARTIAL_PERCENT=0)', () => {
  let t: TestApp;
  let sim: SimulatorPanel;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIMULATOR_DURATION_SECONDS: String(DURATION), SIMULATOR_PARTIAL_PERCENT: '0' } });
    sim = new SimulatorPanel(t.deps);
  });
  afterAll(() => t.close());

  it('없는 서비스·범위 밖 수량은 분명한 거절', async () => {
    const unknown = await failure(sim.add({ serviceId: '999999', link: 'https://instagram.com/a', quantity: 100 }));
    expect(unknown).toMatchObject({ definite: true, message: 'Incorrect service ID' });
    expect((await failure(sim.add({ serviceId: '1001', link: 'https://instagram.com/a', quantity: 5 }))).definite).toBe(true);
    expect((await failure(sim.add({ serviceId: '1001', link: 'https://instagram.com/a', quantity: 100_001 }))).definite).toBe(true);
  });

  it('Pending → In progress(남은 수량이 줄어든다) → Completed, 요금 = 요율 × 수량 / 1000', async () => {
    const { orderId } = await sim.add({ serviceId: '1011', link: 'https://instagram.com/p/abc', quantity: 1000 });
    expect(orderId).toMatch(/^\d+$/);
    const first = await sim.status(orderId);
    expect(first).toMatchObject({ status: 'Pending', remains: 1000, charge: '0.90', currency: 'USD' });
    expect(first.startCount).toBeGreaterThan(0);

    t.clock.advance(DURATION * 0.3);
    const early = await sim.status(orderId);
    t.clock.advance(DURATION * 0.3);
    const later = await sim.status(orderId);
    expect(early.status).toBe('In progress');
    expect(later.status).toBe('In progress');
    expect(early.remains!).toBeLessThan(1000);
    expect(later.remains!).toBeLessThan(early.remains!);
    expect(later.remains!).toBeGreaterThan(0);

    t.clock.advance(DURATION * 0.5);
    expect(await sim.status(orderId)).toMatchObject({ status: 'Completed', remains: 0, startCount: first.startCount });
  });

  it('같은 link 는 같은 시작 수치', async () => {
    const a = await sim.add({ serviceId: '1001', link: 'https://instagram.com/same', quantity: 100 });
    const b = await sim.add({ serviceId: '1001', link: 'https://instagram.com/same', quantity: 200 });
    expect((await sim.status(a.orderId)).startCount).toBe((await sim.status(b.orderId)).startCount);
  });

  it('PARTIAL_PERCENT=0 이면 부분 완료는 없다', async () => {
    const ids = [];
    for (let i = 0; i < 8; i++) ids.push((await sim.add({ serviceId: '1012', link: `https://instagram.com/p/${i}`, quantity: 100 })).orderId);
    t.clock.advance(DURATION + 1);
    const states = await sim.statuses(ids);
    expect(states.map((s) => ('error' in s ? s.error : s.status))).toEqual(ids.map(() => 'Completed'));
  });

  it('없는 주문: statuses 는 그 주문만 오류, status 는 분명한 거절', async () => {
    const { orderId } = await sim.add({ serviceId: '1012', link: 'https://instagram.com/q', quantity: 100 });
    const out = await sim.statuses([orderId, '99999999', 'abc']);
    expect(out[0]).toMatchObject({ orderId, status: 'Pending' });
    expect(out[1]).toMatchObject({ orderId: '99999999', error: 'Incorrect order ID' });
    expect(out[2]).toMatchObject({ orderId: 'abc', error: 'Incorrect order ID' });
    expect(await failure(sim.status('99999999'))).toMatchObject({ definite: true });
  });

  it('취소는 Pending 일 때만, 두 번째는 거절; 취소한 주문은 Canceled', async () => {
    const pending = await sim.add({ serviceId: '1001', link: 'https://instagram.com/c1', quantity: 100 });
    const running = await sim.add({ serviceId: '1001', link: 'https://instagram.com/c2', quantity: 100 });
    t.clock.advance(DURATION * 0.2);
    const late = await sim.add({ serviceId: '1001', link: 'https://instagram.com/c3', quantity: 100 });
    const out = await sim.cancel([late.orderId, running.orderId, '99999999']);
    expect(out[0]).toEqual({ orderId: late.orderId, ok: true, error: null });
    expect(out[1]).toMatchObject({ orderId: running.orderId, ok: false });
    expect(out[1]!.error).toBeTruthy();
    expect(out[2]).toMatchObject({ ok: false, error: 'Incorrect order ID' });
    expect((await sim.cancel([late.orderId]))[0]!.ok).toBe(false);
    expect(await sim.status(late.orderId)).toMatchObject({ status: 'Canceled', charge: '0.00' });
    expect((await sim.status(pending.orderId)).status).toBe('In progress');
  });

  it('재충전: 끝나지 않은 주문은 거절, 끝난 주문은 Pending 뒤 Completed', async () => {
    const { orderId } = await sim.add({ serviceId: '3001', link: 'https://tiktok.com/@r', quantity: 100 });
    expect((await failure(sim.refill(orderId))).definite).toBe(true);
    t.clock.advance(DURATION + 1);
    const { refillId } = await sim.refill(orderId);
    expect(refillId).toMatch(/^\d+$/);
    expect((await sim.refillStatus(refillId)).status).toBe('Pending');
    t.clock.advance(DURATION * 0.3);
    expect((await sim.refillStatus(refillId)).status).toBe('Completed');
    expect((await failure(sim.refillStatus('99999999'))).definite).toBe(true);
  });
});

describe('SimulatorPanel – 부분 완료와 잔액', () => {
  let t: TestApp;
  let sim: SimulatorPanel;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIMULATOR_DURATION_SECONDS: String(DURATION), SIMULATOR_PARTIAL_PERCENT: '100' } });
    sim = new SimulatorPanel(t.deps);
  });
  afterAll(() => t.close());

  it('PARTIAL_PERCENT=100 이면 끝난 주문은 모두 Partial, 남은 수량 > 0', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await sim.add({ serviceId: '1001', link: `https://instagram.com/pp${i}`, quantity: 1000 })).orderId);
    t.clock.advance(DURATION * 0.5);
    for (const s of await sim.statuses(ids)) expect((s as PanelOrderState).status).toBe('In progress');
    t.clock.advance(DURATION);
    for (const s of await sim.statuses(ids)) {
      const state = s as PanelOrderState;
      expect(state.status).toBe('Partial');
      expect(state.remains!).toBeGreaterThan(0);
      expect(state.remains!).toBeLessThan(1000);
    }
  });

  it('잔액은 1000.00 에서 취소되지 않은 주문의 요금만큼 준다', async () => {
    const t2 = await createTestApp({ env: { SIMULATOR_DURATION_SECONDS: String(DURATION) } });
    try {
      const fresh = new SimulatorPanel(t2.deps);
      expect(await fresh.balance()).toEqual({ balance: '1000.00', currency: 'USD' });
      await fresh.add({ serviceId: '1001', link: 'https://instagram.com/b1', quantity: 1000 }); // 4.20
      await fresh.add({ serviceId: '1011', link: 'https://instagram.com/b2', quantity: 150 }); // 0.135
      const canceled = await fresh.add({ serviceId: '1001', link: 'https://instagram.com/b3', quantity: 500 }); // 2.10
      expect(await fresh.balance()).toEqual({ balance: '993.565', currency: 'USD' });
      expect((await fresh.cancel([canceled.orderId]))[0]!.ok).toBe(true);
      expect(await fresh.balance()).toEqual({ balance: '995.665', currency: 'USD' });
    } finally {
      await t2.close();
    }
  });
});
