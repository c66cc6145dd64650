import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../../server/db/seed/catalogue';
import { listPopularProducts } from '../../../server/catalogue/catalogue.service';
import { createTestApp, type JsonBody, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db);
  adminToken = (await t.loginAsAdmin()).accessToken;
});
afterAll(() => t.close());

const allProducts = async (): Promise<JsonBody[]> =>
  (await t.json('GET', '/v1/admin/products?size=100', undefined, adminToken)).body.items;

describe('seedCatalogue – 데모 스토어', () => {
  it('seedCatalogue – 네 채널이 순서대로, 유형과 아이콘 파일까지 있다', async () => {
    const res = await t.json('GET', '/v1/orders/categories');
    expect(res.body.channels.map((c: { name: string }) => c.name)).toEqual(['인스타그램', '유튜브', '틱톡', '페이스북']);
    const instagram = res.body.channels[0];
    expect(instagram.productTypes.map((p: { name: string }) => p.name)).toEqual(['팔로워', '좋아요', '조회수', '댓글', '자동 좋아요']);
    for (const item of [...res.body.channels, ...res.body.channels.flatMap((c: JsonBody) => c.productTypes)]) {
      expect(item.subtitle, item.name).not.toBe('');
      expect(existsSync(path.join('public', item.iconUrl)), item.iconUrl).toBe(true);
    }
  });

  it('seedCatalogue – 32개 이상, 단건·데일리와 한국인·외국인이 섞이고, 관리자 전용과 판매 중지가 있다', async () => {
    const products = await allProducts();
    expect(products.length).toBeGreaterThanOrEqual(32);
    expect(new Set(products.map((p) => p.kind))).toEqual(new Set(['SINGLE', 'DAILY']));
    expect(new Set(products.map((p) => p.accountType))).toEqual(new Set(['KOREAN', 'GLOBAL']));
    expect(products.filter((p) => p.status === 'ADMIN_ORDER').length).toBeGreaterThanOrEqual(1);
    expect(products.filter((p) => p.status === 'NOTSALE')).toHaveLength(1);
    for (const p of products) {
      expect(p.panelServiceId, p.name).toMatch(/^\d{4}$/);
      expect(p.description.split('\n').length, p.name).toBeGreaterThanOrEqual(2);
    }
    const singles = products.filter((p) => p.kind === 'SINGLE');
    expect(singles.length).toBeGreaterThan(0);
    expect(singles.filter((p) => p.minDays !== 1 || p.maxDays !== 1).map((p) => p.name)).toEqual([]);
  });

  it('seedCatalogue – 판매 중지 상품은 스토어에 없고, 관리자 전용은 관리자에게만', async () => {
    const products = await allProducts();
    const notSale = products.find((p) => p.status === 'NOTSALE');
    const adminOnly = products.find((p) => p.status === 'ADMIN_ORDER');
    expect((await t.json('GET', `/v1/orders/products/${notSale.id}`)).status).toBe(404);
    expect((await t.json('GET', `/v1/orders/products/${adminOnly.id}`)).status).toBe(404);
    expect((await t.json('GET', `/v1/orders/products/${adminOnly.id}`, undefined, adminToken)).status).toBe(200);
    const follower = await t.json('GET', `/v1/orders/${products[0].channelId}/${products[0].productTypeId}`);
    expect(follower.body.items.map((p: { name: string }) => p.name)).toContain('인스타그램 한국인 팔로워');
  });

  it('listPopularProducts – 판매 중인 인기 상품을 채널 순서대로 (메인 캐러셀)', async () => {
    const popular = await listPopularProducts(t.db, 20);
    expect(popular.length).toBeGreaterThanOrEqual(4);
    expect(popular.every((p) => p.isPopular && p.status === 'SALEABLE')).toBe(true);
    expect(popular[0]!.channel.name).toBe('인스타그램');
    const res = await t.json('GET', '/v1/orders/popular?limit=3');
    expect(res.body.items.map((p: { id: number }) => p.id)).toEqual(popular.slice(0, 3).map((p) => p.id));
  });

  it('seedCatalogue – 두 번 돌려도 그대로 (채널이 있으면 아무것도 하지 않는다)', async () => {
    const before = (await allProducts()).length;
    await seedCatalogue(t.db);
    expect((await allProducts()).length).toBe(before);
    const channels = await t.json('GET', '/v1/admin/channels', undefined, adminToken);
    expect(channels.body.items).toHaveLength(4);
  });
});
