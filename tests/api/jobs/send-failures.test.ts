import { afterAll, beforeAll, expect, it } from 'vitest';
import { SENDING_MARGIN_MS } from '../../../server/jobs/fulfilment';
import { PanelError } from '../../../server/providers/fulfilment/types';
import { engineSetup, later, type EngineSetup } from './fixtures';

let s: EngineSetup;
beforeAll(async () => {
  s = await engineSetup({ env: { FULFILMENT_MAX_SEND_ATTEMPTS: '3' } });
});
afterAll(() => s.t.close());

it('전송 – 분명한 실패는 간격을 늘려 다시 보내고, 최대 횟수를 다 쓰면 실패로 끝내고 운영자에게', async () => {
  const { id: panelId, fake } = await s.panel();
  fake.onAdd = async () => {
    throw new PanelError('Not enough funds on balance', true, { error: 'Not enough funds on balance' });
  };
  const svc = await s.paidService({ panelId });
  const t0 = s.t.clock.now();

  await s.run(t0);
  const [task] = await s.state.tasksOf(svc.serviceId);
  expect(task).toMatchObject({ status: 0, phase: 'READY', attempts: 1, needsAttention: false, lastError: 'Not enough funds on balance' });
  expect(task!.nextAttemptAt.getTime()).toBe(later(t0, 30).getTime());

  // 간격 전에는 보내지 않는다
  await s.run(later(t0, 29));
  expect(fake.addsFor(svc.link)).toBe(1);

  await s.run(later(t0, 30));
  const second = await s.state.task(task!.id);
  expect(second).toMatchObject({ phase: 'READY', attempts: 2 });
  expect(second.nextAttemptAt.getTime()).toBe(later(t0, 90).getTime());
  expect(fake.addsFor(svc.link)).toBe(2);

  await s.run(later(t0, 90));
  const failed = await s.state.task(task!.id);
  expect(failed).toMatchObject({ status: -1, phase: 'FINISHED', attempts: 3, needsAttention: true });
  expect(failed.lastError).toMatch(/3번 실패/);
  expect(fake.addsFor(svc.link)).toBe(3);
  expect(await s.state.alerts('TASK_NEEDS_ATTENTION', `task:${task!.id}`)).toHaveLength(1);
  expect((await s.state.service(svc.serviceId)).status).toBe('FAILED');
  const errors = (await s.state.events(task!.id)).filter((e) => e.type === 'ERROR');
  expect(errors).toHaveLength(3);
  expect(errors[0]!.response).toEqual({ error: 'Not enough funds on balance' });

  await s.run(later(t0, 7200));
  expect(fake.addsFor(svc.link)).toBe(3);
});

it('전송 – 결과를 모르는 실패(시간 초과)는 다시 보내지 않고 SENDING 그대로 운영자에게', async () => {
  const { id: panelId, fake } = await s.panel();
  fake.onAdd = async () => {
    throw new PanelError('패널 응답 시간 초과', false);
  };
  const svc = await s.paidService({ panelId });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [task] = await s.state.tasksOf(svc.serviceId);
  expect(task).toMatchObject({ status: 0, phase: 'SENDING', attempts: 1, needsAttention: true });
  expect(task!.lastError).toMatch(/알 수 없습니다/);
  expect(await s.state.alerts('TASK_NEEDS_ATTENTION', `task:${task!.id}`)).toHaveLength(1);

  for (const seconds of [60, 3600, 86_400]) await s.run(later(t0, seconds));
  expect(fake.addsFor(svc.link)).toBe(1);
  expect(await s.state.task(task!.id)).toMatchObject({ phase: 'SENDING', attempts: 1 });
  expect(await s.state.alerts('TASK_NEEDS_ATTENTION', `task:${task!.id}`)).toHaveLength(1);
});

it('전송 – 패널에 닿은 뒤 PanelError 가 아닌 예외로 끝나도 다시 보내지 않고 운영자에게', async () => {
  const { id: panelId, fake } = await s.panel();
  fake.onAdd = async () => {
    throw new TypeError('socket hang up');
  };
  const svc = await s.paidService({ panelId });
  const t0 = s.t.clock.now();
  await s.run(t0);
  for (const seconds of [60, 3600]) await s.run(later(t0, seconds));
  const [task] = await s.state.tasksOf(svc.serviceId);
  expect(fake.addsFor(svc.link)).toBe(1);
  expect(task).toMatchObject({ phase: 'SENDING', needsAttention: true, attempts: 1 });
  expect(await s.state.alerts('TASK_NEEDS_ATTENTION', `task:${task!.id}`)).toHaveLength(1);
});

