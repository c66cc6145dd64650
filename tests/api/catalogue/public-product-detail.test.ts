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

describe('GET /v1/orders/products/{productId}', () => {
  it('GET /v1/orders/products/{productId} – 상품과 채널·유형 이름 (패널 정보 없이)', async () => {
    const { channel, type } = await f.shelf();
    const product = await f.product(channel.id, type.id, { name: '인스타그램 한국인 팔로워' });
    const res = await t.json('GET', `/v1/orders/products/${product.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: product.id,
      name: '인스타그램 한국인 팔로워',
      channel: { id: channel.id, slug: channel.slug, name: '테스트 채널' },
      productType: { id: type.id, slug: type.slug, name: '팔로워' },
      discountTiers: [{ minQuantity: 1_000, rate: 5 }],
      targetKind: 'INSTAGRAM_USERNAME',
      status: 'SALEABLE',
    });
    expect(res.body).not.toHaveProperty('panelId');
    expect(res.body).not.toHaveProperty('panelServiceId');
  });

  it('GET /v1/orders/products/{productId} – NOTSALE·지운·없는 상품은 404', async () => {
    const { channel, type } = await f.shelf();
    const notSale = await f.product(channel.id, type.id, { status: 'NOTSALE' });
    const deleted = await f.product(channel.id, type.id);
    await t.json('DELETE', `/v1/admin/products/${deleted.id}`, undefined, adminToken);
    for (const id of [notSale.id, deleted.id, 999_999]) {
      for (const token of [undefined, adminToken]) {
        const res = await t.json('GET', `/v1/orders/products/${id}`, undefined, token);
        expect(res.status, `${id} ${token ? '관리자' : '손님'}`).toBe(404);
        expect(res.body).toEqual({ code: 'PRODUCT_NOT_FOUND', message: '상품을 찾을 수 없습니다.', meta: null });
      }
    }
  });

  it('GET /v1/orders/products/{productId} – 숨긴 채널·유형의 상품은 404', async () => {
    const { channel, type } = await f.shelf();
    const product = await f.product(channel.id, type.id);
    expect((await t.json('GET', `/v1/orders/products/${product.id}`)).status).toBe(200);
    await t.json('PATCH', `/v1/admin/product-types/${type.id}`, { isVisible: false }, adminToken);
    expect((await t.json('GET', `/v1/orders/products/${product.id}`)).status).toBe(404);
  });

  it('GET /v1/orders/products/{productId} – ADMIN_ORDER 상품은 관리자에게만 보인다', async () => {
    const { channel, type } = await f.shelf();
    const product = await f.product(channel.id, type.id, { status: 'ADMIN_ORDER' });
    const member = await t.signup();
    expect((await t.json('GET', `/v1/orders/products/${product.id}`)).status).toBe(404);
    expect((await t.json('GET', `/v1/orders/products/${product.id}`, undefined, member.accessToken)).status).toBe(404);
    const asAdmin = await t.json('GET', `/v1/orders/products/${product.id}`, undefined, adminToken);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.status).toBe('ADMIN_ORDER');
  });

  it('GET /v1/orders/products/{productId} – /products 는 채널 이름으로 읽히지 않는다, 숫자 아닌 id 는 400', async () => {
    const res = await t.json('GET', '/v1/orders/products/abc');
    expect(res.status).toBe(400);
    expect(res.body.meta.fields).toHaveProperty('productId');
  });
});

describe('GET /v1/orders/popular', () => {
  it('GET /v1/orders/popular – 판매 중인 인기 상품만, limit 만큼', async () => {
    const { channel, type } = await f.shelf();
    const hot = await f.product(channel.id, type.id, { name: '인기', isPopular: true });
    await f.product(channel.id, type.id, { name: '인기 아님' });
    await f.product(channel.id, type.id, { name: '인기지만 판매 중지', isPopular: true, status: 'NOTSALE' });
    await f.product(channel.id, type.id, { name: '인기지만 관리자 전용', isPopular: true, status: 'ADMIN_ORDER' });
    const hidden = await f.shelf();
    await f.product(hidden.channel.id, hidden.type.id, { name: '인기지만 숨긴 채널', isPopular: true });
    await t.json('PATCH', `/v1/admin/channels/${hidden.channel.id}`, { isVisible: false }, adminToken);

    const res = await t.json('GET', '/v1/orders/popular', undefined, adminToken);
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: { name: string }) => p.name)).toEqual(['인기']);
    expect(res.body.items[0]).toMatchObject({ id: hot.id, channel: { id: channel.id }, productType: { id: type.id } });
    expect(res.body.items[0]).not.toHaveProperty('panelServiceId');

    await f.product(channel.id, type.id, { name: '인기 2', isPopular: true });
    const limited = await t.json('GET', '/v1/orders/popular?limit=1');
    expect(limited.body.items).toHaveLength(1);
  });

  it('GET /v1/orders/popular – limit 은 1..50, 벗어나면 400 과 meta.fields.limit', async () => {
    for (const limit of ['0', '51', 'abc']) {
      const res = await t.json('GET', `/v1/orders/popular?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.meta.fields.limit).toBe('개수는 1 이상 50 이하의 정수여야 합니다.');
    }
  });
});
