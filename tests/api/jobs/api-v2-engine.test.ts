import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { panels, panelServices, services, taskEvents, tasks } from '../../../server/db/schema';
import { runFulfilmentOnce } from '../../../server/jobs/fulfilment';
import { serviceFixtures, type ServiceFixtures } from '../../helpers/service-fixtures';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { sendJson, startPanelServer, type PanelServer } from '../panels/panel-server';
import { later } from './fixtures';

/**
 * 일꾼이 실제 ApiV2PanelClient 로 루프백 패널(API v2)과 말한다: 주입한 가짜 클라이언트 없이,
 * form POST 에서 응답 읽기까지 진짜 경로 전부. 패널은 흔한 버릇대로 답한다(숫자 주문 번호, 문자열 수치,
 * 주문 하나를 물으면 단건 모양, HTTP 200 의 {"error"}).
 */
const KEY = 'loopback-panel-key-7c1d';
let server: PanelServer;
let t: TestApp;
let fx: ServiceFixtures;
let member: TestMember;
let panelId: number;

type Order = { status: string; remains: number; startCount: number };
const orders = new Map<string, Order>();
let nextOrder = 23500;
let refuseAdd: string | null = null;

beforeAll(async () => {
  server = await startPanelServer();
  server.setReply((form, res) => {
    if (form.key !== KEY) return sendJson(res, 200, { error: 'Invalid API key' });
    if (form.action === 'add') {
      if (refuseAdd) return sendJson(res, 200, { error: refuseAdd });
      const id = ++nextOrder;
      orders.set(String(id), { status: 'Pending', remains: Number(form.quantity), startCount: 0 });
      return sendJson(res, 200, { order: id });
    }
    if (form.action === 'status') {
      const ids = (form.orders ?? form.order ?? '').split(',');
      const stateOf = (id: string) => {
        const o = orders.get(id);
        return o ? { charge: '0.27819', start_count: String(o.startCount), status: o.status, remains: String(o.remains), currency: 'USD' } : { error: 'Incorrect order ID' };
      };
      // 주문 하나만 물으면 orders 로 물어도 단건 모양으로 답하는 패널
      if (ids.length === 1) return sendJson(res, 200, stateOf(ids[0]!));
      return sendJson(res, 200, Object.fromEntries(ids.map((id) => [id, stateOf(id)])));
    }
    if (form.action === 'balance') return sendJson(res, 200, { balance: '100.84', currency: 'USD' });
    return sendJson(res, 200, { error: 'Incorrect request' });
  });
  t = await createTestApp();
  const admin = await t.loginAsAdmin();
  fx = await serviceFixtures(t, admin.accessToken);
  member = await t.signup();
  const [row] = await t.db
    .insert(panels)
    .values({ name: `루프백 패널 ${randomBytes(2).toString('hex')}`, kind: 'API_V2', apiUrl: server.url, apiKey: KEY })
    .returning({ id: panels.id });
  panelId = row!.id;
  await t.db.insert(panelServices).values({ panelId, serviceId: '501', name: 'IG Followers', min: 10, max: 10_000 });
});
afterAll(async () => {
  await t.close();
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
  refuseAdd = null;
});

async function paid(quantity: number) {
  const product = await fx.product({ kind: 'SINGLE', panelId, panelServiceId: '501', targetKind: 'INSTAGRAM_USERNAME' });
  const targetKey = `loop_${randomBytes(4).toString('hex')}`;
  const r = await fx.paidService({ memberId: member.memberId, productId: product.id, quantity, targetKey });
  return { ...r, link: `https://www.instagram.com/${targetKey}/` };
}
const run = (at: Date) => runFulfilmentOnce(t.deps, at, { skipBalance: true });
const tasksOf = (serviceId: number) => t.db.select().from(tasks).where(eq(tasks.serviceId, serviceId)).orderBy(asc(tasks.id));
const serviceOf = async (id: number) => (await t.db.select().from(services).where(eq(services.id, id)))[0]!;

