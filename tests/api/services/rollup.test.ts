import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, reviews, services } from '../../../server/db/schema';
import { serviceFixtures, type ServiceFixtures } from '../../helpers/service-fixtures';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { insertTask, panelWithService, tasksOfService } from './fixtures';

/**
 * 서비스 상태는 작업들이 채운 수량(수량 − 남은 수량)으로 정해진다(service-rollup.ts).
 * 운영자 조치(POST /v1/admin/tasks, /complete)로 작업을 바꾸고 회원 화면(GET 서비스)으로 확인한다.
 */
let t: TestApp;
let admin: TestMember;
let me: TestMember;
let fx: ServiceFixtures;
let productId: number;
let dailyProductId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  fx = await serviceFixtures(t, admin.accessToken);
  me = await t.signup();
  const panel = await panelWithService(t, { refill: true });
  productId = (await fx.product({ refillDays: 30, panelId: panel.panelId, panelServiceId: panel.panelServiceId })).id;
  dailyProductId = (await fx.product({ kind: 'DAILY', refillDays: 0, panelId: panel.panelId, panelServiceId: panel.panelServiceId })).id;
});
afterAll(() => t.close());

const detail = async (serviceId: number) => (await t.json('GET', `/v1/my-page/${me.memberId}/services/${serviceId}`, undefined, me.accessToken)).body;
const createTask = async (body: Record<string, unknown>) => {
  const res = await t.json('POST', '/v1/admin/tasks', body, admin.accessToken);
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const complete = async (taskId: number, remains?: number) => {
  const res = await t.json('POST', `/v1/admin/tasks/${taskId}/complete`, remains === undefined ? {} : { remains }, admin.accessToken);
  expect(res.status).toBe(200);
};
const sentTask = (serviceId: number, o: Record<string, unknown> = {}) =>
  insertTask(t, { serviceId, memberId: me.memberId, productId, status: 1, phase: 'SENT', remains: null, finishedAt: null, ...o });

describe('서비스 상태: 채운 수량으로', () => {
  it('실패한 주문을 운영자가 다시 보내 다 채우면 COMPLETED(부분 완료가 아니다), 진행률 100', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId, productId, quantity: 100 });
    await insertTask(t, { serviceId, memberId: me.memberId, status: -1, phase: 'FINISHED', remains: null, startCount: null });
    const resend = await createTask({ serviceId, quantity: 100, memo: '다시 보내기' });
    expect(await detail(serviceId)).toMatchObject({ status: 'IN_PROGRESS', completedAt: null });
    const before = t.clock.now().getTime();
    await complete(resend, 0);
    const after = await detail(serviceId);
    expect(after).toMatchObject({ status: 'COMPLETED', remains: 0, progress: 100, canRefill: false });
    expect(Date.parse(after.completedAt)).toBeGreaterThanOrEqual(before);
  });

  it('나눠 보낸 두 주문: 하나 끝나면 진행 중(60%), 둘 다 끝나면 COMPLETED', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId, productId, quantity: 100 });
    const a = await sentTask(serviceId, { quantity: 60 });
    const b = await sentTask(serviceId, { quantity: 40 });
    await complete(a.id, 0);
    expect(await detail(serviceId)).toMatchObject({ status: 'IN_PROGRESS', remains: 40, progress: 60 });
    await complete(b.id, 0);
    expect(await detail(serviceId)).toMatchObject({ status: 'COMPLETED', remains: 0, progress: 100 });
  });

  it('덜 채우면 PARTIAL, 부족분을 다시 보내면 진행 중(완료 시각 지움), 채우면 COMPLETED 이고 재충전 기간은 새 완료부터', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId, productId, quantity: 100 });
    const first = await sentTask(serviceId, { quantity: 100 });
    await complete(first.id, 30);
    const partial = await detail(serviceId);
    expect(partial).toMatchObject({ status: 'PARTIAL', remains: 30, progress: 70, canRefill: false });
    expect(partial.completedAt).not.toBeNull();
    const firstCompletion = Date.parse(partial.completedAt);

    const topUp = await createTask({ serviceId, quantity: 30 });
    expect(await detail(serviceId)).toMatchObject({ status: 'IN_PROGRESS', completedAt: null, remains: 30 });
    // 토큰이 살아 있는 만큼만(10분) 시계를 보낸다
    t.clock.advance(600);
    await complete(topUp, 0);
    const done = await detail(serviceId);
    expect(done).toMatchObject({ status: 'COMPLETED', remains: 0, progress: 100 });
    const completedAt = Date.parse(done.completedAt);
    expect(completedAt).toBeGreaterThanOrEqual(firstCompletion + 600_000);
    expect(Date.parse(done.refillDeadline)).toBe(completedAt + 30 * 24 * 3600 * 1000);
  });

  it('모두 취소면 CANCELED, 환불로 취소된 서비스는 작업이 끝나도 CANCELED 그대로', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId, productId, quantity: 100 });
    const task = await sentTask(serviceId, { quantity: 100 });
    await t.db.update(services).set({ status: 'CANCELED' }).where(eq(services.id, serviceId));
    await complete(task.id, 0);
    expect(await detail(serviceId)).toMatchObject({ status: 'CANCELED', canRefill: false, reviewable: false });
  });

  it('일일 상품: 첫날만 채우면 진행률은 하루치(30일 중 1일 = 3%)', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId, productId: dailyProductId, kind: 'DAILY', quantity: 10, days: 30 });
    const day1 = await sentTask(serviceId, { kind: 'DAILY', productId: dailyProductId, quantity: 10, runDate: '2026-01-01' });
    await complete(day1.id, 0);
    expect(await detail(serviceId)).toMatchObject({ status: 'IN_PROGRESS', remains: 290, progress: 3 });
  });

  it('일일 상품: 빠진 날은 운영자가 따로 보낸 주문이 메운다, 기간이 끝나기 전에는 진행 중', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId, productId: dailyProductId, kind: 'DAILY', quantity: 10, days: 2 });
    const day1 = await sentTask(serviceId, { kind: 'DAILY', productId: dailyProductId, quantity: 10, runDate: '2026-01-01' });
    await complete(day1.id, 0);
    expect(await detail(serviceId)).toMatchObject({ status: 'IN_PROGRESS', remains: 10, progress: 50 });
    const makeUp = await createTask({ serviceId, quantity: 10 });
    await complete(makeUp, 0);
    expect(await detail(serviceId)).toMatchObject({ status: 'IN_PROGRESS', remains: 0, progress: 100 });
  });

  it('후기를 이미 쓴 서비스는 reviewable 이 아니다', async () => {
    const { serviceId, service } = await fx.paidService({ memberId: me.memberId, productId, quantity: 100, unitPrice: 100 });
    const task = await sentTask(serviceId, { quantity: 100, panelOrderId: 'po-review' });
    await complete(task.id, 0);
    expect(await detail(serviceId)).toMatchObject({ status: 'COMPLETED', reviewable: true });
    await t.db.insert(reviews).values({
      memberId: me.memberId,
      serviceId,
      productId,
      channelId: fx.channel.id,
      productTypeId: fx.type.id,
      productName: service.productName,
      rating: 5,
      title: '좋아요',
      content: '잘 받았습니다',
      authorName: '김*모',
    });
    expect((await detail(serviceId)).reviewable).toBe(false);
    const list = await t.json('GET', `/v1/my-page/${me.memberId}/services?size=50`, undefined, me.accessToken);
    expect(list.body.myServiceList.find((s: { id: number }) => s.id === serviceId).reviewable).toBe(false);
  });

  it('환불된 구매의 완료 서비스는 reviewable 이 아니다(후기 api 와 같은 규칙)', async () => {
    const { serviceId, service } = await fx.paidService({ memberId: me.memberId, productId, quantity: 100, unitPrice: 100 });
    const task = await sentTask(serviceId, { quantity: 100, panelOrderId: 'po-refunded' });
    await complete(task.id, 0);
    expect(await detail(serviceId)).toMatchObject({ status: 'COMPLETED', reviewable: true });
    await t.db.update(purchases).set({ status: 'MILEAGE_REFUND' }).where(eq(purchases.id, service.purchaseId!));
    expect(await detail(serviceId)).toMatchObject({ status: 'COMPLETED', reviewable: false });
  });
});

describe('대상 변경: 작업에는 패널에 보낼 link', () => {
  it('계정이 대상인 일일 상품은 보내지 않은 그날 작업을 지워 새 계정으로 다시 찾게 한다', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId, productId: dailyProductId, kind: 'DAILY', quantity: 10, days: 7 });
    await insertTask(t, {
      serviceId,
      memberId: me.memberId,
      kind: 'DAILY',
      runDate: '2026-01-01',
      targetKey: 'https://www.instagram.com/p/OLDPOST123/',
      status: 0,
      phase: 'READY',
      remains: null,
      startCount: null,
      sentAt: null,
      finishedAt: null,
    });
    const res = await t.json('PATCH', `/v1/my-page/${me.memberId}/services/${serviceId}/account`, { targetKey: '@fresh.account' }, me.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.targetKey).toBe('fresh.account');
    expect(await tasksOfService(t, serviceId)).toHaveLength(0);
  });
});
