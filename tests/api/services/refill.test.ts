import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../../server/db/schema';
import { serviceFixtures, type ServiceFixtures } from '../../helpers/service-fixtures';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { insertTask, panelWithService, tasksOfService } from './fixtures';

let t: TestApp;
let me: TestMember;
let other: TestMember;
let fx: ServiceFixtures;
let refillPanel: { panelId: number; panelServiceId: string };
let noRefillPanel: { panelId: number; panelServiceId: string };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.loginAsAdmin();
  fx = await serviceFixtures(t, admin.accessToken);
  me = await t.signup();
  other = await t.signup();
  refillPanel = await panelWithService(t, { refill: true });
  noRefillPanel = await panelWithService(t, { refill: false, serviceId: '2002' });
});
afterAll(() => t.close());

const refill = (serviceId: number, member = me) =>
  t.json('POST', `/v1/my-page/${member.memberId}/services/refill`, { serviceId }, member.accessToken);

/** 완료된 서비스: 다 채워 끝난 ORDER 작업 하나(패널 주문 번호가 있다) */
async function completed(o: { quantity?: number; productId?: number; panel?: { panelId: number; panelServiceId: string } } = {}) {
  const quantity = o.quantity ?? 100;
  const { serviceId } = await fx.paidService({ memberId: me.memberId, quantity, productId: o.productId });
  const order = await insertTask(t, { serviceId, memberId: me.memberId, quantity, remains: 0, ...(o.panel ?? refillPanel) });
  await fx.setServiceStatus(serviceId, 'COMPLETED');
  return { serviceId, order };
}

const detailOf = (serviceId: number) => t.json('GET', `/v1/my-page/${me.memberId}/services/${serviceId}`, undefined, me.accessToken);

