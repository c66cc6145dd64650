import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { serviceFixtures, type ServiceFixtures } from '../../helpers/service-fixtures';
import { eventsOf, insertPanel, insertPanelService, taskRow } from './fixtures';

let t: TestApp;
let admin: TestMember;
let buyer: TestMember;
let fx: ServiceFixtures;
let panel: Awaited<ReturnType<typeof insertPanel>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  buyer = await t.signup();
  fx = await serviceFixtures(t, admin.accessToken);
  panel = await insertPanel(t, { name: '수동 주문 패널' });
  await insertPanelService(t, { panelId: panel.id, serviceId: '501', min: 50, max: 1_000 });
});
afterAll(() => t.close());

const create = (body: unknown) => t.json('POST', '/v1/admin/tasks', body, admin.accessToken);

describe('POST /v1/admin/tasks – 운영자가 만든 작업', () => {
  it('서비스로 만들면 회원·상품·대상을 서비스에서: 대기(0)·READY·ADMIN·ORDER, 만든 운영자와 ADMIN 이력', async () => {
    const product = await fx.product({ panelId: panel.id, panelServiceId: '501' });
    const { serviceId, service } = await fx.paidService({ memberId: buyer.memberId, productId: product.id });
    const res = await create({ serviceId, quantity: 60, memo: '부족분 다시 보내기' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 0,
      statusLabel: '대기',
      phase: 'READY',
      source: 'ADMIN',
      kind: 'ORDER',
      serviceId,
      memberId: buyer.memberId,
      memberEmail: buyer.email,
      productId: product.id,
      productName: service.productName,
      // 패널에 그대로 보내는 link: 일꾼이 만든 작업처럼 프로필 주소
      targetKey: `https://www.instagram.com/${service.targetKey}/`,
      quantity: 60,
      panelId: panel.id,
      panelName: '수동 주문 패널',
      panelServiceId: '501',
      createdByMemberId: admin.memberId,
      memo: '부족분 다시 보내기',
      attempts: 0,
      needsAttention: false,
      service: { id: serviceId },
    });
    expect(res.body.events).toEqual([expect.objectContaining({ type: 'ADMIN', actorMemberId: admin.memberId, actorEmail: admin.email })]);
    const row = await taskRow(t, res.body.id);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
  });

  it('상품으로 고객 대신 주문: 회원·대상·드립피드를 받는다', async () => {
    const product = await fx.product({ name: '수동 좋아요', panelId: panel.id, panelServiceId: '501' });
    const res = await create({ memberId: buyer.memberId, productId: product.id, targetKey: '@Growth.By.Hand', quantity: 100, runs: 5, interval: 30 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      serviceId: null,
      memberId: buyer.memberId,
      productName: '수동 좋아요',
      targetKey: 'https://www.instagram.com/growth.by.hand/',
      runs: 5,
      interval: 30,
      panelServiceId: '501',
    });
  });

  it('상품이 있으면 상품의 대상 규칙으로 확인한다: 맞지 않으면 400 INVALID_TARGET, 작업은 없다', async () => {
    const product = await fx.product({ name: '수동 팔로워', panelId: panel.id, panelServiceId: '501' });
    const res = await create({ productId: product.id, targetKey: 'not a name!', quantity: 100 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_TARGET', message: '인스타그램 아이디를 확인해주세요. (영문, 숫자, 마침표, 밑줄 30자 이내)', meta: { field: 'targetKey' } });
    const list = await t.json('GET', `/v1/admin/tasks?size=100`, undefined, admin.accessToken);
    expect(list.body.items.some((x: { productName: string }) => x.productName === '수동 팔로워')).toBe(false);
  });

  it('패널과 패널 서비스 번호로 회원 없이', async () => {
    const res = await create({ panelId: panel.id, panelServiceId: '501', targetKey: 'https://www.instagram.com/p/abc/', quantity: 50 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ memberId: null, productId: null, productName: '팔로워 서비스', panelId: panel.id });
    expect((await eventsOf(t, res.body.id)).map((e) => e.type)).toEqual(['ADMIN']);
  });

  it('동기화되지 않은 패널 서비스는 한도를 모르므로 받는다', async () => {
    const res = await create({ panelId: panel.id, panelServiceId: '777', targetKey: 'growth', quantity: 3 });
    expect(res.status).toBe(201);
    expect(res.body.productName).toBe('패널 서비스 777');
  });
});

describe('POST /v1/admin/tasks – 거절', () => {
  it('없는 서비스 404 SERVICE_NOT_FOUND', async () => {
    const res = await create({ serviceId: 99_999_999, quantity: 100 });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'SERVICE_NOT_FOUND', message: '서비스를 찾을 수 없습니다.' });
  });

  it('없는 상품 404 PRODUCT_NOT_FOUND', async () => {
    const res = await create({ productId: 99_999_999, targetKey: 'growth', quantity: 100 });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('없는 패널 404 PANEL_NOT_FOUND', async () => {
    const res = await create({ panelId: 99_999_999, panelServiceId: '1', targetKey: 'growth', quantity: 100 });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'PANEL_NOT_FOUND', message: '패널을 찾을 수 없습니다.' });
  });

  it('없는 회원 404 MEMBER_NOT_FOUND', async () => {
    const res = await create({ memberId: 99_999_999, panelId: panel.id, panelServiceId: '501', targetKey: 'growth', quantity: 100 });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('MEMBER_NOT_FOUND');
  });

  it('패널 서비스가 연결되지 않은 상품 409 PRODUCT_NOT_MAPPED', async () => {
    const product = await fx.product({ panelId: null, panelServiceId: null });
    const res = await create({ productId: product.id, targetKey: 'growth', quantity: 100 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PRODUCT_NOT_MAPPED');
    expect(res.body.message).toMatch(/패널 서비스가 없습니다/);
  });

  it('패널 서비스 한도 밖의 수량 400 QUANTITY_OUT_OF_RANGE (min·max 를 알려 준다)', async () => {
    for (const quantity of [49, 1_001]) {
      const res = await create({ panelId: panel.id, panelServiceId: '501', targetKey: 'growth', quantity });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'QUANTITY_OUT_OF_RANGE', meta: { field: 'quantity', min: 50, max: 1_000 } });
      expect(res.body.message).toBe('수량은 50 이상 1000 이하여야 합니다.');
    }
  });

  it('서비스와 다른 회원 400 MEMBER_MISMATCH', async () => {
    const other = await t.signup();
    const product = await fx.product({ panelId: panel.id, panelServiceId: '501' });
    const { serviceId } = await fx.paidService({ memberId: buyer.memberId, productId: product.id });
    const res = await create({ serviceId, memberId: other.memberId, quantity: 100 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MEMBER_MISMATCH');
  });

  it.each([
    [{ targetKey: 'growth', quantity: 100 }, 'serviceId'],
    [{ panelId: 1, panelServiceId: '1', quantity: 100 }, 'targetKey'],
    [{ panelId: 1, panelServiceId: '1', targetKey: 'growth', quantity: 0 }, 'quantity'],
    [{ panelId: 1, panelServiceId: '1', targetKey: 'growth', quantity: 1.5 }, 'quantity'],
    [{ panelId: 1, panelServiceId: '1', targetKey: 'growth', quantity: 10, runs: 3 }, 'runs'],
    [{ panelId: 1, panelServiceId: '1', targetKey: 'growth', quantity: 10, memo: 'x'.repeat(301) }, 'memo'],
  ])('요청 값 오류 400 VALIDATION_FAILED (%o → %s)', async (body, field) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.meta.fields)).toContain(field);
    expect(res.body.message).toMatch(/[가-힣]/);
  });
});
