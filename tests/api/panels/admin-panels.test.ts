import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_SERVICES } from '../../../server/providers/fulfilment';
import { auditRows } from '../../helpers/audit-logs';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { catalogueFixtures } from '../catalogue/fixtures';
import { sendJson, startPanelServer, type PanelServer } from './panel-server';

const KEY = 'panel-api-key-abcd1234';
let t: TestApp;
let admin: TestMember;
let panel: PanelServer;
let services: Array<Record<string, unknown>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  panel = await startPanelServer();
});
afterAll(async () => {
  await panel.close();
  await t.close();
});
beforeEach(() => {
  panel.seen.length = 0;
  services = [
    { service: 1, name: 'IG Followers', type: 'Default', category: 'Instagram', rate: '0.90', min: '50', max: '10000', refill: true, cancel: true },
    { service: '2', name: 'IG Likes', type: 'Default', category: 'Instagram', rate: '0.25', min: 10, max: 5000, refill: false, cancel: false },
    { service: 3, name: 'YT Views', type: 'Default', category: 'YouTube', rate: '0.10', min: 100, max: 1000000, refill: false, cancel: true },
  ];
  panel.setReply((form, res) => {
    if (form.key !== KEY) return sendJson(res, 200, { error: 'Invalid API key' });
    if (form.action === 'services') return sendJson(res, 200, services);
    if (form.action === 'balance') return sendJson(res, 200, { balance: '100.84', currency: 'USD' });
    return sendJson(res, 200, { error: 'Incorrect request' });
  });
});

const createApiPanel = async (overrides: Record<string, unknown> = {}) => {
  const res = await t.json('POST', '/v1/admin/panels', { name: '메인 패널', kind: 'API_V2', apiUrl: panel.url, apiKey: KEY, ...overrides }, admin.accessToken);
  expect(res.status).toBe(201);
  return res.body;
};

describe('관리자 패널 API – 권한과 등록', () => {
  it('GET /v1/admin/panels – 일반 회원은 403', async () => {
    const member = await t.signup();
    expect((await t.json('GET', '/v1/admin/panels', undefined, member.accessToken)).status).toBe(403);
    expect((await t.json('POST', '/v1/admin/panels/1/sync', undefined, member.accessToken)).status).toBe(403);
  });

  it('POST /v1/admin/panels – API_V2 는 주소·키가 필요하다 (400, 한국어)', async () => {
    const res = await t.json('POST', '/v1/admin/panels', { name: '키 없는 패널', kind: 'API_V2', apiUrl: panel.url }, admin.accessToken);
    expect(res.status).toBe(400);
    expect(res.body.meta.fields.apiKey).toBe('패널 API v2 는 API 키가 필요합니다.');
    const noUrl = await t.json('POST', '/v1/admin/panels', { name: '주소 없는 패널', kind: 'API_V2', apiKey: KEY }, admin.accessToken);
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.meta.fields.apiUrl).toBe('패널 API v2 는 API 주소가 필요합니다.');
  });

  it('POST·GET·PATCH – 키는 끝 네 자리만 보이고, 비운 키는 이전 키를 유지한다', async () => {
    const created = await createApiPanel({ lowBalanceThreshold: '20.00' });
    expect(created).toMatchObject({ name: '메인 패널', kind: 'API_V2', apiUrl: panel.url, apiKeyLast4: '1234', isActive: true, lowBalanceThreshold: '20.00', balance: null, serviceCount: 0 });
    expect(JSON.stringify(created)).not.toContain(KEY);

    const list = await t.json('GET', '/v1/admin/panels', undefined, admin.accessToken);
    expect(list.status).toBe(200);
    expect(list.body.items.some((p: { id: number }) => p.id === created.id)).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain(KEY);

    const patched = await t.json('PATCH', `/v1/admin/panels/${created.id}`, { name: '이름 바꾼 패널', apiKey: '', isActive: false }, admin.accessToken);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: '이름 바꾼 패널', apiKeyLast4: '1234', isActive: false });
    // 비운 키는 유지: 패널에 예전 키로 묻는다
    expect((await t.json('POST', `/v1/admin/panels/${created.id}/balance`, undefined, admin.accessToken)).status).toBe(200);
    expect(panel.seen.at(-1)!.form.key).toBe(KEY);

    const rekeyed = await t.json('PATCH', `/v1/admin/panels/${created.id}`, { apiKey: 'new-key-9999' }, admin.accessToken);
    expect(rekeyed.body.apiKeyLast4).toBe('9999');
  });

  it('없는 패널은 404 한국어', async () => {
    const res = await t.json('GET', '/v1/admin/panels/999999', undefined, admin.accessToken);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'PANEL_NOT_FOUND', message: '패널을 찾을 수 없습니다.' });
    expect((await t.json('POST', '/v1/admin/panels/999999/sync', undefined, admin.accessToken)).status).toBe(404);
  });
});