it('API v2 – 결제된 서비스가 루프백 패널에 form POST 로 주문되고, 조회한 상태로 COMPLETED 가 된다', async () => {
  const svc = await paid(200);
  const t0 = t.clock.now();
  await run(t0);

  const adds = server.seen.filter((r) => r.form.action === 'add');
  expect(adds).toHaveLength(1);
  expect(adds[0]).toMatchObject({ method: 'POST', contentType: 'application/x-www-form-urlencoded' });
  expect(adds[0]!.form).toEqual({ key: KEY, action: 'add', service: '501', link: svc.link, quantity: '200' });
  const [task] = await tasksOf(svc.serviceId);
  expect(task).toMatchObject({ phase: 'SENT', status: 1, panelId, panelOrderId: String(nextOrder) });
  const sendEvent = (await t.db.select().from(taskEvents).where(eq(taskEvents.taskId, task!.id)))[0]!;
  expect(sendEvent).toMatchObject({ type: 'SEND', response: { order: nextOrder } });
  expect(JSON.stringify(sendEvent)).not.toContain(KEY);

  orders.set(task!.panelOrderId!, { status: 'In progress', remains: 120, startCount: 3572 });
  await run(later(t0, 61));
  expect(server.seen.filter((r) => r.form.action === 'status').map((r) => r.form)).toEqual([{ key: KEY, action: 'status', orders: task!.panelOrderId }]);
  expect((await tasksOf(svc.serviceId))[0]).toMatchObject({ upstreamStatus: 'In progress', startCount: 3572, remains: 120, charge: '0.27819', currency: 'USD' });
  expect(await serviceOf(svc.serviceId)).toMatchObject({ status: 'IN_PROGRESS', startCount: 3572, remains: 120 });

  orders.set(task!.panelOrderId!, { status: 'Completed', remains: 0, startCount: 3572 });
  await run(later(t0, 122));
  expect((await tasksOf(svc.serviceId))[0]).toMatchObject({ phase: 'FINISHED', status: 2, remains: 0 });
  expect(await serviceOf(svc.serviceId)).toMatchObject({ status: 'COMPLETED', remains: 0 });
  expect(server.seen.filter((r) => r.form.action === 'add')).toHaveLength(1);
});

it('API v2 – 여러 주문은 orders 한 번으로 묻고, 패널이 환불(Refunded)한 주문은 실패로 끝낸다', async () => {
  const a = await paid(100);
  const b = await paid(100);
  const t0 = t.clock.now();
  await run(t0);
  const [ta] = await tasksOf(a.serviceId);
  const [tb] = await tasksOf(b.serviceId);
  orders.set(ta!.panelOrderId!, { status: 'Refunded', remains: 100, startCount: 0 });
  orders.set(tb!.panelOrderId!, { status: 'Cancelled', remains: 100, startCount: 0 });
  server.seen.length = 0;
  await run(later(t0, 61));
  const statusCalls = server.seen.filter((r) => r.form.action === 'status');
  expect(statusCalls).toHaveLength(1);
  expect(statusCalls[0]!.form.orders!.split(',').sort()).toEqual([ta!.panelOrderId, tb!.panelOrderId].sort());
  expect((await tasksOf(a.serviceId))[0]).toMatchObject({ phase: 'FINISHED', status: -1, upstreamStatus: 'Refunded' });
  expect((await tasksOf(b.serviceId))[0]).toMatchObject({ phase: 'FINISHED', status: -2, upstreamStatus: 'Canceled' });
  expect((await serviceOf(a.serviceId)).status).toBe('FAILED');
  expect((await serviceOf(b.serviceId)).status).toBe('CANCELED');
});

it('API v2 – HTTP 200 의 {"error"} 로 거절된 주문은 물러났다가 다시 보내 한 번만 들어간다', async () => {
  const svc = await paid(50);
  refuseAdd = 'Not enough funds on balance';
  const t0 = t.clock.now();
  await run(t0);
  const [task] = await tasksOf(svc.serviceId);
  expect(task).toMatchObject({ phase: 'READY', attempts: 1, lastError: 'Not enough funds on balance', panelOrderId: null });

  refuseAdd = null;
  await run(later(t0, 30));
  const [sent] = await tasksOf(svc.serviceId);
  expect(sent).toMatchObject({ phase: 'SENT', attempts: 2, panelOrderId: String(nextOrder) });
  const adds = server.seen.filter((r) => r.form.action === 'add' && r.form.link === svc.link);
  expect(adds).toHaveLength(2);
  await run(later(t0, 3600));
  expect(server.seen.filter((r) => r.form.action === 'add' && r.form.link === svc.link)).toHaveLength(2);
});