it('복구 – 보낸 뒤 적기 전에 프로세스가 멈추면, 다음 일꾼이 SENDING 작업을 다시 보내지 않고 운영자에게 넘긴다', async () => {
  const { id: panelId, fake } = await s.panel();
  let reached!: () => void;
  const reachedPanel = new Promise<void>((resolve) => (reached = resolve));
  // 패널은 주문을 받았지만 답이 돌아오지 않는다: 그 사이에 프로세스가 죽은 것과 같다
  fake.onAdd = () => {
    reached();
    return new Promise(() => {});
  };
  const svc = await s.paidService({ panelId });
  const t0 = s.t.clock.now();
  void s.run(t0);
  await reachedPanel;

  const [task] = await s.state.tasksOf(svc.serviceId);
  expect(task).toMatchObject({ phase: 'SENDING', attempts: 1, needsAttention: false });

  // 재시작한 일꾼: 제한 시간 + 여유가 지나기 전에는 건드리지 않는다
  fake.onAdd = null;
  const limitMs = s.t.config.PANEL_TIMEOUT_MS + SENDING_MARGIN_MS;
  await s.run(new Date(t0.getTime() + limitMs - 1000));
  expect(await s.state.task(task!.id)).toMatchObject({ phase: 'SENDING', needsAttention: false });

  await s.run(new Date(t0.getTime() + limitMs + 1000));
  const recovered = await s.state.task(task!.id);
  expect(recovered).toMatchObject({ phase: 'SENDING', needsAttention: true, attempts: 1, panelOrderId: null });
  expect((await s.state.events(task!.id)).map((e) => e.type)).toEqual(['RECOVERY']);
  expect(await s.state.alerts('TASK_NEEDS_ATTENTION', `task:${task!.id}`)).toHaveLength(1);

  await s.run(new Date(t0.getTime() + 2 * 86_400_000));
  expect(fake.addsFor(svc.link)).toBe(1);
  expect(await s.state.alerts('TASK_NEEDS_ATTENTION', `task:${task!.id}`)).toHaveLength(1);
});

it('전송 – 패널이 이미 다른 작업에 적힌 주문 번호를 주면(23505) 두 번째 작업은 적지 않고 운영자에게, 다시 보내지도 않는다', async () => {
  const { id: panelId, fake } = await s.panel();
  const first = await s.paidService({ panelId });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [sent] = await s.state.tasksOf(first.serviceId);
  expect(sent).toMatchObject({ phase: 'SENT' });

  // 같은 패널이 다음 주문에 같은 번호를 돌려준다
  fake.onAdd = async () => ({ orderId: sent!.panelOrderId!, raw: { order: sent!.panelOrderId } });
  const second = await s.paidService({ panelId });
  await s.run(later(t0, 1));
  const [dup] = await s.state.tasksOf(second.serviceId);
  expect(dup).toMatchObject({ phase: 'SENDING', needsAttention: true, panelOrderId: null, attempts: 1 });
  expect(dup!.lastError).toBe(`패널 주문 번호 ${sent!.panelOrderId} 가 이미 다른 작업에 적혀 있습니다. 확인이 필요합니다.`);
  const events = await s.state.events(dup!.id);
  expect(events.map((e) => e.type)).toEqual(['ERROR']);
  expect(events[0]!.response).toEqual({ order: sent!.panelOrderId });
  expect(await s.state.alerts('TASK_NEEDS_ATTENTION', `task:${dup!.id}`)).toHaveLength(1);
  // 먼저 적힌 작업은 그대로
  expect(await s.state.task(sent!.id)).toMatchObject({ phase: 'SENT', panelOrderId: sent!.panelOrderId });

  for (const seconds of [60, 3600, 86_400]) await s.run(later(t0, seconds));
  expect(fake.addsFor(second.link)).toBe(1);
  expect(await s.state.task(dup!.id)).toMatchObject({ phase: 'SENDING', needsAttention: true, attempts: 1 });
});
