import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../../server/db/schema';
import { serviceFixtures } from '../../helpers/service-fixtures';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { panelWithService } from '../my-services/fixtures';

let t: TestApp;
let admin: TestMember;
let member: TestMember;
let productId: number;
let noRefillProductId: number;
let panel: { panelId: number; panelServiceId: string };

const orderNo = () => `IS-${randomBytes(4).toString('hex')}`;
const order = (o: Record<string, unknown> = {}) => ({
  externalOrderNo: orderNo(),
  buyerName: '홍길동',
  buyerCellPhone: '010-1234-5678',
  productId,
  targetKey: '@Starter.Buyer',
  quantity: 100,
  ...o,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  member = await t.signup();
  panel = await panelWithService(t, { refill: true });
  const fx = await serviceFixtures(t, admin.accessToken);
  productId = (await fx.product({ name: '인스타터 팔로워', refillDays: 30, panelId: panel.panelId, panelServiceId: panel.panelServiceId })).id;
  noRefillProductId = (await fx.product({ name: '인스타터 조회수', refillDays: 0, panelId: panel.panelId, panelServiceId: panel.panelServiceId })).id;
});
afterAll(() => t.close());

const importOrders = (orders: unknown[], token = admin.accessToken) => t.json('POST', '/v1/admin/instarter/orders', { orders }, token);

async function imported(o: Record<string, unknown> = {}) {
  const body = order(o);
  const res = await importOrders([body]);
  expect(res.status).toBe(201);
  return { orderNo: body.externalOrderNo, taskId: res.body.created[0].taskHistoryId as number };
}

/** 패널이 끝낸 것처럼: 완료, remains 만큼 덜 채움 */
async function finish(taskId: number, remains = 0) {
  await t.db
    .update(tasks)
    .set({ status: 2, phase: 'FINISHED', startCount: 300, remains, panelOrderId: `is-${taskId}`, charge: '0.5', sentAt: t.clock.now(), finishedAt: t.clock.now() })
    .where(eq(tasks.id, taskId));
}

describe('POST /v1/admin/instarter/orders', () => {
  it('주문마다 INSTARTER·ORDER 작업을 만들고, 같은 주문번호와 틀린 줄은 건너뛰고 알린다', async () => {
    const first = order();
    const res = await importOrders([first, order({ targetKey: 'bad name!' }), order({ productId: 2_147_483_000 }), { ...first }]);
    expect(res.status).toBe(201);
    expect(res.body.created).toHaveLength(1);
    expect(res.body.created[0].externalOrderNo).toBe(first.externalOrderNo);
    expect(res.body.skipped.map((s: { reason: string }) => s.reason)).toEqual([
      '인스타그램 아이디를 확인해주세요. (영문, 숫자, 마침표, 밑줄 30자 이내)',
      '상품을 찾을 수 없습니다.',
      '이미 가져온 주문번호입니다.',
    ]);
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, res.body.created[0].taskHistoryId));
    expect(row).toMatchObject({
      kind: 'ORDER',
      source: 'INSTARTER',
      status: 0,
      phase: 'READY',
      targetKey: 'starter.buyer',
      buyerCellPhone: '01012345678',
      refillDays: 30,
      panelId: panel.panelId,
      panelServiceId: panel.panelServiceId,
      productName: '인스타터 팔로워',
      serviceId: null,
    });

    const again = await importOrders([first]);
    expect(again.body).toEqual({ created: [], skipped: [{ externalOrderNo: first.externalOrderNo, reason: '이미 가져온 주문번호입니다.' }] });
  });

  it('틀린 연락처 형식은 400', async () => {
    const res = await importOrders([order({ buyerCellPhone: '12345' })]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('휴대폰 번호를 010-0000-0000 형식으로 입력해주세요.');
  });

  it('회원은 403, 로그인 없이는 401', async () => {
    expect((await importOrders([order()], member.accessToken)).status).toBe(403);
    expect((await t.json('POST', '/v1/admin/instarter/orders', { orders: [order()] })).status).toBe(401);
    expect((await t.json('GET', '/v1/admin/instarter/orders', undefined, member.accessToken)).status).toBe(403);
  });

  it('GET 은 가져온 주문을 최신 순으로', async () => {
    const { orderNo: no } = await imported();
    const res = await t.json('GET', `/v1/admin/instarter/orders?q=${no}`, undefined, admin.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, items: [{ externalOrderNo: no, buyerName: '홍길동', statusLabel: '대기', quantity: 100 }] });
  });
});

