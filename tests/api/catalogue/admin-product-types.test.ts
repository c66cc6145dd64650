import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { catalogueFixtures, type CatalogueFixtures } from './fixtures';

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

describe('/v1/admin/product-types', () => {
  it('POST /v1/admin/product-types – 201, 채널 안에서 맨 뒤 순서', async () => {
    const ch = await f.channel();
    const first = await admin('POST', '/v1/admin/product-types', { channelId: ch.id, slug: 'followers', name: '팔로워' });
    const second = await admin('POST', '/v1/admin/product-types', { channelId: ch.id, slug: 'likes', name: '좋아요', subtitle: '좋아요 늘리기' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), channelId: ch.id, slug: 'followers', name: '팔로워', subtitle: '', iconUrl: null, isVisible: true, displayOrder: 1 });
    expect(second.body).toMatchObject({ displayOrder: 2, subtitle: '좋아요 늘리기' });
  });

  it('POST /v1/admin/product-types – 슬러그는 채널 안에서만 겹치면 409, 다른 채널이면 된다', async () => {
    const a = await f.channel();
    const b = await f.channel();
    expect((await admin('POST', '/v1/admin/product-types', { channelId: a.id, slug: 'views', name: '조회수' })).status).toBe(201);
    const dup = await admin('POST', '/v1/admin/product-types', { channelId: a.id, slug: 'views', name: '조회수 2' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('SLUG_TAKEN');
    expect((await admin('POST', '/v1/admin/product-types', { channelId: b.id, slug: 'views', name: '조회수' })).status).toBe(201);
  });

  it('POST /v1/admin/product-types – 없는 채널은 400 과 meta.fields.channelId', async () => {
    const res = await admin('POST', '/v1/admin/product-types', { channelId: 999_999, slug: 'views', name: '조회수' });
    expect(res.status).toBe(400);
    expect(res.body.meta.fields.channelId).toBe('존재하지 않는 채널입니다.');
  });

  it('GET /v1/admin/product-types?channelId – 그 채널의 유형만 (숨긴 유형 포함)', async () => {
    const { channel, type } = await f.shelf();
    const hidden = await f.productType(channel.id, { isVisible: false });
    await f.shelf();
    const res = await admin('GET', `/v1/admin/product-types?channelId=${channel.id}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: { id: number }) => p.id)).toEqual([type.id, hidden.id]);
    expect((await admin('GET', `/v1/admin/product-types/${hidden.id}`)).body).toMatchObject({ isVisible: false });
  });

  it('PATCH /v1/admin/product-types/{id} – 이름을 바꾸고 숨긴다; channelId 는 무시한다', async () => {
    const { channel, type } = await f.shelf();
    const other = await f.channel();
    const res = await admin('PATCH', `/v1/admin/product-types/${type.id}`, { name: '구독자', channelId: other.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: '구독자', channelId: channel.id });
    const hide = await admin('PATCH', `/v1/admin/product-types/${type.id}`, { isVisible: false });
    expect(hide.body.isVisible).toBe(false);
    const cat = await t.json('GET', `/v1/orders/categories/${channel.id}`);
    expect(cat.body.productTypes).toEqual([]);
  });

  it('PUT /v1/admin/product-types/order – 한 채널의 유형만, 섞이면 400', async () => {
    const a = await f.shelf();
    const a2 = await f.productType(a.channel.id);
    const a3 = await f.productType(a.channel.id);
    const ok = await admin('PUT', '/v1/admin/product-types/order', { ids: [a3.id, a.type.id, a2.id] });
    expect(ok.status).toBe(204);
    const cat = await t.json('GET', `/v1/orders/categories/${a.channel.id}`);
    expect(cat.body.productTypes.map((p: { id: number }) => p.id)).toEqual([a3.id, a.type.id, a2.id]);

    const b = await f.shelf();
    const mixed = await admin('PUT', '/v1/admin/product-types/order', { ids: [a.type.id, b.type.id] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.meta.fields.ids).toBe('같은 채널(상품은 같은 상품 유형)에 속한 것끼리만 순서를 바꿀 수 있습니다.');
  });

  it('DELETE /v1/admin/product-types/{id} – 상품이 있으면 409, 없으면 204', async () => {
    const { channel, type } = await f.shelf();
    await f.product(channel.id, type.id);
    const busy = await admin('DELETE', `/v1/admin/product-types/${type.id}`);
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 'PRODUCT_TYPE_IN_USE', meta: { productCount: 1 } });
    expect(busy.body.message).toContain('삭제할 수 없습니다');

    const empty = await f.productType(channel.id);
    expect((await admin('DELETE', `/v1/admin/product-types/${empty.id}`)).status).toBe(204);
    expect((await admin('GET', `/v1/admin/product-types/${empty.id}`)).status).toBe(404);
  });
});
