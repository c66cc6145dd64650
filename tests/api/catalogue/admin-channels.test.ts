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

describe('/v1/admin/channels', () => {
  it('POST /v1/admin/channels – 201, 맨 뒤 순서, 기본값(부제 빈칸, 보임)', async () => {
    const before = await admin('GET', '/v1/admin/channels');
    const res = await admin('POST', '/v1/admin/channels', { slug: 'threads', name: '스레드' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      slug: 'threads',
      name: '스레드',
      subtitle: '',
      iconUrl: null,
      isVisible: true,
      displayOrder: before.body.items.length + 1,
    });
    const one = await admin('GET', `/v1/admin/channels/${res.body.id}`);
    expect(one.body).toEqual(res.body);
  });

  it('POST /v1/admin/channels – 같은 슬러그는 409 SLUG_TAKEN', async () => {
    const ch = await f.channel();
    const res = await admin('POST', '/v1/admin/channels', { slug: ch.slug, name: '중복' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'SLUG_TAKEN', message: '이미 쓰고 있는 슬러그입니다. 다른 슬러그를 입력해주세요.', meta: { field: 'slug' } });
    const other = await f.channel();
    const patch = await admin('PATCH', `/v1/admin/channels/${other.id}`, { slug: ch.slug });
    expect(patch.status).toBe(409);
  });

  it('GET /v1/admin/channels – 숨긴 채널도 보인다', async () => {
    const hidden = await f.channel({ isVisible: false });
    const res = await admin('GET', '/v1/admin/channels');
    expect(res.body.items.find((c: { id: number }) => c.id === hidden.id)).toMatchObject({ isVisible: false });
  });

  it('PATCH /v1/admin/channels/{id} – 부분 수정, 없는 채널은 404', async () => {
    const ch = await f.channel({ subtitle: '그대로' });
    const res = await admin('PATCH', `/v1/admin/channels/${ch.id}`, { name: '새 이름' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ch.id, name: '새 이름', subtitle: '그대로', slug: ch.slug });
    const missing = await admin('PATCH', '/v1/admin/channels/999999', { name: '없음' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('CHANNEL_NOT_FOUND');
    expect((await admin('GET', '/v1/admin/channels/999999')).status).toBe(404);
  });

  it('PATCH /v1/admin/channels/{id} – isVisible false 로 숨기면 공개 목록에서 빠진다', async () => {
    const ch = await f.channel();
    const listed = async () => (await t.json('GET', '/v1/orders/categories')).body.channels.some((c: { id: number }) => c.id === ch.id);
    expect(await listed()).toBe(true);
    expect((await admin('PATCH', `/v1/admin/channels/${ch.id}`, { isVisible: false })).status).toBe(200);
    expect(await listed()).toBe(false);
  });

  it('PUT /v1/admin/channels/order – ids 순서대로 노출 순서를 매긴다', async () => {
    const [a, b, c] = [await f.channel(), await f.channel(), await f.channel()];
    const res = await admin('PUT', '/v1/admin/channels/order', { ids: [c.id, a.id, b.id] });
    expect(res.status).toBe(204);
    const all = (await admin('GET', '/v1/admin/channels')).body.items;
    const mine = all.filter((ch: { id: number }) => [a.id, b.id, c.id].includes(ch.id));
    expect(mine.map((ch: { id: number; displayOrder: number }) => [ch.id, ch.displayOrder])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    const pub = (await t.json('GET', '/v1/orders/categories')).body.channels.map((ch: { id: number }) => ch.id);
    expect(pub.filter((id: number) => [a.id, b.id, c.id].includes(id))).toEqual([c.id, a.id, b.id]);
  });

  it('PUT /v1/admin/channels/order – 없는 id 나 중복 id 는 400 과 meta.fields.ids', async () => {
    const a = await f.channel();
    const missing = await admin('PUT', '/v1/admin/channels/order', { ids: [a.id, 999_999] });
    expect(missing.status).toBe(400);
    expect(missing.body.meta.fields.ids).toBe('없는 id가 있습니다: 999999');
    const dup = await admin('PUT', '/v1/admin/channels/order', { ids: [a.id, a.id] });
    expect(dup.status).toBe(400);
    expect(dup.body.meta.fields.ids).toBe('같은 id가 두 번 들어 있습니다.');
    const empty = await admin('PUT', '/v1/admin/channels/order', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.meta.fields).toHaveProperty('ids');
  });

  it('DELETE /v1/admin/channels/{id} – 상품이 있으면(지운 상품도) 409 CHANNEL_IN_USE', async () => {
    const { channel, type } = await f.shelf();
    const product = await f.product(channel.id, type.id);
    await admin('DELETE', `/v1/admin/products/${product.id}`);
    const res = await admin('DELETE', `/v1/admin/channels/${channel.id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CHANNEL_IN_USE');
    expect(res.body.message).toContain('삭제할 수 없습니다');
    expect(res.body.meta).toEqual({ productCount: 1 });
    expect((await admin('GET', `/v1/admin/channels/${channel.id}`)).status).toBe(200);
  });

  it('DELETE /v1/admin/channels/{id} – 상품이 없으면 유형과 함께 지우고 204, 다시 지우면 404', async () => {
    const { channel, type } = await f.shelf();
    expect((await admin('DELETE', `/v1/admin/channels/${channel.id}`)).status).toBe(204);
    expect((await admin('GET', `/v1/admin/channels/${channel.id}`)).status).toBe(404);
    expect((await admin('GET', `/v1/admin/product-types/${type.id}`)).status).toBe(404);
    expect((await admin('DELETE', `/v1/admin/channels/${channel.id}`)).status).toBe(404);
  });
});
