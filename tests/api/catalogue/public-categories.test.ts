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

describe('GET /v1/orders/categories', () => {
  it('GET /v1/orders/categories – 보이는 채널을 노출 순서대로, 각자 보이는 유형과 함께', async () => {
    const first = await f.channel({ name: '첫 채널' });
    const hidden = await f.channel({ name: '숨긴 채널', isVisible: false });
    const second = await f.channel({ name: '둘째 채널' });
    const typeA = await f.productType(first.id, { name: '팔로워', subtitle: '늘리기', iconUrl: '/icons/product-types/followers.svg' });
    const typeB = await f.productType(first.id, { name: '좋아요' });
    await f.productType(first.id, { name: '숨긴 유형', isVisible: false });
    await f.productType(hidden.id, { name: '숨긴 채널의 유형' });

    const res = await t.json('GET', '/v1/orders/categories');
    expect(res.status).toBe(200);
    const mine = res.body.channels.filter((c: { id: number }) => [first.id, hidden.id, second.id].includes(c.id));
    expect(mine.map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);
    const [ch] = mine;
    expect(Object.keys(ch).sort()).toEqual(['displayOrder', 'iconUrl', 'id', 'name', 'productTypes', 'slug', 'subtitle']);
    expect(ch.productTypes).toEqual([
      { id: typeA.id, slug: typeA.slug, name: '팔로워', subtitle: '늘리기', iconUrl: '/icons/product-types/followers.svg', displayOrder: 1 },
      { id: typeB.id, slug: typeB.slug, name: '좋아요', subtitle: '', iconUrl: null, displayOrder: 2 },
    ]);
    expect(mine[1].productTypes).toEqual([]);
  });

  it('GET /v1/orders/categories/{snsChannelId} – 채널 하나와 보이는 유형', async () => {
    const { channel, type } = await f.shelf();
    await f.productType(channel.id, { isVisible: false });
    const res = await t.json('GET', `/v1/orders/categories/${channel.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: channel.id, slug: channel.slug, name: '테스트 채널', subtitle: '부제' });
    expect(res.body.productTypes.map((p: { id: number }) => p.id)).toEqual([type.id]);
  });

  it('GET /v1/orders/categories/{snsChannelId} – 없거나 숨긴 채널은 404', async () => {
    const hidden = await f.channel({ isVisible: false });
    for (const id of [hidden.id, 999_999]) {
      const res = await t.json('GET', `/v1/orders/categories/${id}`);
      expect(res.status, String(id)).toBe(404);
      expect(res.body).toEqual({ code: 'CHANNEL_NOT_FOUND', message: '채널을 찾을 수 없습니다.', meta: null });
    }
  });

  it('GET /v1/orders/categories/{snsChannelId} – 숫자가 아닌 id 는 400 과 meta.fields.snsChannelId', async () => {
    const res = await t.json('GET', '/v1/orders/categories/abc');
    expect(res.status).toBe(400);
    expect(res.body.meta.fields.snsChannelId).toBe('숫자 id가 필요합니다.');
  });
});
