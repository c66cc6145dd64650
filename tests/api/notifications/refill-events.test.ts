import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { notifications, tasks } from '../../../server/db/schema';
import { noticeRefillFinished } from '../../../server/services/service-notices';
import { TASK_STATUS } from '../../../lib/schemas/fulfilment';
import type { TestMember } from '../../helpers/test-app';
import { engineSetup, later, type EngineSetup } from '../jobs/fixtures';
import { insertTask } from '../services/fixtures';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let s: EngineSetup;
let admin: TestMember;
let second: DbHandle | null = null;
beforeAll(async () => {
  s = await engineSetup();
  admin = await s.t.loginAsAdmin();
  // 두 번째 api 인스턴스(PostgreSQL 에서만): 같은 DB 에 따로 연결 풀을 연다
  if (onPostgres) second = openDatabase({ DATABASE_URL: s.t.databaseUrl!, PGLITE_DIR: '' }, { onError: () => {} });
});
afterAll(async () => {
  await second?.close();
  await s.t.close();
});

const PRODUCT = '테스트 한국인 팔로워';
const refillNotices = (refillTaskId: number) =>
  s.t.db.select().from(notifications).where(like(notifications.eventKey, `refill:${refillTaskId}:%`)).orderBy(asc(notifications.id));

/** 재충전을 받는 패널에서 이행 일꾼으로 끝까지 채운 서비스 */
async function completedService() {
  const { id: panelId, fake } = await s.panel({ refill: true });
  const svc = await s.paidService({ panelId, quantity: 100 });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [order] = await s.state.tasksOf(svc.serviceId);
  fake.set(order!.panelOrderId!, { status: 'Completed', startCount: 1, remains: 0 });
  await s.run(later(t0, 61));
  expect((await s.state.service(svc.serviceId)).status).toBe('COMPLETED');
  return { ...svc, fake, t0 };
}

const requestRefill = (serviceId: number) =>
  s.t.json('POST', `/v1/my-page/${s.member.memberId}/services/refill`, { serviceId }, s.member.accessToken);

it('재충전 접수 → 패널이 끝내면 재충전 완료: 사건마다 한 통, 다시 조회해도 늘지 않는다', async () => {
  const svc = await completedService();
  const res = await requestRefill(svc.serviceId);
  expect(res.status).toBe(201);
  const refillTaskId: number = res.body.refillTaskId;

  let rows = await refillNotices(refillTaskId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    memberId: s.member.memberId,
    eventKey: `refill:${refillTaskId}:accepted`,
    templateCode: 'REFILL_ACCEPTED',
    channel: 'KAKAO',
    text: `홍길동님, ${PRODUCT} 리필 신청이 접수되었습니다.\n대상: ${svc.targetKey}\n진행되면 다시 알려 드립니다.`,
  });

  // 이미 열린 재충전이 있으면 거절(409): 거절된 요청은 알림을 남기지 않는다
  expect((await requestRefill(svc.serviceId)).status).toBe(409);

  await s.run(later(svc.t0, 200));
  const refillTask = await s.state.task(refillTaskId);
  expect(refillTask).toMatchObject({ phase: 'SENT', kind: 'REFILL' });
  await s.run(later(svc.t0, 300));
  expect((await refillNotices(refillTaskId)).map((r) => r.templateCode)).toEqual(['REFILL_ACCEPTED']);

  svc.fake.refillState.set(refillTask.panelRefillId!, 'Completed');
  await s.run(later(svc.t0, 400));
  await s.run(later(svc.t0, 500));
  expect(await s.state.task(refillTaskId)).toMatchObject({ status: TASK_STATUS.DONE, phase: 'FINISHED' });

  rows = await refillNotices(refillTaskId);
  expect(rows.map((r) => r.eventKey)).toEqual([`refill:${refillTaskId}:accepted`, `refill:${refillTaskId}:done`]);
  expect(rows[1]).toMatchObject({ templateCode: 'REFILL_DONE', text: `홍길동님, ${PRODUCT} 리필이 완료되었습니다.\n대상: ${svc.targetKey}` });
  // 서비스의 상태 알림은 시작·완료 두 통 그대로(재충전은 서비스 상태를 바꾸지 않는다)
  const serviceRows = await s.t.db.select().from(notifications).where(like(notifications.eventKey, `service:${svc.serviceId}:%`));
  expect(serviceRows.map((r) => r.templateCode).sort()).toEqual(['SERVICE_COMPLETED', 'SERVICE_STARTED']);
});

