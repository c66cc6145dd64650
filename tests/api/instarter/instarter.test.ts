import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../../server/db/schema';
import { auditRows } from '../../helpers/audit-logs';
import { serviceFixtures } from '../../helpers/service-fixtures';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { panelWithService } from '../services/fixtures';

let t: TestApp;
let admin: TestMember;
let member: TestMember;
let productId: number;
let noRefillProductId: number;
let noPanelRefillProductId: number;
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
  // 시도 제한을 주소별로 시험하려고 X-Forwarded-For 를 믿는다(보내지 않으면 모두 'unknown')
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  admin = await t.loginAsAdmin();
  member = await t.signup();
  panel = await panelWithService(t, { refill: true });
  const fx = await serviceFixtures(t, admin.accessToken);
  productId = (await fx.product({ name: '인스타터 팔로워', refillDays: 30, panelId: panel.panelId, panelServiceId: panel.panelServiceId })).id;
  noRefillProductId = (await fx.product({ name: '인스타터 조회수', refillDays: 0, panelId: panel.panelId, panelServiceId: panel.panelServiceId })).id;
  const noRefillPanel = await panelWithService(t, { refill: false, serviceId: '2002' });
  noPanelRefillProductId = (
    await fx.product({ name: '인스타터 좋아요', refillDays: 30, panelId: noRefillPanel.panelId, panelServiceId: noRefillPanel.panelServiceId })
  ).id;
});
afterAll(() => t.close());

const importOrders = (orders: unknown[], token = admin.accessToken) => t.json('POST', '/v1/admin/instarter/orders', { orders }, token);

async function imported(o: Record<string, unknown> = {}) {
  const body = order(o);
  const res = await importOrders([body]);
  expect(res.status).toBe(201);
  return { orderNo: body.externalOrderNo, taskId: res.body.created[0].taskHistoryId as number };
}

/** 패널이 끝낸 것처럼: 완료, remains 만큼 덜 채움(패널의 Partial 도 작업 상태는 완료 2) */
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
      // 패널에 그대로 보내는 link: 스토어 주문처럼 프로필 주소
      targetKey: 'https://www.instagram.com/starter.buyer/',
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

  it('작업 기록: 작업을 만든 가져오기는 누가·요청 id·만든 것·건너뛴 것을 한 줄; 400 과 모두 건너뛴 가져오기는 기록 없음', async () => {
    const manager = await t.loginAsAdmin('MANAGER');
    const send = (orders: unknown[], requestId: string) => t.json('POST', '/v1/admin/instarter/orders', { orders }, manager.accessToken, { 'x-request-id': requestId });
    const rowsOf = async (requestId: string) => (await auditRows(t, 'instarter.import', null)).filter((r) => r.requestId === requestId);

    const first = order();
    const res = await send([first, order({ productId: 2_147_483_000 })], 'req-instarter-import');
    expect(res.status).toBe(201);
    const rows = await rowsOf('req-instarter-import');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorMemberId: manager.memberId, actorRole: 'MANAGER', targetType: 'task', after: { created: res.body.created, skipped: res.body.skipped } });
    expect(rows[0]!.summary).toBe('인스타터 주문 가져오기: 1건 만듦, 1건 건너뜀');
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, res.body.created[0].taskHistoryId));
    expect(task!.createdByMemberId).toBe(manager.memberId);

    expect((await send([order({ buyerCellPhone: '12345' })], 'req-instarter-bad')).status).toBe(400);
    expect(await rowsOf('req-instarter-bad')).toHaveLength(0);
    const dup = await send([first], 'req-instarter-dup');
    expect(dup.body.created).toEqual([]);
    expect(await rowsOf('req-instarter-dup')).toHaveLength(0);
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
    await finish(taskId, 0);
    expect((await t.json('POST', '/v1/instarter/services/refill', { taskHistoryId: taskId, cellPhone: '01012345678' })).status).toBe(201);
    const res = await t.json('GET', `/v1/instarter/services?orderNo=${no}&cellPhone=010-1234-5678`);
    expect(res.status).toBe(200);
    expect(res.body.orderNo).toBe(no);
    expect(res.body.taskList.map((x: { kindLabel: string }) => x.kindLabel)).toEqual(['주문', '리필']);
    expect(res.body.taskList[0]).toMatchObject({ taskHistoryId: taskId, status: 2, statusLabel: '완료', startCount: 300, remains: 0, hasOpenRefill: true, canRefill: false });
    expect(res.body.taskList[1]).toMatchObject({ parentTaskHistoryId: taskId, quantity: 0, status: 0 });
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