describe('관리자 패널 API – 동기화와 잔액', () => {
  it('POST /v1/admin/panels/{id}/sync – 서비스를 넣고, 빠진 서비스는 제공 중지로 둔다', async () => {
    const p = await createApiPanel();
    const first = await t.json('POST', `/v1/admin/panels/${p.id}/sync`, undefined, admin.accessToken);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, created: 3, updated: 0, disabled: 0 });
    expect(panel.seen[0]!.form).toEqual({ key: KEY, action: 'services' });

    services = [{ ...services[0]!, rate: '1.10' }, services[1]!];
    t.clock.advance(60);
    const second = await t.json('POST', `/v1/admin/panels/${p.id}/sync`, undefined, admin.accessToken);
    expect(second.body).toMatchObject({ total: 2, created: 0, updated: 2, disabled: 1 });

    const listed = await t.json('GET', `/v1/admin/panels/${p.id}/services?size=10`, undefined, admin.accessToken);
    expect(listed.body.total).toBe(3);
    expect(listed.body.items.map((s: { serviceId: string; isAvailable: boolean; rate: string }) => [s.serviceId, s.isAvailable, s.rate])).toEqual([
      ['1', true, '1.10'],
      ['2', true, '0.25'],
      ['3', false, '0.10'],
    ]);
    const searched = await t.json('GET', `/v1/admin/panels/${p.id}/services?q=likes`, undefined, admin.accessToken);
    expect(searched.body.items.map((s: { serviceId: string }) => s.serviceId)).toEqual(['2']);

    const detail = await t.json('GET', `/v1/admin/panels/${p.id}`, undefined, admin.accessToken);
    expect(detail.body.serviceCount).toBe(2);
    expect(detail.body.servicesSyncedAt).toBe(second.body.servicesSyncedAt);
  });

  it('POST /v1/admin/panels/{id}/balance – 잔액·통화·확인 시각을 적는다', async () => {
    const p = await createApiPanel();
    const res = await t.json('POST', `/v1/admin/panels/${p.id}/balance`, undefined, admin.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ balance: '100.84', currency: 'USD' });
    expect(res.body.balanceCheckedAt).toBeTruthy();
  });

  it('패널 오류는 502 PANEL_ERROR 와 한국어 메시지, 키는 싣지 않는다', async () => {
    const p = await createApiPanel();
    panel.setReply((_f, res) => sendJson(res, 500, { message: 'down' }));
    const down = await t.json('POST', `/v1/admin/panels/${p.id}/sync`, undefined, admin.accessToken);
    expect(down.status).toBe(502);
    expect(down.body.code).toBe('PANEL_ERROR');
    expect(down.body.message).toMatch(/^패널 응답 오류: /);
    expect(JSON.stringify(down.body)).not.toContain(KEY);

    panel.setReply((_f, res) => sendJson(res, 200, { error: 'Invalid API key' }));
    const refused = await t.json('POST', `/v1/admin/panels/${p.id}/balance`, undefined, admin.accessToken);
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe('패널 응답 오류: Invalid API key');
  });

  it('시뮬레이터 패널은 주소·키 없이 동기화되고 잔액은 1000.00', async () => {
    const res = await t.json('POST', '/v1/admin/panels', { name: '시뮬레이터', kind: 'SIMULATOR', apiUrl: 'https://ignored.example', apiKey: 'ignored' }, admin.accessToken);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ apiUrl: null, apiKeyLast4: null });
    const sync = await t.json('POST', `/v1/admin/panels/${res.body.id}/sync`, undefined, admin.accessToken);
    expect(sync.body).toMatchObject({ total: SIMULATOR_SERVICES.length, created: SIMULATOR_SERVICES.length });
    const balance = await t.json('POST', `/v1/admin/panels/${res.body.id}/balance`, undefined, admin.accessToken);
    expect(balance.body).toMatchObject({ balance: '1000.00', currency: 'USD' });
  });
});

