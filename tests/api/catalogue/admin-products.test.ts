import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type JsonBody, type TestApp } from '../../helpers/test-app';
import { catalogueFixtures, productBody, type CatalogueFixtures } from './fixtures';

let t: TestApp;
let f: CatalogueFixtures;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.loginAsAdmin()).accessToken;
  f = catalogueFixtures(t, adminToken);
});
afterAll(() => t.close());

const admin = (method: string, path: string, body?: unknown) => t.json(method, path, body, adminToken);
const names = (body: JsonBody) => body.items.map((p: { name: string }) => p.name);

describe('/v1/admin/products', () => {
  it('POST /v1/admin/products – 201 과 패널 정보, 만든 상품은 공개 목록에 보인다', async () => {
    const { channel, type } = await f.shelf();
    const res = await admin('POST', '/v1/admin/products', productBody(channel.id, type.id, { name: '새 팔로워' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: '새 팔로워', panelId: 7, panelServiceId: '1001', displayOrder: 1, status: 'SALEABLE' });
    expect((await admin('GET', `/v1/admin/products/${res.body.id}`)).body).toEqual(res.body);

    const pub = await t.json('GET', `/v1/orders/${channel.id}/${type.id}`);
    expect(names(pub.body)).toEqual(['새 팔로워']);
  });

  it('POST /v1/admin/products – 상태를 안 주면 판매 중지로 만들어 공개 목록에 없다', async () => {
    const { channel, type } = await f.shelf();
    const { status: _status, ...body } = productBody(channel.id, type.id);
    const res = await admin('POST', '/v1/admin/products', body);
    expect(res.body.status).toBe('NOTSALE');
    expect((await t.json('GET', `/v1/orders/${channel.id}/${type.id}`)).body.total).toBe(0);
  });

  it('POST /v1/admin/products – 단건 상품의 기간은 1/1 로 고정된다', async () => {
    const { channel, type } = await f.shelf();
    const res = await admin('POST', '/v1/admin/products', productBody(channel.id, type.id, { minDays: 7, maxDays: 30 }));
    expect(res.body).toMatchObject({ kind: 'SINGLE', minDays: 1, maxDays: 1 });
    const daily = await admin('PATCH', `/v1/admin/products/${res.body.id}`, { kind: 'DAILY', minDays: 7, maxDays: 30 });
    expect(daily.body).toMatchObject({ kind: 'DAILY', minDays: 7, maxDays: 30 });
    const single = await admin('PATCH', `/v1/admin/products/${res.body.id}`, { kind: 'SINGLE' });
    expect(single.body).toMatchObject({ kind: 'SINGLE', minDays: 1, maxDays: 1 });
  });

  it('GET /v1/admin/products – 채널·유형·종류·상태·이름으로 거르고, 판매 중지와 관리자 전용도 보인다', async () => {
    const { channel, type } = await f.shelf();
    const other = await f.productType(channel.id);
    await f.product(channel.id, type.id, { name: '한국인 팔로워 100%' });
    await f.product(channel.id, type.id, { name: '외국인 팔로워', status: 'NOTSALE', accountType: 'GLOBAL' });
    await f.product(channel.id, type.id, { name: '맞춤 팔로워', status: 'ADMIN_ORDER' });
    await f.product(channel.id, other.id, { name: '데일리 좋아요', kind: 'DAILY', minDays: 7, maxDays: 30 });
    const deleted = await f.product(channel.id, type.id, { name: '지운 팔로워' });
    await admin('DELETE', `/v1/admin/products/${deleted.id}`);

    const list = (query: string) => admin('GET', `/v1/admin/products?channelId=${channel.id}&${query}`);
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.items[0]).toHaveProperty('panelServiceId', '1001');
    expect(names((await list(`productTypeId=${other.id}`)).body)).toEqual(['데일리 좋아요']);
    expect(names((await list('kind=DAILY')).body)).toEqual(['데일리 좋아요']);
    expect(names((await list('status=NOTSALE')).body)).toEqual(['외국인 팔로워']);
    expect(names((await list('status=ADMIN_ORDER')).body)).toEqual(['맞춤 팔로워']);
    expect(names((await list('accountType=GLOBAL')).body)).toEqual(['외국인 팔로워']);
    expect(names((await list(`q=${encodeURIComponent('팔로워')}`)).body)).toEqual(['한국인 팔로워 100%', '외국인 팔로워', '맞춤 팔로워']);
    // % 는 와일드카드가 아니라 글자 그대로 찾는다
    expect(names((await list(`q=${encodeURIComponent('100%')}`)).body)).toEqual(['한국인 팔로워 100%']);
    expect(names((await list(`q=${encodeURIComponent('%')}`)).body)).toEqual(['한국인 팔로워 100%']);
    const paged = await list('page=2&size=3');
    expect(paged.body).toMatchObject({ page: 2, size: 3, total: 4 });
    expect(paged.body.items).toHaveLength(1);
    const bad = await admin('GET', '/v1/admin/products?status=SOLD');
    expect(bad.status).toBe(400);
    expect(bad.body.meta.fields.status).toBe('판매 상태는 NOTSALE, ADMIN_ORDER, SALEABLE 중 하나여야 합니다.');
  });

  it('PATCH /v1/admin/products/{id} – status NOTSALE 로 숨기면 공개 목록과 상품 페이지에서 사라진다', async () => {
    const { channel, type } = await f.shelf();
    const product = await f.product(channel.id, type.id, { name: '곧 숨길 상품' });
    expect(names((await t.json('GET', `/v1/orders/${channel.id}/${type.id}`)).body)).toEqual(['곧 숨길 상품']);
    const res = await admin('PATCH', `/v1/admin/products/${product.id}`, { status: 'NOTSALE' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'NOTSALE', name: '곧 숨길 상품', unitPrice: 50 });
    expect((await t.json('GET', `/v1/orders/${channel.id}/${type.id}`)).body.items).toEqual([]);
    expect((await t.json('GET', `/v1/orders/products/${product.id}`)).status).toBe(404);
  });

  it('PATCH /v1/admin/products/{id} – 관리자가 이름을 바꾸면 공개 캐시가 비워져 바로 새 이름이 보인다', async () => {
    const { channel, type } = await f.shelf();
    const product = await f.product(channel.id, type.id, { name: '예전 이름' });
    const path = `/v1/orders/${channel.id}/${type.id}`;
    const first = await t.json('GET', path);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const cached = await t.json('GET', path);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(names(cached.body)).toEqual(['예전 이름']);

    expect((await admin('PATCH', `/v1/admin/products/${product.id}`, { name: '새 이름' })).status).toBe(200);
    const after = await t.json('GET', path);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(names(after.body)).toEqual(['새 이름']);
  });

  it('DELETE /v1/admin/products/{id} – deletedAt 만 적고(지난 주문 보존) 목록·조회에서 빠진다', async () => {
    const { channel, type } = await f.shelf();
    const product = await f.product(channel.id, type.id);
    expect((await admin('DELETE', `/v1/admin/products/${product.id}`)).status).toBe(204);
    expect((await admin('GET', `/v1/admin/products/${product.id}`)).status).toBe(404);
    expect((await admin('PATCH', `/v1/admin/products/${product.id}`, { name: '되살리기' })).status).toBe(404);
    const again = await admin('DELETE', `/v1/admin/products/${product.id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('PRODUCT_NOT_FOUND');
    // 행은 남아 있어 유형을 지울 수 없다
    expect((await admin('DELETE', `/v1/admin/product-types/${type.id}`)).status).toBe(409);
  });

  it('PUT /v1/admin/products/order – 한 유형의 상품만, 다른 유형이 섞이거나 지운 상품이면 400', async () => {
    const { channel, type } = await f.shelf();
    const a = await f.product(channel.id, type.id, { name: 'A' });
    const b = await f.product(channel.id, type.id, { name: 'B' });
    expect((await admin('PUT', '/v1/admin/products/order', { ids: [b.id, a.id] })).status).toBe(204);
    expect(names((await t.json('GET', `/v1/orders/${channel.id}/${type.id}`)).body)).toEqual(['B', 'A']);

    const other = await f.productType(channel.id);
    const c = await f.product(channel.id, other.id);
    const mixed = await admin('PUT', '/v1/admin/products/order', { ids: [a.id, c.id] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.meta.fields).toHaveProperty('ids');

    await admin('DELETE', `/v1/admin/products/${b.id}`);
    const gone = await admin('PUT', '/v1/admin/products/order', { ids: [a.id, b.id] });
    expect(gone.status).toBe(400);
    expect(gone.body.meta.fields.ids).toBe(`없는 id가 있습니다: ${b.id}`);
  });
});
