import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, kstDate, kstStartOf } from '../../../server/lib/time';
import { PanelError } from '../../../server/providers/fulfilment/types';
import type { TestMember } from '../../helpers/test-app';
import { engineSetup, later, type EngineSetup } from '../jobs/fixtures';

// 전액 환불은 아직 패널에 보내지 않은 작업을 취소하고, 일꾼은 취소된 서비스의 작업을 보내지도 새로 만들지도 않는다
let s: EngineSetup;
let admin: TestMember;
beforeAll(async () => {
  s = await engineSetup();
  admin = await s.t.loginAsAdmin();
});
afterAll(() => s.t.close());

const refund = (purchaseId: number, body: Record<string, unknown>) => s.t.json('POST', `/v1/admin/purchases/${purchaseId}/refund`, body, admin.accessToken);
const kstAt = (day: string, hour: number, minute = 0) => new Date(kstStartOf(day).getTime() + (hour * 60 + minute) * 60_000);

it('전액 환불 – 잔액 부족으로 물러나 다시 보내려던 작업(READY)은 취소(-2)되고, 간격이 지나도 패널에 보내지 않는다', async () => {
  const { id: panelId, fake } = await s.panel();
  fake.onAdd = async () => {
    throw new PanelError('Not enough funds on balance', true, { error: 'Not enough funds on balance' });
  };
  const svc = await s.paidService({ panelId });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [task] = await s.state.tasksOf(svc.serviceId);
  expect(task).toMatchObject({ phase: 'READY', attempts: 1 });
  expect((await s.state.service(svc.serviceId)).status).toBe('WAITING');

  const res = await refund(svc.purchaseId, { to: 'POINT', reason: '패널 잔액 부족으로 진행 불가' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ full: true, canceledServices: 1 });
  const canceled = await s.state.task(task!.id);
  expect(canceled).toMatchObject({ status: -2, phase: 'FINISHED', needsAttention: false, lastError: '전액 환불로 취소되었습니다.' });
  expect(canceled.finishedAt).not.toBeNull();
  expect((await s.state.events(task!.id)).map((e) => e.type)).toEqual(['ERROR', 'CANCEL']);
  expect((await s.state.service(svc.serviceId)).status).toBe('CANCELED');

  fake.onAdd = null;
  for (const seconds of [30, 3600]) await s.run(later(t0, seconds));
  expect(fake.addsFor(svc.link)).toBe(1);
  expect(await s.state.task(task!.id)).toMatchObject({ status: -2, phase: 'FINISHED' });
  expect((await s.state.service(svc.serviceId)).status).toBe('CANCELED');

  // 두 번째 환불 요청은 거절되고 아무것도 바꾸지 않는다
  const again = await refund(svc.purchaseId, { to: 'POINT', reason: '다시' });
  expect(again.status).toBe(409);
  expect((await s.state.events(task!.id)).map((e) => e.type)).toEqual(['ERROR', 'CANCEL']);
});

it('전액 환불 – 진행 중인 일일 서비스는 멈춘다: 다음 날 작업을 만들지 않고 건너뜀도 적지 않으며, 보낸 작업이 끝나도 CANCELED 그대로', async () => {
  const d = addDays(kstDate(s.t.clock.now()), 30);
  const { id: panelId, fake } = await s.panel();
  const targetKey = 'https://www.instagram.com/p/RefundDaily1/';
  const svc = await s.paidService({ panelId, kind: 'DAILY', days: 3, quantity: 40, targetKind: 'INSTAGRAM_POST_URL', targetKey, now: kstAt(d, 9) });
  await s.run(kstAt(d, 9, 5));
  const [first] = await s.state.tasksOf(svc.serviceId);
  expect(first).toMatchObject({ runDate: d, phase: 'SENT' });
  expect((await s.state.service(svc.serviceId)).status).toBe('IN_PROGRESS');

  const res = await refund(svc.purchaseId, { to: 'POINT', reason: '고객 요청' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ full: true, canceledServices: 1 });
  expect((await s.state.service(svc.serviceId)).status).toBe('CANCELED');
  // 이미 패널에 보낸 작업은 그대로 둔다(패널 쪽 주문)
  expect(await s.state.task(first!.id)).toMatchObject({ phase: 'SENT' });

  fake.set(first!.panelOrderId!, { status: 'Completed', startCount: 5, remains: 0 });
  await s.run(kstAt(d, 10));
  expect(await s.state.task(first!.id)).toMatchObject({ phase: 'FINISHED', status: 2 });
  for (const day of [addDays(d, 1), addDays(d, 2), addDays(d, 4)]) await s.run(kstAt(day, 9));
  expect((await s.state.tasksOf(svc.serviceId)).map((t) => t.runDate)).toEqual([d]);
  expect(await s.state.skips(svc.serviceId)).toHaveLength(0);
  expect(fake.adds).toHaveLength(1);
  expect((await s.state.service(svc.serviceId)).status).toBe('CANCELED');
});

it('부분 환불은 작업을 건드리지 않는다', async () => {
  const { id: panelId, fake } = await s.panel();
  fake.onAdd = async () => {
    throw new PanelError('Not enough funds on balance', true, { error: 'Not enough funds on balance' });
  };
  const svc = await s.paidService({ panelId, quantity: 100 });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [task] = await s.state.tasksOf(svc.serviceId);
  const res = await refund(svc.purchaseId, { to: 'POINT', amount: 1_000, reason: '일부' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ full: false, canceledServices: 0 });
  expect(await s.state.task(task!.id)).toMatchObject({ phase: 'READY', status: 0 });

  fake.onAdd = null;
  await s.run(later(t0, 30));
  expect(await s.state.task(task!.id)).toMatchObject({ phase: 'SENT' });
  expect(fake.addsFor(svc.link)).toBe(2);
});
