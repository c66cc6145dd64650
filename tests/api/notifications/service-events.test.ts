import { randomBytes } from 'node:crypto';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { notifications, tasks } from '../../../server/db/schema';
import { runFulfilmentOnce } from '../../../server/jobs/fulfilment';
import type { AppDeps } from '../../../server/lib/context';
import { addDays, kstDate, kstStartOf } from '../../../server/lib/time';
import { refreshServiceStatus } from '../../../server/services/service-rollup';
import { TASK_STATUS } from '../../../lib/schemas/fulfilment';
import { engineSetup, later, type EngineSetup } from '../jobs/fixtures';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let s: EngineSetup;
let second: DbHandle | null = null;
beforeAll(async () => {
  s = await engineSetup();
  // 두 번째 api 인스턴스(PostgreSQL 에서만): 같은 DB 에 따로 연결 풀을 연다
  if (onPostgres) second = openDatabase({ DATABASE_URL: s.t.databaseUrl!, PGLITE_DIR: '' }, { onError: () => {} });
});
afterAll(async () => {
  await second?.close();
  await s.t.close();
});

const PRODUCT = '테스트 한국인 팔로워';

/** 서비스 하나의 알림(사건 키 service:{id}:…) */
const noticesOf = (serviceId: number) =>
  s.t.db.select().from(notifications).where(like(notifications.eventKey, `service:${serviceId}:%`)).orderBy(asc(notifications.id));

it('시작 – 패널이 주문을 받으면 "서비스 시작" 한 통, 진행 중을 여러 번 조회해도 그대로 한 통', async () => {
  const { id: panelId, fake } = await s.panel();
  const svc = await s.paidService({ panelId, quantity: 200 });
  const t0 = s.t.clock.now();
  expect(await noticesOf(svc.serviceId)).toEqual([]);

  await s.run(t0);
  const [task] = await s.state.tasksOf(svc.serviceId);
  expect((await s.state.service(svc.serviceId)).status).toBe('IN_PROGRESS');
  fake.set(task!.panelOrderId!, { status: 'In progress', startCount: 10, remains: 150 });
  await s.run(later(t0, 61));
  fake.set(task!.panelOrderId!, { status: 'In progress', remains: 90 });
  await s.run(later(t0, 122));

  const rows = await noticesOf(svc.serviceId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    memberId: s.member.memberId,
    eventKey: `service:${svc.serviceId}:started`,
    templateCode: 'SERVICE_STARTED',
    channel: 'KAKAO',
    recipientPhone: '01012345678',
    status: 'QUEUED',
    text: `홍길동님, ${PRODUCT} 서비스를 시작했습니다.\n대상: ${svc.targetKey}\n진행 상황은 마이페이지에서 볼 수 있습니다.`,
  });
});

it('완료 – 주문 수량을 다 채우면 "서비스 완료"(수량은 천 단위 쉼표) 한 통, 다시 돌려도 늘지 않는다', async () => {
  const { id: panelId, fake } = await s.panel();
  const svc = await s.paidService({ panelId, quantity: 1200 });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [task] = await s.state.tasksOf(svc.serviceId);
  fake.set(task!.panelOrderId!, { status: 'Completed', startCount: 5, remains: 0 });
  await s.run(later(t0, 61));
  await s.run(later(t0, 400));
  expect((await s.state.service(svc.serviceId)).status).toBe('COMPLETED');

  const rows = await noticesOf(svc.serviceId);
  expect(rows.map((r) => r.eventKey)).toEqual([`service:${svc.serviceId}:started`, `service:${svc.serviceId}:completed`]);
  expect(rows[1]).toMatchObject({
    templateCode: 'SERVICE_COMPLETED',
    text: `홍길동님, ${PRODUCT} 서비스가 완료되었습니다.\n대상: ${svc.targetKey}\n수량: 1,200`,
  });
});

it('부분 완료 – 주문·진행 수량과 남은 몫의 실제 처리(상품 기본: 결제 금액 비례 적립금 환불)를 알린다', async () => {
  const { id: panelId, fake } = await s.panel();
  const svc = await s.paidService({ panelId, quantity: 500 });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [task] = await s.state.tasksOf(svc.serviceId);
  fake.set(task!.panelOrderId!, { status: 'Partial', startCount: 10, remains: 157 });
  await s.run(later(t0, 61));
  await s.run(later(t0, 400));
  expect(await s.state.service(svc.serviceId)).toMatchObject({ status: 'PARTIAL', remains: 157 });

  const rows = await noticesOf(svc.serviceId);
  expect(rows.map((r) => r.templateCode)).toEqual(['SERVICE_STARTED', 'SERVICE_PARTIALLY_COMPLETED']);
  expect(rows[1]).toMatchObject({
    eventKey: `service:${svc.serviceId}:partial`,
    text:
      `홍길동님, ${PRODUCT} 서비스가 일부만 진행되었습니다.\n대상: ${svc.targetKey}\n` +
      '주문 수량: 500\n진행 수량: 343\n진행되지 않은 몫은 결제 금액에 비례해 15,700원을 적립금으로 환불해 드립니다.',
  });
});