describe('GET /v1/instarter/services', () => {
  it('주문번호와 연락처가 맞으면 그 주문의 작업(재충전 포함), 연락처는 돌려주지 않는다', async () => {
    const { orderNo: no, taskId } = await imported();
    await finish(taskId, 10);
    expect((await t.json('POST', '/v1/instarter/services/refill', { taskHistoryId: taskId, cellPhone: '01012345678' })).status).toBe(201);
    const res = await t.json('GET', `/v1/instarter/services?orderNo=${no}&cellPhone=010-1234-5678`);
    expect(res.status).toBe(200);
    expect(res.body.orderNo).toBe(no);
    expect(res.body.taskList.map((x: { kindLabel: string }) => x.kindLabel)).toEqual(['주문', '재충전']);
    expect(res.body.taskList[0]).toMatchObject({ taskHistoryId: taskId, status: 2, statusLabel: '완료', startCount: 300, remains: 10, hasOpenRefill: true, canRefill: false });
    expect(res.body.taskList[1]).toMatchObject({ parentTaskHistoryId: taskId, quantity: 10, status: 0 });
    const text = JSON.stringify(res.body);
    for (const hidden of ['01012345678', '1234-5678', 'buyerCellPhone', 'panelOrderId', 'charge', '홍길동']) expect(text).not.toContain(hidden);
  });

  it('연락처가 틀리면 없는 주문과 같은 404', async () => {
    const { orderNo: no } = await imported();
    const wrong = await t.json('GET', `/v1/instarter/services?orderNo=${no}&cellPhone=01099998888`);
    const missing = await t.json('GET', `/v1/instarter/services?orderNo=NOPE-${no}&cellPhone=01012345678`);
    expect(wrong.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(wrong.body).toEqual(missing.body);
    expect(wrong.body.message).toBe('주문 정보를 찾을 수 없습니다. 주문번호와 연락처를 확인해주세요.');
  });

  it('GET /v1/instarter/services/{taskHistoryId} – 연락처가 맞을 때만', async () => {
    const { taskId } = await imported();
    const ok = await t.json('GET', `/v1/instarter/services/${taskId}?cellPhone=01012345678`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ taskHistoryId: taskId, kind: 'ORDER', status: 0, canRefill: false });
    const wrong = await t.json('GET', `/v1/instarter/services/${taskId}?cellPhone=01099998888`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.code).toBe('INSTARTER_ORDER_NOT_FOUND');
  });
});

describe('POST /v1/instarter/services/refill', () => {
  const refill = (taskHistoryId: number, cellPhone = '010-1234-5678') => t.json('POST', '/v1/instarter/services/refill', { taskHistoryId, cellPhone });

  it('끝나지 않은 작업은 409', async () => {
    const { taskId } = await imported();
    const res = await refill(taskId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('완료된 작업만 재충전을 요청할 수 있습니다.');
  });

  it('재충전 기간이 없는 상품은 409', async () => {
    const { taskId } = await imported({ productId: noRefillProductId });
    await finish(taskId, 5);
    const res = await refill(taskId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('재충전을 지원하지 않는 상품입니다.');
  });

  it('완료된 작업: 남은 수량으로 재충전 하나, 열린 재충전이 있으면 409, 동시 요청도 하나', async () => {
    const { taskId } = await imported({ quantity: 200 });
    await finish(taskId, 40);
    const [a, b] = await Promise.all([refill(taskId), refill(taskId)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const created = a.status === 201 ? a : b;
    expect(created.body).toMatchObject({ parentTaskId: taskId, quantity: 40 });
    const refills = await t.db.select().from(tasks).where(eq(tasks.parentTaskId, taskId));
    expect(refills).toHaveLength(1);
    expect(refills[0]).toMatchObject({ kind: 'REFILL', source: 'INSTARTER', externalOrderNo: null, status: 0, phase: 'READY' });
    const again = await refill(taskId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 진행 중인 재충전 요청이 있습니다.');
  });

  it('연락처가 틀리면 404', async () => {
    const { taskId } = await imported();
    await finish(taskId, 5);
    const res = await refill(taskId, '01099998888');
    expect(res.status).toBe(404);
    expect((await t.db.select().from(tasks).where(eq(tasks.parentTaskId, taskId))).length).toBe(0);
  });

  // 시계를 앞으로 보내므로 맨 끝에 둔다
  it('끝난 뒤 재충전 기간이 지나면 409', async () => {
    const { taskId } = await imported();
    await finish(taskId, 5);
    t.clock.advance(31 * 24 * 3600);
    const res = await refill(taskId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REFILL_PERIOD_OVER');
  });
});
