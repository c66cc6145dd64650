import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dailyRunChecks } from '../../../server/db/schema';
import { MISSED_DAY_REASON, NO_POST_RECHECK_MS } from '../../../server/jobs/fulfilment/daily';
import { runFulfilmentOnce } from '../../../server/jobs/fulfilment';
import { addDays, kstDate, kstStartOf } from '../../../server/lib/time';
import { engineSetup, FakeInstagram, type EngineSetup } from './fixtures';

const instagram = new FakeInstagram();
let s: EngineSetup;
beforeAll(async () => {
  s = await engineSetup({ instagram });
});
afterAll(() => s.t.close());

const kstAt = (day: string, hour: number, minute = 0) => new Date(kstStartOf(day).getTime() + (hour * 60 + minute) * 60_000);
let dayOffset = 10;
const nextDay = () => addDays(kstDate(s.t.clock.now()), (dayOffset += 10));
const NO_POST = '오늘 올라온 새 게시물이 없습니다.';

/** 계정 대상(INSTAGRAM_USERNAME) 일일 서비스. 게시물은 시험이 instagram.posts 에 넣는다 */
async function accountService(o: { day: string; hour?: number; days: number }) {
  const { id: panelId, fake } = await s.panel();
  const username = `daily_${randomBytes(4).toString('hex')}`;
  instagram.posts.set(username, []);
  const svc = await s.paidService({ panelId, kind: 'DAILY', days: o.days, quantity: 30, targetKind: 'INSTAGRAM_USERNAME', targetKey: username, now: kstAt(o.day, o.hour ?? 0, 1) });
  return { ...svc, username, fake };
}

const post = (username: string, at: Date) => {
  const shortcode = `P${randomBytes(5).toString('hex')}`;
  instagram.posts.get(username)!.push({ shortcode, takenAt: at.toISOString() });
  return `https://www.instagram.com/p/${shortcode}/`;
};

const checkOf = async (serviceId: number, runDate: string) =>
  (await s.t.db.select().from(dailyRunChecks).where(and(eq(dailyRunChecks.serviceId, serviceId), eq(dailyRunChecks.runDate, runDate))))[0];

it('일일 – 0시에 오늘 게시물이 아직 없으면 "아직": 건너뛰지 않고 20분 뒤에 다시 보고, 오후에 올라온 게시물로 작업을 만든다', async () => {
  const d = nextDay();
  const svc = await accountService({ day: d, days: 2 });

  await s.run(kstAt(d, 0, 5));
  expect(await s.state.tasksOf(svc.serviceId)).toHaveLength(0);
  expect(await s.state.skips(svc.serviceId)).toHaveLength(0);
  expect(await s.state.alerts('DAILY_TARGET_UNRESOLVED', `service:${svc.serviceId}:${d}`)).toHaveLength(0);
  const check = await checkOf(svc.serviceId, d);
  expect(check).toMatchObject({ lastReason: NO_POST, failures: 0 });
  expect(check!.nextCheckAt.getTime()).toBe(kstAt(d, 0, 5).getTime() + NO_POST_RECHECK_MS);
  expect(instagram.lookupsOf(svc.username)).toBe(1);

  // 다시 볼 때가 되기 전에는 묻지 않는다(5초마다 도는 일꾼이 인스타그램을 두드리지 않는다)
  await s.run(kstAt(d, 0, 10));
  await s.run(kstAt(d, 0, 24));
  expect(instagram.lookupsOf(svc.username)).toBe(1);
  await s.run(kstAt(d, 0, 26));
  expect(instagram.lookupsOf(svc.username)).toBe(2);

  const link = post(svc.username, kstAt(d, 14, 30));
  await s.run(kstAt(d, 14, 50));
  const list = await s.state.tasksOf(svc.serviceId);
  expect(list.map((t) => [t.kind, t.runDate, t.targetKey])).toEqual([['DAILY', d, link]]);
  expect(svc.fake.adds).toEqual([{ serviceId: '1001', link, quantity: 30 }]);
  expect(await s.state.skips(svc.serviceId)).toHaveLength(0);
});

it('일일 – 그날 끝까지 게시물이 없으면 23시에 한 번 건너뜀으로 적고(경보 하나), 다음 날은 다시 찾는다', async () => {
  const d = nextDay();
  const svc = await accountService({ day: d, days: 2 });
  await s.run(kstAt(d, 9));
  await s.run(kstAt(d, 22, 59));
  expect(await s.state.skips(svc.serviceId)).toHaveLength(0);

  await s.run(kstAt(d, 23, 0));
  await s.run(kstAt(d, 23, 40));
  const skips = await s.state.skips(svc.serviceId);
  expect(skips.map((k) => [k.runDate, k.reason])).toEqual([[d, NO_POST]]);
  expect(await s.state.alerts('DAILY_TARGET_UNRESOLVED', `service:${svc.serviceId}:${d}`)).toHaveLength(1);
  expect(await s.state.tasksOf(svc.serviceId)).toHaveLength(0);

  const link = post(svc.username, kstAt(addDays(d, 1), 8));
  await s.run(kstAt(addDays(d, 1), 8, 30));
  expect((await s.state.tasksOf(svc.serviceId)).map((t) => [t.runDate, t.targetKey])).toEqual([[addDays(d, 1), link]]);
});

