import { afterAll, beforeAll, expect, it } from 'vitest';
import { tasks } from '../../../server/db/schema';
import { engineSetup, later, type EngineSetup } from './fixtures';

let s: EngineSetup;
beforeAll(async () => {
  s = await engineSetup();
});
afterAll(() => s.t.close());

it('이행 – 결제된 서비스가 작업 → 전송 → 조회를 거쳐 COMPLETED 가 된다', async () => {
  const { id: panelId, fake } = await s.panel();
  const svc = await s.paidService({ panelId, quantity: 200 });
  const t0 = s.t.clock.now();

  await s.run(t0);
  const [task] = await s.state.tasksOf(svc.serviceId);
  expect(task).toMatchObject({ kind: 'ORDER', source: 'STORE', status: 1, phase: 'SENT', panelId, panelServiceId: '1001', targetKey: svc.link, quantity: 200, attempts: 1 });
  expect(task!.panelOrderId).toBeTruthy();
  expect(fake.adds).toEqual([{ serviceId: '1001', link: svc.link, quantity: 200 }]);
  expect((await s.state.service(svc.serviceId)).status).toBe('IN_PROGRESS');

  fake.set(task!.panelOrderId!, { status: 'In progress', startCount: 3572, remains: 120 });
  await s.run(later(t0, 61));
  expect(await s.state.task(task!.id)).toMatchObject({ status: 1, phase: 'SENT', upstreamStatus: 'In progress', startCount: 3572, remains: 120, charge: '0.10', currency: 'USD' });
  expect(await s.state.service(svc.serviceId)).toMatchObject({ status: 'IN_PROGRESS', startCount: 3572, remains: 120 });

  // 바뀐 것이 없으면 STATUS 이벤트를 쓰지 않는다
  await s.run(later(t0, 122));
  fake.set(task!.panelOrderId!, { status: 'Completed', remains: 0 });
  await s.run(later(t0, 183));

  const done = await s.state.task(task!.id);
  expect(done).toMatchObject({ status: 2, phase: 'FINISHED', upstreamStatus: 'Completed', remains: 0 });
  expect(done.finishedAt).not.toBeNull();
  const service = await s.state.service(svc.serviceId);
  expect(service).toMatchObject({ status: 'COMPLETED', startCount: 3572, remains: 0 });
  expect(service.startedAt).not.toBeNull();
  expect(service.completedAt).not.toBeNull();
  expect((await s.state.events(task!.id)).map((e) => e.type)).toEqual(['SEND', 'STATUS', 'STATUS']);
  expect(fake.addsFor(svc.link)).toBe(1);

  // 끝난 작업은 더 묻지 않는다
  const calls = fake.statusCalls.length;
  await s.run(later(t0, 400));
  expect(fake.statusCalls.length).toBe(calls);
});

it('이행 – 두 번 돌려도 서비스 하나에 작업은 하나', async () => {
  const { id: panelId, fake } = await s.panel();
  const svc = await s.paidService({ panelId });
  const t0 = s.t.clock.now();
  await Promise.all([s.run(t0), s.run(t0)]);
  await s.run(later(t0, 1));
  expect(await s.state.tasksOf(svc.serviceId)).toHaveLength(1);
  expect(fake.addsFor(svc.link)).toBe(1);
});

it('서비스 상태 – Partial 은 PARTIAL(남은 수량 유지), Canceled 는 CANCELED', async () => {
  const { id: panelId, fake } = await s.panel();
  const partial = await s.paidService({ panelId, quantity: 500 });
  const canceled = await s.paidService({ panelId, quantity: 300 });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [pTask] = await s.state.tasksOf(partial.serviceId);
  const [cTask] = await s.state.tasksOf(canceled.serviceId);
  fake.set(pTask!.panelOrderId!, { status: 'Partial', startCount: 10, remains: 157 });
  fake.set(cTask!.panelOrderId!, { status: 'Canceled', startCount: 20, remains: 300 });
  await s.run(later(t0, 61));

  expect(await s.state.task(pTask!.id)).toMatchObject({ status: 2, phase: 'FINISHED', remains: 157 });
  expect(await s.state.service(partial.serviceId)).toMatchObject({ status: 'PARTIAL', remains: 157, startCount: 10 });
  expect(await s.state.task(cTask!.id)).toMatchObject({ status: -2, phase: 'FINISHED' });
  expect((await s.state.service(canceled.serviceId)).status).toBe('CANCELED');
});

it('이행 – 패널 연결이 없는 상품은 작업을 운영자에게 넘기고(경보) 보내지 않는다', async () => {
  const svc = await s.paidService({ panelId: null });
  await s.run();
  const [task] = await s.state.tasksOf(svc.serviceId);
  expect(task).toMatchObject({ status: 0, phase: 'READY', needsAttention: true, panelId: null });
  expect(task!.lastError).toMatch(/패널/);
  expect(await s.state.alerts('TASK_NEEDS_ATTENTION', `task:${task!.id}`)).toHaveLength(1);
  await s.run(later(s.t.clock.now(), 3600));
  expect(await s.state.task(task!.id)).toMatchObject({ phase: 'READY', attempts: 0 });
  expect((await s.state.service(svc.serviceId)).status).toBe('WAITING');
});

