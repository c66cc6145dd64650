import { afterAll, beforeAll, expect, it } from 'vitest';
import { BACKLOG_SUBJECT, runFulfilmentOnce } from '../../../server/jobs/fulfilment';
import { raiseBacklogAlert } from '../../../server/jobs/fulfilment/backlog';
import { createOrderTasks } from '../../../server/jobs/fulfilment/create-tasks';
import { engineSetup, later, type EngineSetup } from './fixtures';

let s: EngineSetup;
beforeAll(async () => {
  s = await engineSetup({ env: { FULFILMENT_BACKLOG_ALERT_MINUTES: '5', OPERATOR_ALERT_EMAIL: 'ops@example.com' } });
});
afterAll(async () => {
  await s?.t.close();
});

// 시험마다 앞 시험이 쓴 시각보다 뒤에서 시작한다(닫힌 경보의 시각이 다음 시험의 판단에 섞이지 않게)
const start = new Date();
const alerts = () => s.state.alerts('TASK_BACKLOG', BACKLOG_SUBJECT);
const minutes = (at: Date, m: number) => later(at, m * 60);

it('대기열 밀림 – 보낼 차례가 된 작업이 5분 넘게 기다리면 경보 하나와 메일 한 통, 밀림이 이어지는 동안 다시 열지 않고, 따라잡으면 닫는다', async () => {
  const { id: panelId, fake } = await s.panel();
  const t0 = start;
  for (let i = 0; i < 3; i++) await s.paidService({ panelId, now: t0 });
  // 작업만 만들고 보내지 않는다: 일꾼이 따라잡지 못하는 때와 같다
  expect((await createOrderTasks(s.t.deps, () => t0)).created).toBe(3);

  expect(await raiseBacklogAlert(s.t.deps, minutes(t0, 4))).toBe(false);
  expect(await alerts()).toHaveLength(0);

  expect(await raiseBacklogAlert(s.t.deps, minutes(t0, 6))).toBe(true);
  const [opened] = await alerts();
  expect(opened).toMatchObject({ resolvedAt: null });
  expect(opened!.message).toContain('3건');
  expect(opened!.message).toContain('6분째');
  const mails = (await s.state.mails()).filter((m) => m.subject.includes(BACKLOG_SUBJECT));
  expect(mails).toHaveLength(1);

  // 같은 밀림: 바퀴마다 새로 열거나 메일을 보내지 않는다
  for (const m of [7, 10, 30]) expect(await raiseBacklogAlert(s.t.deps, minutes(t0, m))).toBe(false);
  expect(await alerts()).toHaveLength(1);

  // 일꾼이 다 보냈다: 경보를 닫는다
  const caughtUp = minutes(t0, 31);
  const report = await runFulfilmentOnce(s.t.deps, caughtUp, { skipBalance: true });
  expect(report).toMatchObject({ sent: 3, backlogAlerts: 0 });
  expect(fake.adds).toHaveLength(3);
  const [closed] = await alerts();
  expect(closed!.resolvedAt).toEqual(caughtUp);

  // 새 밀림은 새 경보(그리고 메일 한 통 더)
  const t1 = minutes(t0, 60);
  await s.paidService({ panelId, now: t1 });
  await createOrderTasks(s.t.deps, () => t1);
  expect(await raiseBacklogAlert(s.t.deps, minutes(t1, 3))).toBe(false);
  expect(await raiseBacklogAlert(s.t.deps, minutes(t1, 5.5))).toBe(true);
  expect(await alerts()).toHaveLength(2);
  expect((await s.state.mails()).filter((m) => m.subject.includes(BACKLOG_SUBJECT))).toHaveLength(2);
  await runFulfilmentOnce(s.t.deps, minutes(t1, 6), { skipBalance: true });
  expect((await alerts()).every((a) => a.resolvedAt !== null)).toBe(true);
});

it('대기열 밀림 – 운영자가 밀림 중에 경보를 닫으면 바로 다시 열지 않고, 기준 시간이 또 지나도 밀려 있으면 하나 더', async () => {
  const { id: panelId } = await s.panel();
  const t0 = minutes(start, 3 * 60);
  await s.paidService({ panelId, now: t0 });
  await createOrderTasks(s.t.deps, () => t0);
  const before = (await alerts()).length;

  expect(await raiseBacklogAlert(s.t.deps, minutes(t0, 6))).toBe(true);
  const open = (await alerts()).at(-1)!;
  // 운영자는 7분째에 닫는다(앱의 시계를 그만큼 보낸 채로)
  s.t.clock.advance((minutes(t0, 7).getTime() - s.t.clock.now().getTime()) / 1000);
  const admin = await s.t.loginAsAdmin();
  const closed = await s.t.json('POST', `/v1/admin/alerts/${open.id}/resolve`, {}, admin.accessToken);
  s.t.clock.reset();
  expect(closed.status).toBe(200);
  const closedAt = new Date(closed.body.resolvedAt);

  for (const m of [1, 4]) expect(await raiseBacklogAlert(s.t.deps, minutes(closedAt, m))).toBe(false);
  expect(await alerts()).toHaveLength(before + 1);
  expect(await raiseBacklogAlert(s.t.deps, minutes(closedAt, 6))).toBe(true);
  expect(await alerts()).toHaveLength(before + 2);
  await runFulfilmentOnce(s.t.deps, minutes(closedAt, 7), { skipBalance: true });
  expect((await alerts()).every((a) => a.resolvedAt !== null)).toBe(true);
});

it('대기열 밀림 – 운영자에게 넘긴 작업(패널 연결 없음)은 밀림으로 세지 않는다', async () => {
  const t0 = minutes(start, 6 * 60);
  // 패널 연결이 없는 상품: 작업은 운영자에게 넘어간 채 READY 에 남는다
  await s.paidService({ panelId: null, now: t0 });
  await createOrderTasks(s.t.deps, () => t0);
  expect(await raiseBacklogAlert(s.t.deps, minutes(t0, 30))).toBe(false);
  expect((await alerts()).every((a) => a.resolvedAt !== null)).toBe(true);
});
