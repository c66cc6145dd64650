import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_SERVICES } from '../../../server/providers/fulfilment';
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