async function completedParent(o: { refill: boolean }) {
  const p = await s.panel({ refill: o.refill });
  const svc = await s.paidService({ panelId: p.id, quantity: 100 });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [parent] = await s.state.tasksOf(svc.serviceId);
  p.fake.set(parent!.panelOrderId!, { status: 'Completed', startCount: 50, remains: 0 });
  await s.run(later(t0, 61));
  expect((await s.state.service(svc.serviceId)).status).toBe('COMPLETED');
  // 재충전 요청(다른 곳에서 만든다): 원래 작업에 연결된 REFILL 작업 한 줄
  const [refill] = await s.t.db
    .insert(tasks)
    .values({
      kind: 'REFILL',
      source: 'STORE',
      serviceId: svc.serviceId,
      memberId: s.member.memberId,
      parentTaskId: parent!.id,
      productName: parent!.productName,
      panelId: p.id,
      panelServiceId: '1001',
      targetKey: parent!.targetKey,
      quantity: 30,
      status: 0,
      phase: 'READY',
      nextAttemptAt: later(t0, 61),
    })
    .returning();
  return { ...p, svc, parent: parent!, refill: refill!, t0: later(t0, 61) };
}

it('재충전 – 패널 서비스가 재충전을 받으면 원래 주문 번호로 refill 을 부르고, 서비스는 COMPLETED 그대로', async () => {
  const r = await completedParent({ refill: true });
  await s.run(r.t0);
  expect(r.fake.refillCalls).toEqual([r.parent.panelOrderId]);
  expect(r.fake.adds).toHaveLength(1);
  const sent = await s.state.task(r.refill.id);
  expect(sent).toMatchObject({ status: 1, phase: 'SENT', panelOrderId: null });
  expect(sent.panelRefillId).toBeTruthy();
  expect((await s.state.service(r.svc.serviceId)).status).toBe('COMPLETED');

  r.fake.refillState.set(sent.panelRefillId!, 'Completed');
  await s.run(later(r.t0, 61));
  expect(r.fake.refillStatusCalls).toEqual([sent.panelRefillId]);
  expect(await s.state.task(r.refill.id)).toMatchObject({ status: 2, phase: 'FINISHED', upstreamStatus: 'Completed' });
  expect((await s.state.events(r.refill.id)).map((e) => e.type)).toEqual(['REFILL', 'REFILL_STATUS']);
  expect(await s.state.service(r.svc.serviceId)).toMatchObject({ status: 'COMPLETED', remains: 0 });
});

it('재충전 – 패널 서비스가 재충전을 받지 않게 바뀌었으면 새 주문으로 바꿔 보내지 않고 운영자에게 넘긴다', async () => {
  const r = await completedParent({ refill: false });
  await s.run(r.t0);
  expect(r.fake.refillCalls).toEqual([]);
  expect(r.fake.adds).toHaveLength(1);
  const held = await s.state.task(r.refill.id);
  expect(held).toMatchObject({ status: 0, phase: 'READY', needsAttention: true, panelOrderId: null, panelRefillId: null });
  expect(held.lastError).toContain('리필을 받지 않습니다');
  expect((await s.state.events(r.refill.id)).map((e) => e.type)).toEqual(['ERROR']);
  expect((await s.state.alerts('TASK_NEEDS_ATTENTION', `task:${r.refill.id}`))).toHaveLength(1);

  await s.run(later(r.t0, 3600));
  expect(r.fake.adds).toHaveLength(1);
  expect(r.fake.refillCalls).toEqual([]);
  expect((await s.state.events(r.refill.id)).map((e) => e.type)).toEqual(['ERROR']);
  expect((await s.state.service(r.svc.serviceId)).status).toBe('COMPLETED');
});

it('이행 – 패널 연결 전에 만든 작업도 관리자가 상품을 연결하면 상품의 지금 연결로 보내고, 작업에 그 연결을 적는다', async () => {
  const svc = await s.paidService({ panelId: null });
  await s.run();
  const [task] = await s.state.tasksOf(svc.serviceId);
  expect(task).toMatchObject({ phase: 'READY', needsAttention: true, panelId: null, panelServiceId: null });

  const { id: panelId, fake } = await s.panel();
  const admin = await s.t.loginAsAdmin();
  const mapped = await s.t.json('PUT', `/v1/admin/products/${svc.service.productId}/panel-service`, { panelId, panelServiceId: '1001' }, admin.accessToken);
  expect(mapped.status).toBe(200);

  await s.run(later(s.t.clock.now(), 5));
  const sent = await s.state.task(task!.id);
  expect(sent).toMatchObject({ phase: 'SENT', status: 1, panelId, panelServiceId: '1001', needsAttention: false, lastError: null, attempts: 1 });
  expect(fake.adds).toEqual([{ serviceId: '1001', link: svc.link, quantity: 100 }]);
  expect((await s.state.events(task!.id)).map((e) => e.type)).toEqual(['ERROR', 'MAPPING', 'SEND']);
  expect((await s.state.alerts('TASK_NEEDS_ATTENTION', `task:${task!.id}`))[0]!.resolvedAt).not.toBeNull();
  expect((await s.state.service(svc.serviceId)).status).toBe('IN_PROGRESS');

  await s.run(later(s.t.clock.now(), 3600));
  expect(fake.addsFor(svc.link)).toBe(1);
});

it('조회 – 표준 밖의 끝난 상태(Refunded, Failed, Error, Rejected)는 실패(-1)로 끝내고 더 묻지 않는다', async () => {
  const { id: panelId, fake } = await s.panel();
  const t0 = s.t.clock.now();
  for (const upstream of ['Refunded', 'Failed', 'Error', 'Rejected']) {
    const svc = await s.paidService({ panelId });
    await s.run(t0);
    const [task] = await s.state.tasksOf(svc.serviceId);
    fake.set(task!.panelOrderId!, { status: upstream as never, remains: 100 });
    await s.run(later(t0, 61));
    expect(await s.state.task(task!.id)).toMatchObject({ status: -1, phase: 'FINISHED', upstreamStatus: upstream });
    expect((await s.state.service(svc.serviceId)).status).toBe('FAILED');
    const calls = fake.statusCalls.length;
    await s.run(later(t0, 200));
    expect(fake.statusCalls.length).toBe(calls);
  }
});