describe('POST /v1/my-page/{memberId}/services/refill', () => {
  it('완료된 서비스: 버튼이 보이고, 원래 패널 주문에 건 REFILL 작업 하나(수량 0 = 줄어든 만큼, 패널이 잰다)', async () => {
    const { serviceId, order } = await completed({ quantity: 100 });
    expect((await detailOf(serviceId)).body).toMatchObject({ canRefill: true, hasOpenRefill: false });
    const res = await refill(serviceId);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ refillTaskId: expect.any(Number), parentTaskId: order.id, quantity: 0 });
    const rows = await tasksOfService(t, serviceId);
    const refills = rows.filter((r) => r.kind === 'REFILL');
    expect(refills).toHaveLength(1);
    expect(refills[0]).toMatchObject({ id: res.body.refillTaskId, parentTaskId: order.id, quantity: 0, status: 0, phase: 'READY', source: 'STORE', targetKey: order.targetKey, panelId: refillPanel.panelId });

    const detail = await detailOf(serviceId);
    expect(detail.body).toMatchObject({ status: 'COMPLETED', hasOpenRefill: true, canRefill: false });
    expect(detail.body.tasks.map((x: { kindLabel: string }) => x.kindLabel)).toEqual(['주문', '리필']);
  });

  it('원래 주문이 여럿이면(운영자가 나눠 보냄) 패널 주문마다 재충전, 실패한 주문에는 걸지 않는다', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId, quantity: 100 });
    const failed = await insertTask(t, { serviceId, memberId: me.memberId, quantity: 100, status: -1, remains: null, panelId: refillPanel.panelId, panelServiceId: refillPanel.panelServiceId, panelOrderId: null });
    const a = await insertTask(t, { serviceId, memberId: me.memberId, quantity: 60, source: 'ADMIN', ...refillPanel });
    const b = await insertTask(t, { serviceId, memberId: me.memberId, quantity: 40, source: 'ADMIN', ...refillPanel });
    await fx.setServiceStatus(serviceId, 'COMPLETED');
    const res = await refill(serviceId);
    expect(res.status).toBe(201);
    const refills = (await tasksOfService(t, serviceId)).filter((r) => r.kind === 'REFILL');
    expect(refills.map((r) => r.parentTaskId).sort()).toEqual([a.id, b.id].sort());
    expect(refills.map((r) => r.parentTaskId)).not.toContain(failed.id);
  });

  it('패널 서비스가 재충전을 받지 않으면 버튼이 없고, 요청은 409 REFILL_NOTHING', async () => {
    const { serviceId } = await completed({ panel: noRefillPanel });
    expect((await detailOf(serviceId)).body.canRefill).toBe(false);
    const res = await refill(serviceId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'REFILL_NOTHING', message: '리필할 수량이 없습니다.' });
  });

  it('패널 주문 번호가 없는 주문(운영자가 완료 처리)이면 버튼이 없고 409 REFILL_NOTHING', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId });
    await insertTask(t, { serviceId, memberId: me.memberId, quantity: 100, remains: 0, panelId: refillPanel.panelId, panelServiceId: refillPanel.panelServiceId, panelOrderId: null });
    await fx.setServiceStatus(serviceId, 'COMPLETED');
    expect((await detailOf(serviceId)).body.canRefill).toBe(false);
    expect((await refill(serviceId)).body.code).toBe('REFILL_NOTHING');
  });

  it('일부만 채운 서비스(PARTIAL)는 409: 재충전이 아니라 운영자의 다시 보내기·환불', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId });
    await insertTask(t, { serviceId, memberId: me.memberId, quantity: 100, remains: 30, ...refillPanel });
    await fx.setServiceStatus(serviceId, 'PARTIAL', { remains: 30, completedAt: t.clock.now() });
    expect((await detailOf(serviceId)).body.canRefill).toBe(false);
    const res = await refill(serviceId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('완료된 서비스만 리필을 신청할 수 있습니다.');
  });

  it('재충전 기간이 없는 상품이면 409', async () => {
    const product = await fx.product({ refillDays: 0 });
    const { serviceId } = await completed({ productId: product.id });
    const res = await refill(serviceId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('리필을 지원하지 않는 상품입니다.');
  });

  it('열린 재충전이 있으면 409, 그것이 끝나면 다시 받는다', async () => {
    const { serviceId, order } = await completed();
    const open = await insertTask(t, { serviceId, memberId: me.memberId, kind: 'REFILL', parentTaskId: order.id, quantity: 0, status: 1, phase: 'SENT', finishedAt: null });
    const res = await refill(serviceId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'REFILL_ALREADY_OPEN', message: '이미 진행 중인 리필 신청이 있습니다.' });
    await t.db.update(tasks).set({ status: 2, phase: 'FINISHED' }).where(eq(tasks.id, open.id));
    expect((await refill(serviceId)).status).toBe(201);
  });

  it('동시에 두 번 눌러도 재충전은 하나', async () => {
    const { serviceId } = await completed();
    const [a, b] = await Promise.all([refill(serviceId), refill(serviceId)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refills = (await tasksOfService(t, serviceId)).filter((r) => r.kind === 'REFILL');
    expect(refills).toHaveLength(1);
  });

  it('남의 서비스는 403 NOT_YOUR_RESOURCE', async () => {
    const { serviceId } = await fx.paidService({ memberId: other.memberId });
    const res = await refill(serviceId);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_YOUR_RESOURCE');
  });

  // 시계를 앞으로 보내므로 맨 끝에 둔다
  it('완료 후 재충전 기간(30일)이 지나면 409 와 마감 시각', async () => {
    const { serviceId } = await completed();
    t.clock.advance(31 * 24 * 3600);
    // 토큰도 시계를 따라 만료된다: 다시 로그인한다
    me = { ...me, ...(await t.login(me.email, me.password)) };
    const res = await refill(serviceId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REFILL_PERIOD_OVER');
    expect(res.body.message).toMatch(/^리필 신청 기간이 지났습니다\. \(\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}까지\)$/);
    expect(typeof res.body.meta.refillDeadline).toBe('string');
    const detail = await t.json('GET', `/v1/my-page/${me.memberId}/services/${serviceId}`, undefined, me.accessToken);
    expect(detail.body.canRefill).toBe(false);
  });
});