it('운영자가 재충전 작업을 완료 처리해도 재충전 완료 한 통, 패널이 거절해 실패로 끝나면 없다', async () => {
  const done = await completedService();
  const doneTaskId: number = (await requestRefill(done.serviceId)).body.refillTaskId;
  const res = await s.t.json('POST', `/v1/admin/tasks/${doneTaskId}/complete`, {}, admin.accessToken);
  expect(res.status).toBe(200);
  expect((await refillNotices(doneTaskId)).map((r) => r.templateCode)).toEqual(['REFILL_ACCEPTED', 'REFILL_DONE']);

  const rejected = await completedService();
  const rejectedTaskId: number = (await requestRefill(rejected.serviceId)).body.refillTaskId;
  await s.run(later(rejected.t0, 200));
  rejected.fake.refillState.set((await s.state.task(rejectedTaskId)).panelRefillId!, 'Rejected');
  await s.run(later(rejected.t0, 300));
  expect(await s.state.task(rejectedTaskId)).toMatchObject({ status: TASK_STATUS.FAILED, phase: 'FINISHED' });
  expect((await refillNotices(rejectedTaskId)).map((r) => r.templateCode)).toEqual(['REFILL_ACCEPTED']);
});

it('되돌린 변화 – 재충전 작업을 끝낸 트랜잭션이 되돌려지면 완료 알림도 없다', async () => {
  const svc = await completedService();
  const refillTaskId: number = (await requestRefill(svc.serviceId)).body.refillTaskId;
  await expect(
    s.t.db.transaction(async (tx) => {
      await tx.update(tasks).set({ status: TASK_STATUS.DONE, phase: 'FINISHED', finishedAt: svc.t0 }).where(eq(tasks.id, refillTaskId));
      await noticeRefillFinished(s.t.deps, tx, refillTaskId);
      expect(await tx.select().from(notifications).where(eq(notifications.eventKey, `refill:${refillTaskId}:done`))).toHaveLength(1);
      throw new Error('되돌림');
    }),
  ).rejects.toThrow('되돌림');
  expect((await s.state.task(refillTaskId)).phase).toBe('READY');
  expect((await refillNotices(refillTaskId)).map((r) => r.templateCode)).toEqual(['REFILL_ACCEPTED']);
});

it.skipIf(!onPostgres)('한 요청의 재충전 작업 둘이 두 인스턴스에서 동시에 끝나도 완료 알림은 한 줄', async () => {
  const { id: panelId } = await s.panel({ refill: true });
  const { serviceId } = await s.fx.paidService({ memberId: s.member.memberId, quantity: 100 });
  // 운영자가 나눠 보낸 주문 둘: 재충전 요청 하나가 주문마다 작업을 하나씩 만든다
  for (const quantity of [60, 40]) await insertTask(s.t, { serviceId, memberId: s.member.memberId, quantity, panelId, panelServiceId: '1001' });
  await s.fx.setServiceStatus(serviceId, 'COMPLETED');
  expect((await requestRefill(serviceId)).status).toBe(201);
  const refills = (await s.state.tasksOf(serviceId)).filter((x) => x.kind === 'REFILL');
  expect(refills).toHaveLength(2);

  // 두 트랜잭션이 각자 작업을 끝낸 뒤에야 알림을 따진다: 서로의 끝을 아직 못 본 채로 만난다
  let arrived = 0;
  let release: () => void = () => {};
  const bothFinished = new Promise<void>((resolve) => (release = resolve));
  const finish = (db: typeof s.t.db, taskId: number) =>
    db.transaction(async (tx) => {
      await tx.update(tasks).set({ status: TASK_STATUS.DONE, phase: 'FINISHED', finishedAt: s.t.clock.now() }).where(eq(tasks.id, taskId));
      if (++arrived === 2) release();
      await bothFinished;
      await noticeRefillFinished(s.t.deps, tx, taskId);
    });
  await Promise.all([finish(s.t.db, refills[0]!.id), finish(second!.db, refills[1]!.id)]);

  const rows = await refillNotices(refills[0]!.id);
  expect(rows.map((r) => r.eventKey)).toEqual([`refill:${refills[0]!.id}:accepted`, `refill:${refills[0]!.id}:done`]);
  expect(await refillNotices(refills[1]!.id)).toEqual([]);
});