describe('공개 조회의 시도 제한 (DB 에서 센다)', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('한 주문번호에 틀린 연락처 5번이면 맞는 연락처도 429, 다른 주문은 그대로', async () => {
    const { orderNo: no } = await imported();
    const other = await imported();
    for (let i = 0; i < 5; i++) {
      const res = await t.json('GET', `/v1/instarter/services?orderNo=${no}&cellPhone=0109999000${i}`, undefined, undefined, from(`10.0.1.${i}`));
      expect(res.status).toBe(404);
    }
    const blocked = await t.json('GET', `/v1/instarter/services?orderNo=${no}&cellPhone=01012345678`, undefined, undefined, from('10.0.1.99'));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'TOO_MANY_LOOKUPS', message: '조회 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' });
    expect(blocked.body.meta.retryAfterSeconds).toBeGreaterThan(0);
    const fine = await t.json('GET', `/v1/instarter/services?orderNo=${other.orderNo}&cellPhone=01012345678`, undefined, undefined, from('10.0.1.99'));
    expect(fine.status).toBe(200);
  });

  it('작업 번호로 조회·재충전을 맞혀 보는 것도 작업별로 센다', async () => {
    const { taskId } = await imported();
    for (let i = 0; i < 3; i++) {
      expect((await t.json('GET', `/v1/instarter/services/${taskId}?cellPhone=0109999100${i}`, undefined, undefined, from(`10.0.2.${i}`))).status).toBe(404);
    }
    for (let i = 3; i < 5; i++) {
      const res = await t.json('POST', '/v1/instarter/services/refill', { taskHistoryId: taskId, cellPhone: `0109999100${i}` }, undefined, from(`10.0.2.${i}`));
      expect(res.status).toBe(404);
    }
    const blocked = await t.json('GET', `/v1/instarter/services/${taskId}?cellPhone=01012345678`, undefined, undefined, from('10.0.2.99'));
    expect(blocked.status).toBe(429);
    const refillBlocked = await t.json('POST', '/v1/instarter/services/refill', { taskHistoryId: taskId, cellPhone: '01012345678' }, undefined, from('10.0.2.98'));
    expect(refillBlocked.status).toBe(429);
  });

  it('한 주소에서 여러 주문번호를 20번 틀리면 그 주소는 429, 다른 주소는 그대로', async () => {
    const { orderNo: no } = await imported();
    for (let i = 0; i < 20; i++) {
      const res = await t.json('GET', `/v1/instarter/services?orderNo=GUESS-${i}-${no}&cellPhone=01012345678`, undefined, undefined, from('10.0.3.1'));
      expect(res.status).toBe(404);
    }
    const blocked = await t.json('GET', `/v1/instarter/services?orderNo=${no}&cellPhone=01012345678`, undefined, undefined, from('10.0.3.1'));
    expect(blocked.status).toBe(429);
    const elsewhere = await t.json('GET', `/v1/instarter/services?orderNo=${no}&cellPhone=01012345678`, undefined, undefined, from('10.0.3.2'));
    expect(elsewhere.status).toBe(200);
  });
});

describe('POST /v1/instarter/services/refill', () => {
  const refill = (taskHistoryId: number, cellPhone = '010-1234-5678') => t.json('POST', '/v1/instarter/services/refill', { taskHistoryId, cellPhone });

  it('끝나지 않은 작업은 409', async () => {
    const { taskId } = await imported();
    const res = await refill(taskId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('완료된 작업만 리필을 신청할 수 있습니다.');
  });

  it('재충전 기간이 없는 상품은 409', async () => {
    const { taskId } = await imported({ productId: noRefillProductId });
    await finish(taskId, 0);
    const res = await refill(taskId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('리필을 지원하지 않는 상품입니다.');
  });

  it('다 채운 작업: 조회 화면에 재충전 버튼, 패널 재충전 하나(수량 0 = 줄어든 만큼), 열린 재충전이 있으면 409, 동시 요청도 하나', async () => {
    const { taskId } = await imported({ quantity: 200 });
    await finish(taskId, 0);
    const view = await t.json('GET', `/v1/instarter/services/${taskId}?cellPhone=01012345678`);
    expect(view.body).toMatchObject({ canRefill: true, hasOpenRefill: false });
    const [a, b] = await Promise.all([refill(taskId), refill(taskId)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const created = a.status === 201 ? a : b;
    expect(created.body).toMatchObject({ parentTaskId: taskId, quantity: 0 });
    const refills = await t.db.select().from(tasks).where(eq(tasks.parentTaskId, taskId));
    expect(refills).toHaveLength(1);
    expect(refills[0]).toMatchObject({ kind: 'REFILL', source: 'INSTARTER', externalOrderNo: null, status: 0, phase: 'READY' });
    const again = await refill(taskId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 진행 중인 리필 신청이 있습니다.');
  });

  it('일부만 채운 작업(패널 Partial)은 스토어의 부분 완료처럼 409, 버튼도 없다', async () => {
    const { taskId } = await imported({ quantity: 200 });
    await finish(taskId, 40);
    const view = await t.json('GET', `/v1/instarter/services/${taskId}?cellPhone=01012345678`);
    expect(view.body).toMatchObject({ status: 2, remains: 40, canRefill: false });
    const res = await refill(taskId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'REFILL_NOT_COMPLETED', message: '완료된 작업만 리필을 신청할 수 있습니다.' });
    expect(await t.db.select().from(tasks).where(eq(tasks.parentTaskId, taskId))).toHaveLength(0);
  });

  it('패널 서비스가 재충전을 받지 않으면 버튼이 없고 요청은 409 REFILL_NOTHING', async () => {
    const { taskId } = await imported({ productId: noPanelRefillProductId });
    await finish(taskId, 0);
    const view = await t.json('GET', `/v1/instarter/services/${taskId}?cellPhone=01012345678`);
    expect(view.body.canRefill).toBe(false);
    const res = await refill(taskId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'REFILL_NOTHING', message: '리필할 수량이 없습니다.' });
  });

  it('연락처가 틀리면 404', async () => {
    const { taskId } = await imported();
    await finish(taskId, 0);
    const res = await refill(taskId, '01099998888');
    expect(res.status).toBe(404);
    expect((await t.db.select().from(tasks).where(eq(tasks.parentTaskId, taskId))).length).toBe(0);
  });

  // 시계를 앞으로 보내므로 맨 끝에 둔다
  it('끝난 뒤 재충전 기간이 지나면 409', async () => {
    const { taskId } = await imported();
    await finish(taskId, 0);
    t.clock.advance(31 * 24 * 3600);
    const res = await refill(taskId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REFILL_PERIOD_OVER');
  });
});