it('환불로 취소된 서비스는 끝나도 알리지 않는다(환불 알림이 맡는다)', async () => {
  const { id: panelId, fake } = await s.panel();
  const svc = await s.paidService({ panelId, quantity: 300 });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [task] = await s.state.tasksOf(svc.serviceId);
  await s.fx.setServiceStatus(svc.serviceId, 'CANCELED');
  fake.set(task!.panelOrderId!, { status: 'Completed', remains: 0 });
  await s.run(later(t0, 61));
  expect((await s.state.service(svc.serviceId)).status).toBe('CANCELED');
  expect((await noticesOf(svc.serviceId)).map((r) => r.templateCode)).toEqual(['SERVICE_STARTED']);
});

it('되돌린 변화 – 상태 재계산을 한 트랜잭션이 되돌려지면 알림도 없다', async () => {
  const { id: panelId } = await s.panel();
  const svc = await s.paidService({ panelId, quantity: 100 });
  const t0 = s.t.clock.now();
  await s.run(t0);
  const [task] = await s.state.tasksOf(svc.serviceId);
  const before = await noticesOf(svc.serviceId);

  await expect(
    s.t.db.transaction(async (tx) => {
      await tx.update(tasks).set({ status: TASK_STATUS.DONE, phase: 'FINISHED', remains: 0, finishedAt: t0 }).where(eq(tasks.id, task!.id));
      await refreshServiceStatus(s.t.deps, tx, svc.serviceId, t0);
      // 재계산 안에서는 완료 알림이 들어가 있다: 되돌려지면 함께 사라져야 한다
      const inside = await tx.select().from(notifications).where(eq(notifications.eventKey, `service:${svc.serviceId}:completed`));
      expect(inside).toHaveLength(1);
      throw new Error('되돌림');
    }),
  ).rejects.toThrow('되돌림');

  expect((await s.state.service(svc.serviceId)).status).toBe('IN_PROGRESS');
  expect(await noticesOf(svc.serviceId)).toEqual(before);
});

/** KST 날짜의 시·분을 UTC 순간으로 */
const kstAt = (day: string, hour: number, minute = 0) => new Date(kstStartOf(day).getTime() + (hour * 60 + minute) * 60_000);

it('일일 – 마지막 날이 지나 모두 채우면 "일일 서비스 종료"(기간은 서울 날짜) 한 통, 완료 알림은 따로 가지 않는다', async () => {
  const d = addDays(kstDate(s.t.clock.now()), 30);
  const { id: panelId, fake } = await s.panel();
  const targetKey = `https://www.instagram.com/p/${randomBytes(6).toString('hex')}/`;
  const svc = await s.paidService({ panelId, kind: 'DAILY', days: 2, quantity: 50, targetKind: 'INSTAGRAM_POST_URL', targetKey, now: kstAt(d, 9) });

  await s.run(kstAt(d, 9, 1));
  await s.run(kstAt(addDays(d, 1), 0, 5));
  for (const t of await s.state.tasksOf(svc.serviceId)) fake.set(t.panelOrderId!, { status: 'Completed', startCount: 7, remains: 0 });
  await s.run(kstAt(addDays(d, 1), 10));
  expect((await s.state.service(svc.serviceId)).status).toBe('IN_PROGRESS');
  expect((await noticesOf(svc.serviceId)).map((r) => r.templateCode)).toEqual(['SERVICE_STARTED']);

  await s.run(kstAt(addDays(d, 2), 0, 1));
  await s.run(kstAt(addDays(d, 2), 1));
  expect((await s.state.service(svc.serviceId)).status).toBe('COMPLETED');
  const rows = await noticesOf(svc.serviceId);
  expect(rows.map((r) => r.templateCode)).toEqual(['SERVICE_STARTED', 'DAILY_SERVICE_FINISHED']);
  const dot = (day: string) => day.replaceAll('-', '.');
  expect(rows[1]).toMatchObject({
    eventKey: `service:${svc.serviceId}:completed`,
    text: `홍길동님, ${PRODUCT} 일일 서비스(${dot(d)}~${dot(addDays(d, 1))})가 끝났습니다.\n대상: ${targetKey}`,
  });
});

it.skipIf(!onPostgres)('일꾼 둘 – 같은 PostgreSQL 에서 함께 돌아도 서비스마다 시작·완료 알림은 한 줄씩', async () => {
  const { id: panelId, fake } = await s.panel();
  const created = [];
  for (let i = 0; i < 12; i++) created.push(await s.paidService({ panelId, quantity: 10 + i }));
  const deps2: AppDeps = { ...s.t.deps, db: second!.db };
  const t0 = s.t.clock.now();
  const both = (now: Date) => Promise.all([runFulfilmentOnce(s.t.deps, now), runFulfilmentOnce(deps2, now), runFulfilmentOnce(s.t.deps, now), runFulfilmentOnce(deps2, now)]);

  for (let round = 0; round < 4; round++) await both(later(t0, round));
  for (const svc of created) {
    const [task] = await s.state.tasksOf(svc.serviceId);
    fake.set(task!.panelOrderId!, { status: 'Completed', remains: 0 });
  }
  for (let round = 0; round < 4; round++) await both(later(t0, 100 + round * 61));

  for (const svc of created) {
    expect((await s.state.service(svc.serviceId)).status).toBe('COMPLETED');
    const rows = await s.t.db
      .select({ eventKey: notifications.eventKey })
      .from(notifications)
      .where(like(notifications.eventKey, `service:${svc.serviceId}:%`))
      .orderBy(asc(notifications.id));
    expect(rows.map((r) => r.eventKey)).toEqual([`service:${svc.serviceId}:started`, `service:${svc.serviceId}:completed`]);
  }
});