it('일일 – 조회가 실패하면 그 서비스만 1분, 2분, 4분... 물러나고, 뒤의 서비스는 막히지 않는다. 하루 내내 실패하면 그 사유로 건너뜀', async () => {
  const d = nextDay();
  const broken = await accountService({ day: d, days: 1 });
  instagram.failing.add(broken.username);
  const ok = await accountService({ day: d, days: 1 });
  const link = post(ok.username, kstAt(d, 9));

  await s.run(kstAt(d, 10));
  expect((await s.state.tasksOf(ok.serviceId)).map((t) => t.targetKey)).toEqual([link]);
  let check = await checkOf(broken.serviceId, d);
  expect(check).toMatchObject({ failures: 1 });
  expect(check!.lastReason).toMatch(/^인스타그램 조회에 실패했습니다/);
  expect(check!.nextCheckAt.getTime()).toBe(kstAt(d, 10, 1).getTime());

  await s.run(kstAt(d, 10, 0));
  expect(instagram.lookupsOf(broken.username)).toBe(1);
  await s.run(kstAt(d, 10, 1));
  expect(instagram.lookupsOf(broken.username)).toBe(2);
  check = await checkOf(broken.serviceId, d);
  expect(check).toMatchObject({ failures: 2 });
  expect(check!.nextCheckAt.getTime()).toBe(kstAt(d, 10, 3).getTime());
  await s.run(kstAt(d, 10, 2));
  expect(instagram.lookupsOf(broken.username)).toBe(2);
  await s.run(kstAt(d, 10, 3));
  expect((await checkOf(broken.serviceId, d))!.nextCheckAt.getTime()).toBe(kstAt(d, 10, 7).getTime());
  expect(await s.state.skips(broken.serviceId)).toHaveLength(0);

  await s.run(kstAt(d, 23, 5));
  const skips = await s.state.skips(broken.serviceId);
  expect(skips.map((k) => k.runDate)).toEqual([d]);
  expect(skips[0]!.reason).toMatch(/^인스타그램 조회에 실패했습니다/);
  expect(await s.state.tasksOf(broken.serviceId)).toHaveLength(0);
  expect(await s.state.alerts('DAILY_TARGET_UNRESOLVED', `service:${broken.serviceId}:${d}`)).toHaveLength(1);
  instagram.failing.delete(broken.username);
});

it('일일 – 일꾼이 며칠 멈춰 있었으면 지난날들을 건너뜀으로 적고(작업을 몰아 만들지 않는다) 오늘 작업만 만든다', async () => {
  const d = nextDay();
  const { id: panelId, fake } = await s.panel();
  const targetKey = `https://www.instagram.com/p/${randomBytes(6).toString('hex')}/`;
  const svc = await s.paidService({ panelId, kind: 'DAILY', days: 4, quantity: 20, targetKind: 'INSTAGRAM_POST_URL', targetKey, now: kstAt(d, 9) });

  await s.run(kstAt(addDays(d, 2), 10));
  expect((await s.state.tasksOf(svc.serviceId)).map((t) => t.runDate)).toEqual([addDays(d, 2)]);
  expect(fake.adds).toHaveLength(1);
  const skips = await s.state.skips(svc.serviceId);
  expect(skips.map((k) => [k.runDate, k.reason])).toEqual([
    [d, MISSED_DAY_REASON],
    [addDays(d, 1), MISSED_DAY_REASON],
  ]);
  expect(await s.state.alerts('DAILY_TARGET_UNRESOLVED', `service:${svc.serviceId}:${addDays(d, 1)}`)).toHaveLength(1);

  // 다시 돌아도 같은 날을 두 번 적지 않는다
  await s.run(kstAt(addDays(d, 2), 11));
  expect(await s.state.skips(svc.serviceId)).toHaveLength(2);
});

it('일일 – 조회가 오래 걸려 23시를 넘기면 그날 작업을 만들지 않고, 다음 단계들은 그때의 시계로 돈다', async () => {
  const d = nextDay();
  const svc = await accountService({ day: d, days: 2 });
  post(svc.username, kstAt(d, 20));
  // 시계: 22:59 에서 시작해, 인스타그램 조회 한 번에 2분이 흐른다
  let nowMs = kstAt(d, 22, 59).getTime();
  instagram.onLookup = () => void (nowMs += 2 * 60_000);
  try {
    await runFulfilmentOnce(s.t.deps, () => new Date(nowMs), { skipBalance: true });
  } finally {
    instagram.onLookup = null;
  }
  expect(await s.state.tasksOf(svc.serviceId)).toHaveLength(0);
  // 끝난 날 정리는 23시가 넘은 시계로 돌았다: 그날은 건너뜀(마지막 확인이 없으니 일꾼 사유)
  expect((await s.state.skips(svc.serviceId)).map((k) => k.runDate)).toEqual([d]);
});

it('일일 – 단계마다 시계를 다시 읽는다: 조회가 오래 걸려도 SENDING 표시 시각은 보내는 순간이다', async () => {
  const d = nextDay();
  const svc = await accountService({ day: d, days: 1 });
  const link = post(svc.username, kstAt(d, 9));
  let nowMs = kstAt(d, 10).getTime();
  instagram.onLookup = () => void (nowMs += 3 * 60_000);
  try {
    await runFulfilmentOnce(s.t.deps, () => new Date(nowMs), { skipBalance: true });
  } finally {
    instagram.onLookup = null;
  }
  const [task] = await s.state.tasksOf(svc.serviceId);
  expect(task).toMatchObject({ targetKey: link, phase: 'SENT' });
  expect(task!.createdAt.getTime()).toBe(kstAt(d, 10, 3).getTime());
  expect(task!.sendStartedAt!.getTime()).toBe(kstAt(d, 10, 3).getTime());
  expect(task!.nextAttemptAt.getTime()).toBe(kstAt(d, 10, 3).getTime() + s.t.config.FULFILMENT_POLL_SECONDS * 1000);
});
