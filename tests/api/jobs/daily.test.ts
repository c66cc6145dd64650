import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dailyRunSkips } from '../../../server/db/schema';
import { addDays, kstDate, kstStartOf } from '../../../server/lib/time';
import { engineSetup, type EngineSetup } from './fixtures';

let s: EngineSetup;
beforeAll(async () => {
  s = await engineSetup();
});
afterAll(() => s.t.close());

/** KST 날짜의 시·분을 UTC 순간으로 */
const kstAt = (day: string, hour: number, minute = 0) => new Date(kstStartOf(day).getTime() + (hour * 60 + minute) * 60_000);
/** 테스트마다 앞으로의 다른 날: 시계는 앞으로만 간다 */
let dayOffset = 10;
const nextDay = () => addDays(kstDate(s.t.clock.now()), (dayOffset += 10));
const postUrl = () => `https://www.instagram.com/p/${randomBytes(6).toString('hex')}/`;

async function dailyService(o: { day: string; hour: number; minute?: number; days: number; targetKind?: string; targetKey?: string }) {
  const { id: panelId, fake } = await s.panel();
  const targetKey = o.targetKey ?? postUrl();
  const svc = await s.paidService({
    panelId,
    kind: 'DAILY',
    days: o.days,
    quantity: 50,
    targetKind: o.targetKind ?? 'INSTAGRAM_POST_URL',
    targetKey,
    now: kstAt(o.day, o.hour, o.minute),
  });
  return { ...svc, targetKey, fake };
}

it('일일 – 기간 안의 날마다 작업 하나(같은 날 여러 번 돌아도 하나), 마지막 날이 지나고 모두 끝나면 COMPLETED', async () => {
  const d = nextDay();
  const svc = await dailyService({ day: d, hour: 9, days: 2 });
  expect(svc.service).toMatchObject({ productKind: 'DAILY', startsOn: d, endsOn: addDays(d, 1) });

  await s.run(kstAt(d, 9, 1));
  await s.run(kstAt(d, 15));
  let list = await s.state.tasksOf(svc.serviceId);
  expect(list.map((t) => [t.kind, t.runDate, t.targetKey, t.quantity])).toEqual([['DAILY', d, svc.targetKey, 50]]);
  expect(svc.fake.adds).toEqual([{ serviceId: '1001', link: svc.targetKey, quantity: 50 }]);

  await s.run(kstAt(addDays(d, 1), 0, 5));
  list = await s.state.tasksOf(svc.serviceId);
  expect(list.map((t) => t.runDate)).toEqual([d, addDays(d, 1)]);

  for (const t of list) svc.fake.set(t.panelOrderId!, { status: 'Completed', startCount: 7, remains: 0 });
  await s.run(kstAt(addDays(d, 1), 10));
  expect((await s.state.tasksOf(svc.serviceId)).every((t) => t.status === 2)).toBe(true);
  // 마지막 날이 아직 안 지났다
  expect((await s.state.service(svc.serviceId)).status).toBe('IN_PROGRESS');

  await s.run(kstAt(addDays(d, 2), 0, 1));
  expect(await s.state.tasksOf(svc.serviceId)).toHaveLength(2);
  expect(await s.state.service(svc.serviceId)).toMatchObject({ status: 'COMPLETED', remains: 0, startCount: 7 });
});

it('일일 – 23:00~24:00(KST)에는 작업을 만들지 않고(건너뜀 기록도 없이), 다음 날 0시 이후에 만든다', async () => {
  const d = nextDay();
  const svc = await dailyService({ day: d, hour: 23, minute: 10, days: 2 });
  await s.run(kstAt(d, 23, 30));
  expect(await s.state.tasksOf(svc.serviceId)).toHaveLength(0);
  expect(await s.t.db.select().from(dailyRunSkips).where(eq(dailyRunSkips.serviceId, svc.serviceId))).toHaveLength(0);
  expect(svc.fake.adds).toHaveLength(0);

  await s.run(kstAt(addDays(d, 1), 0, 10));
  expect((await s.state.tasksOf(svc.serviceId)).map((t) => t.runDate)).toEqual([addDays(d, 1)]);
});

it('일일 – 그날 대상을 찾지 못하면 daily_run_skips 에 한 번 적고(경보 하나) 작업은 만들지 않는다', async () => {
  const d = nextDay();
  // 내장 인스타그램 fixture 에 없는 계정
  const svc = await dailyService({ day: d, hour: 8, days: 3, targetKind: 'INSTAGRAM_USERNAME', targetKey: `nobody_${randomBytes(4).toString('hex')}` });
  await s.run(kstAt(d, 8, 30));
  await s.run(kstAt(d, 12));

  const skips = await s.t.db.select().from(dailyRunSkips).where(eq(dailyRunSkips.serviceId, svc.serviceId));
  expect(skips.map((k) => k.runDate)).toEqual([d]);
  expect(skips[0]!.reason).toMatch(/[가-힣]/);
  expect(await s.state.tasksOf(svc.serviceId)).toHaveLength(0);
  expect(svc.fake.adds).toHaveLength(0);
  expect(await s.state.alerts('DAILY_TARGET_UNRESOLVED', `service:${svc.serviceId}:${d}`)).toHaveLength(1);
  expect((await s.state.service(svc.serviceId)).status).toBe('WAITING');
});