describe('관리자 패널 API – 상품 연결', () => {
  it('PUT /v1/admin/products/{id}/panel-service – 있는 제공 중 서비스만 연결, 범위 경고, 해제', async () => {
    const p = await createApiPanel();
    await t.json('POST', `/v1/admin/panels/${p.id}/sync`, undefined, admin.accessToken);
    services = services.filter((s) => s.service !== 3);
    await t.json('POST', `/v1/admin/panels/${p.id}/sync`, undefined, admin.accessToken);

    const fx = catalogueFixtures(t, admin.accessToken);
    const { channel, type } = await fx.shelf();
    const product = await fx.product(channel.id, type.id, { panelId: null, panelServiceId: null, minQuantity: 10, maxQuantity: 20_000 });
    const path = `/v1/admin/products/${product.id}/panel-service`;

    const unknown = await t.json('PUT', path, { panelId: p.id, panelServiceId: '404' }, admin.accessToken);
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('이 패널에 없는 서비스 번호입니다. 서비스를 먼저 동기화해주세요.');
    const unavailable = await t.json('PUT', path, { panelId: p.id, panelServiceId: '3' }, admin.accessToken);
    expect(unavailable.status).toBe(422);
    expect(unavailable.body.message).toBe('패널에서 더 이상 제공하지 않는 서비스입니다.');
    const noPanel = await t.json('PUT', path, { panelId: 999999, panelServiceId: '1' }, admin.accessToken);
    expect(noPanel.status).toBe(422);
    const half = await t.json('PUT', path, { panelId: p.id, panelServiceId: null }, admin.accessToken);
    expect(half.status).toBe(400);

    const mapped = await t.json('PUT', path, { panelId: p.id, panelServiceId: '1' }, admin.accessToken);
    expect(mapped.status).toBe(200);
    expect(mapped.body).toMatchObject({ productId: product.id, panelId: p.id, panelName: '메인 패널', panelServiceId: '1', service: { name: 'IG Followers', rate: '0.90', min: 50, max: 10000 } });
    // 상품 10~20,000 은 패널 50~10,000 밖
    expect(mapped.body.warning).toContain('최소 수량 10');
    expect(mapped.body.warning).toContain('최대 수량 20000');

    const all = await t.json('GET', '/v1/admin/panels/mappings', undefined, admin.accessToken);
    expect(all.status).toBe(200);
    expect(all.body.items.find((m: { productId: number }) => m.productId === product.id)).toMatchObject({ panelServiceId: '1', service: { name: 'IG Followers' } });

    const ok = await t.json('PUT', path, { panelId: p.id, panelServiceId: '2' }, admin.accessToken);
    expect(ok.body.warning).toContain('최대 수량');
    const unmapped = await t.json('PUT', path, { panelId: null, panelServiceId: null }, admin.accessToken);
    expect(unmapped.status).toBe(200);
    expect(unmapped.body).toMatchObject({ panelId: null, panelServiceId: null, service: null, warning: '패널 서비스가 연결되지 않았습니다.' });

    const missing = await t.json('PUT', '/v1/admin/products/999999/panel-service', { panelId: null, panelServiceId: null }, admin.accessToken);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('상품을 찾을 수 없습니다.');
  });

  it('상품 범위가 서비스 안이면 경고가 없다', async () => {
    const p = await createApiPanel();
    await t.json('POST', `/v1/admin/panels/${p.id}/sync`, undefined, admin.accessToken);
    const fx = catalogueFixtures(t, admin.accessToken);
    const { channel, type } = await fx.shelf();
    const product = await fx.product(channel.id, type.id, { panelId: null, panelServiceId: null, minQuantity: 100, maxQuantity: 5_000, defaultQuantity: 100 });
    const res = await t.json('PUT', `/v1/admin/products/${product.id}/panel-service`, { panelId: p.id, panelServiceId: '1' }, admin.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.warning).toBeNull();
  });
});

