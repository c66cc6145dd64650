import { afterAll, beforeAll, expect, it } from 'vitest';
import { engineSetup, later, type EngineSetup } from './fixtures';

const OPERATOR = 'ops@growth-store.example';
let s: EngineSetup;
beforeAll(async () => {
  s = await engineSetup({ env: { OPERATOR_ALERT_EMAIL: OPERATOR, TASK_STUCK_MINUTES: '60' } });
});
afterAll(() => s.t.close());

const mailsAbout = async (subjectKey: string) => (await s.state.mails()).filter((m) => m.subject.includes(`(${subjectKey})`));

it('경보 – TASK_STUCK_MINUTES 가 지나도 끝나지 않은 작업은 경보 하나와 메일 한 통, 끝나면 경보를 닫는다', async () => {
  const { id: panelId, fake } = await s.panel();
  const svc = await s.paidService({ panelId });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [task] = await s.state.tasksOf(svc.serviceId);
  const key = `task:${task!.id}`;

  await s.run(later(t0, 59 * 60));
  expect(await s.state.alerts('TASK_STUCK', key)).toHaveLength(0);

  await s.run(later(t0, 61 * 60));
  await s.run(later(t0, 90 * 60));
  const alerts = await s.state.alerts('TASK_STUCK', key);
  expect(alerts).toHaveLength(1);
  expect(alerts[0]!.message).toContain(`#${task!.id}`);
  expect(alerts[0]!.resolvedAt).toBeNull();
  const mails = await mailsAbout(key);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ toAddress: OPERATOR, template: 'OPERATOR_ALERT', status: 'PENDING' });

  fake.set(task!.panelOrderId!, { status: 'Completed', remains: 0 });
  await s.run(later(t0, 120 * 60));
  expect((await s.state.alerts('TASK_STUCK', key))[0]!.resolvedAt).not.toBeNull();
});

it('경보 – 패널 잔액이 기준 아래면 LOW_BALANCE(메일 한 통), 10분에 한 번만 묻고, 회복되면 닫는다', async () => {
  const { id: panelId, fake } = await s.panel({ lowBalanceThreshold: '50.00' });
  fake.balanceValue = '9.5';
  const t0 = s.t.clock.now();
  const key = `panel:${panelId}`;

  await s.run(t0);
  expect(fake.balanceCalls).toBe(1);
  const panel = await s.state.panel(panelId);
  expect(panel).toMatchObject({ balance: '9.5', currency: 'USD' });
  expect(panel.balanceCheckedAt?.getTime()).toBe(t0.getTime());
  expect(await s.state.alerts('LOW_BALANCE', key)).toHaveLength(1);
  expect(await mailsAbout(key)).toHaveLength(1);

  await s.run(later(t0, 5 * 60));
  expect(fake.balanceCalls).toBe(1);

  await s.run(later(t0, 11 * 60));
  expect(fake.balanceCalls).toBe(2);
  expect(await s.state.alerts('LOW_BALANCE', key)).toHaveLength(1);
  expect(await mailsAbout(key)).toHaveLength(1);

  fake.balanceValue = '120.50';
  await s.run(later(t0, 22 * 60));
  expect(fake.balanceCalls).toBe(3);
  expect((await s.state.panel(panelId)).balance).toBe('120.50');
  const [alert] = await s.state.alerts('LOW_BALANCE', key);
  expect(alert!.resolvedAt).not.toBeNull();
});

it('경보 – 잔액이 기준과 같거나 크면 열지 않는다(십진수로 비교: 100.84 > 50.00, 50 = 50.00)', async () => {
  const { id: panelId, fake } = await s.panel({ lowBalanceThreshold: '50.00' });
  fake.balanceValue = '50';
  await s.run();
  expect(await s.state.alerts('LOW_BALANCE', `panel:${panelId}`)).toHaveLength(0);
  fake.balanceValue = '100.84';
  await s.run(later(s.t.clock.now(), 11 * 60));
  expect(await s.state.alerts('LOW_BALANCE', `panel:${panelId}`)).toHaveLength(0);
});

it('경보 – 운영자가 지연 경보를 닫으면 바로 다시 열지 않고(메일도 없이), 기준 시간이 또 지나도 안 끝났을 때 하나 더', async () => {
  const { id: panelId } = await s.panel();
  const svc = await s.paidService({ panelId });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [task] = await s.state.tasksOf(svc.serviceId);
  const key = `task:${task!.id}`;
  await s.run(later(t0, 61 * 60));
  const [first] = await s.state.alerts('TASK_STUCK', key);
  expect(first).toBeDefined();

  const admin = await s.t.loginAsAdmin();
  const closed = await s.t.json('POST', `/v1/admin/alerts/${first!.id}/resolve`, {}, admin.accessToken);
  expect(closed.status).toBe(200);
  const closedAt = new Date(closed.body.resolvedAt);

  for (const minutes of [1, 30, 59]) await s.run(new Date(closedAt.getTime() + minutes * 60_000));
  expect(await s.state.alerts('TASK_STUCK', key)).toHaveLength(1);
  expect(await mailsAbout(key)).toHaveLength(1);

  await s.run(new Date(closedAt.getTime() + 61 * 60_000));
  const alerts = await s.state.alerts('TASK_STUCK', key);
  expect(alerts).toHaveLength(2);
  expect(alerts[1]!.resolvedAt).toBeNull();
  expect(await mailsAbout(key)).toHaveLength(2);
});

it('경보 – 꺼 둔 패널의 열린 LOW_BALANCE 경보는 닫는다(더는 잔액을 묻지 않는다)', async () => {
  const { id: panelId, fake } = await s.panel({ lowBalanceThreshold: '50.00' });
  fake.balanceValue = '3.00';
  const t0 = s.t.clock.now();
  await s.run(t0);
  const key = `panel:${panelId}`;
  expect((await s.state.alerts('LOW_BALANCE', key))[0]!.resolvedAt).toBeNull();

  const admin = await s.t.loginAsAdmin();
  const off = await s.t.json('PATCH', `/v1/admin/panels/${panelId}`, { isActive: false }, admin.accessToken);
  expect(off.status).toBe(200);
  await s.run(later(t0, 60));
  expect(fake.balanceCalls).toBe(1);
  const [alert] = await s.state.alerts('LOW_BALANCE', key);
  expect(alert!.resolvedAt).not.toBeNull();
});