describe('관리자 패널 API – 작업 기록', () => {
  const as = (requestId: string) => ({ 'x-request-id': requestId });

  it('등록·수정: 누가·요청 id·전후 값을 한 줄씩, 키는 끝 네 자리만; 거절된 등록·수정은 기록 없음', async () => {
    const manager = await t.loginAsAdmin('MANAGER');
    const created = await t.json('POST', '/v1/admin/panels', { name: '기록 패널', kind: 'API_V2', apiUrl: panel.url, apiKey: KEY }, manager.accessToken, as('req-panel-create'));
    expect(created.status).toBe(201);
    const [create, ...moreCreates] = await auditRows(t, 'panels.create', created.body.id);
    expect(moreCreates).toHaveLength(0);
    expect(create).toMatchObject({
      actorMemberId: manager.memberId,
      actorRole: 'MANAGER',
      targetType: 'panel',
      requestId: 'req-panel-create',
      before: null,
      after: { id: created.body.id, name: '기록 패널', kind: 'API_V2', apiKeyLast4: '1234' },
    });
    expect(create!.summary).toBe('패널 등록: 기록 패널');
    expect(JSON.stringify(create)).not.toContain(KEY);

    const renamed = await t.json('PATCH', `/v1/admin/panels/${created.body.id}`, { name: '고친 패널', apiKey: '' }, manager.accessToken, as('req-panel-rename'));
    expect(renamed.status).toBe(200);
    const rekeyed = await t.json('PATCH', `/v1/admin/panels/${created.body.id}`, { apiKey: 'other-key-1234' }, manager.accessToken, as('req-panel-rekey'));
    expect(rekeyed.status).toBe(200);
    const updates = await auditRows(t, 'panels.update', created.body.id);
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatchObject({
      actorMemberId: manager.memberId,
      requestId: 'req-panel-rename',
      before: { name: '기록 패널', apiKeyLast4: '1234' },
      after: { name: '고친 패널', apiKeyLast4: '1234', apiKeyChanged: false },
    });
    // 끝 네 자리가 같아도 키를 바꾼 것은 보인다, 새 키도 기록에 없다
    expect(updates[1]).toMatchObject({ requestId: 'req-panel-rekey', before: { apiKeyLast4: '1234' }, after: { apiKeyLast4: '1234', apiKeyChanged: true } });
    expect(JSON.stringify(updates)).not.toContain('other-key-1234');

    // 스키마에서 막힌 등록(400), 서비스에서 막힌 수정(400: 시뮬레이터를 주소 없이 API v2 로), 없는 패널(404)
    const createsBefore = (await auditRows(t, 'panels.create')).length;
    expect((await t.json('POST', '/v1/admin/panels', { name: '키 없음', kind: 'API_V2', apiUrl: panel.url }, manager.accessToken)).status).toBe(400);
    expect(await auditRows(t, 'panels.create')).toHaveLength(createsBefore);
    const sim = await t.json('POST', '/v1/admin/panels', { name: '시뮬레이터 기록', kind: 'SIMULATOR' }, manager.accessToken);
    const refused = await t.json('PATCH', `/v1/admin/panels/${sim.body.id}`, { name: '바뀌면 안 됨', kind: 'API_V2' }, manager.accessToken);
    expect(refused.status).toBe(400);
    expect(refused.body.meta.fields.apiUrl).toBeTruthy();
    expect(await auditRows(t, 'panels.update', sim.body.id)).toHaveLength(0);
    expect((await t.json('GET', `/v1/admin/panels/${sim.body.id}`, undefined, manager.accessToken)).body).toMatchObject({ name: '시뮬레이터 기록', kind: 'SIMULATOR' });
    expect((await t.json('PATCH', '/v1/admin/panels/999999', { name: '없음' }, manager.accessToken)).status).toBe(404);
    expect(await auditRows(t, 'panels.update', 999999)).toHaveLength(0);
  });

  it('서비스 동기화·잔액 확인: 센 수와 잔액을 한 줄씩; 패널 오류(502)는 기록 없음', async () => {
    const p = await createApiPanel();
    const sync = await t.json('POST', `/v1/admin/panels/${p.id}/sync`, undefined, admin.accessToken, as('req-panel-sync'));
    expect(sync.status).toBe(200);
    const [synced] = await auditRows(t, 'panels.sync', p.id);
    expect(synced).toMatchObject({
      actorMemberId: admin.memberId,
      actorRole: 'OWNER',
      targetType: 'panel',
      requestId: 'req-panel-sync',
      before: { servicesSyncedAt: null },
      after: { total: 3, created: 3, updated: 0, disabled: 0, servicesSyncedAt: sync.body.servicesSyncedAt },
    });

    const balance = await t.json('POST', `/v1/admin/panels/${p.id}/balance`, undefined, admin.accessToken, as('req-panel-balance'));
    expect(balance.status).toBe(200);
    const [checked] = await auditRows(t, 'panels.balance', p.id);
    expect(checked).toMatchObject({
      actorMemberId: admin.memberId,
      requestId: 'req-panel-balance',
      before: { balance: null, currency: null, balanceCheckedAt: null },
      after: { balance: '100.84', currency: 'USD', balanceCheckedAt: balance.body.balanceCheckedAt },
    });

    panel.setReply((_f, res) => sendJson(res, 500, { message: 'down' }));
    expect((await t.json('POST', `/v1/admin/panels/${p.id}/sync`, undefined, admin.accessToken)).status).toBe(502);
    expect((await t.json('POST', `/v1/admin/panels/${p.id}/balance`, undefined, admin.accessToken)).status).toBe(502);
    expect(await auditRows(t, 'panels.sync', p.id)).toHaveLength(1);
    expect(await auditRows(t, 'panels.balance', p.id)).toHaveLength(1);
    expect((await t.json('POST', '/v1/admin/panels/999999/balance', undefined, admin.accessToken)).status).toBe(404);
    expect(await auditRows(t, 'panels.balance', 999999)).toHaveLength(0);
  });

  it('상품 연결: 잇기·끊기는 전후 연결과 함께, 같은 연결을 다시 보내면 그대로, 거절(422·404)은 기록 없음', async () => {
    const p = await createApiPanel();
    await t.json('POST', `/v1/admin/panels/${p.id}/sync`, undefined, admin.accessToken);
    const fx = catalogueFixtures(t, admin.accessToken);
    const { channel, type } = await fx.shelf();
    const product = await fx.product(channel.id, type.id, { panelId: null, panelServiceId: null, minQuantity: 100, maxQuantity: 5_000, defaultQuantity: 100 });
    const path = `/v1/admin/products/${product.id}/panel-service`;

    expect((await t.json('PUT', path, { panelId: p.id, panelServiceId: '404' }, admin.accessToken)).status).toBe(422);
    expect((await t.json('PUT', '/v1/admin/products/999999/panel-service', { panelId: null, panelServiceId: null }, admin.accessToken)).status).toBe(404);
    expect(await auditRows(t, 'panels.mapping', product.id)).toHaveLength(0);
    expect(await auditRows(t, 'panels.mapping', 999999)).toHaveLength(0);

    expect((await t.json('PUT', path, { panelId: p.id, panelServiceId: '1' }, admin.accessToken, as('req-map'))).status).toBe(200);
    expect((await t.json('PUT', path, { panelId: p.id, panelServiceId: '1' }, admin.accessToken)).status).toBe(200);
    expect((await t.json('PUT', path, { panelId: null, panelServiceId: null }, admin.accessToken, as('req-unmap'))).status).toBe(200);
    const rows = await auditRows(t, 'panels.mapping', product.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorMemberId: admin.memberId,
      targetType: 'product',
      requestId: 'req-map',
      before: { panelId: null, panelServiceId: null },
      after: { panelId: p.id, panelName: '메인 패널', panelServiceId: '1', serviceName: 'IG Followers' },
    });
    expect(rows[1]).toMatchObject({ requestId: 'req-unmap', before: { panelId: p.id, panelServiceId: '1' }, after: { panelId: null, panelServiceId: null } });
    expect(rows[1]!.summary).toContain('연결 해제');
  });
});
