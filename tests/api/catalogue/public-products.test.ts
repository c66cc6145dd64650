import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type JsonBody, type TestApp } from '../../helpers/test-app';
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

const names = (body: JsonBody) => body.items.map((p: { name: string }) => p.name);

describe('GET /v1/orders/{snsChannelId}/{productTypeId}', () => {
  it('GET /v1/orders/{channel}/{type} – 단건 상품만, 채널·유형 이름과 함께, 패널 정보 없이', async () => {
    const { channel, type } = await f.shelf();
    const single = await f.product(channel.id, type.id, { name: '단건 팔로워' });
    await f.product(channel.id, type.id, { name: '데일리 팔로워', kind: 'DAILY', minDays: 7, maxDays: 30 });

    const res = await t.json('GET', `/v1/orders/${channel.id}/${type.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, size: 20, total: 1 });
    expect(res.body.channel).toEqual({ id: channel.id, slug: channel.slug, name: '테스트 채널' });
    expect(res.body.productType).toMatchObject({ id: type.id, slug: type.slug, name: '팔로워' });
    expect(res.body.items).toHaveLength(1);
    const [item] = res.body.items;
    expect(item).toMatchObject({ id: single.id, kind: 'SINGLE', name: '단건 팔로워', unitPrice: 50, minDays: 1, maxDays: 1 });
    expect(item).not.toHaveProperty('panelId');
    expect(item).not.toHaveProperty('panelServiceId');
  });

  it('GET /v1/orders/{channel}/daily/{type} – 데일리 상품만', async () => {
    const { channel, type } = await f.shelf();
    await f.product(channel.id, type.id, { name: '단건' });
    await f.product(channel.id, type.id, { name: '자동 좋아요 30일', kind: 'DAILY', minDays: 30, maxDays: 30 });
    const res = await t.json('GET', `/v1/orders/${channel.id}/daily/${type.id}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['자동 좋아요 30일']);
    expect(res.body.items[0]).toMatchObject({ kind: 'DAILY', minDays: 30, maxDays: 30 });
  });

  it('GET /v1/orders/{channel}/{type} – 페이지를 나눠도 순서(노출 순서, id)가 같고 total 이 맞다', async () => {
    const { channel, type } = await f.shelf();
    const made = [];
    for (const name of ['가', '나', '다', '라', '마']) made.push(await f.product(channel.id, type.id, { name }));
    // 마, 가 를 앞으로: 나머지는 예전 순서(2..5)를 지키며 뒤에 온다
    const order = await t.json('PUT', '/v1/admin/products/order', { ids: [made[4].id, made[0].id] }, adminToken);
    expect(order.status).toBe(204);

    const page1 = await t.json('GET', `/v1/orders/${channel.id}/${type.id}?page=1&size=2`);
    const page2 = await t.json('GET', `/v1/orders/${channel.id}/${type.id}?page=2&size=2`);
    const page3 = await t.json('GET', `/v1/orders/${channel.id}/${type.id}?page=3&size=2`);
    expect([page1.body.total, page2.body.total, page3.body.total]).toEqual([5, 5, 5]);
    expect([...names(page1.body), ...names(page2.body), ...names(page3.body)]).toEqual(['마', '가', '나', '다', '라']);
    expect(page3.body).toMatchObject({ page: 3, size: 2 });
    const beyond = await t.json('GET', `/v1/orders/${channel.id}/${type.id}?page=9&size=2`);
    expect(beyond.body).toMatchObject({ items: [], total: 5 });
  });

  it('GET /v1/orders/{channel}/{type} – accountType 으로 한국인·외국인 상품을 고른다', async () => {
    const { channel, type } = await f.shelf();
    await f.product(channel.id, type.id, { name: '한국인', accountType: 'KOREAN' });
    await f.product(channel.id, type.id, { name: '외국인', accountType: 'GLOBAL' });
    const korean = await t.json('GET', `/v1/orders/${channel.id}/${type.id}?accountType=KOREAN`);
    const global = await t.json('GET', `/v1/orders/${channel.id}/${type.id}?accountType=GLOBAL`);
    expect(names(korean.body)).toEqual(['한국인']);
    expect(names(global.body)).toEqual(['외국인']);
  });

  it('GET /v1/orders/{channel}/{type} – 잘못된 쿼리는 400 과 그 필드 이름', async () => {
    const { channel, type } = await f.shelf();
    const cases: [string, string, string][] = [
      ['size=101', 'size', '페이지 크기는 100 이하여야 합니다.'],
      ['page=0', 'page', '페이지는 1 이상이어야 합니다.'],
      ['accountType=ALIEN', 'accountType', '계정 유형은 KOREAN(한국인) 또는 GLOBAL(외국인)이어야 합니다.'],
    ];
    for (const [query, field, message] of cases) {
      for (const path of [`/v1/orders/${channel.id}/${type.id}`, `/v1/orders/${channel.id}/daily/${type.id}`]) {
        const res = await t.json('GET', `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.meta.fields[field]).toBe(message);
      }
    }
  });

  it('GET /v1/orders/{channel}/{type} – 없는 채널, 다른 채널의 유형, 숨긴 채널·유형은 404', async () => {
    const a = await f.shelf();
    const b = await f.shelf();
    const hiddenType = await f.productType(a.channel.id, { isVisible: false });
    const hiddenChannel = await f.channel({ isVisible: false });
    const typeOfHidden = await f.productType(hiddenChannel.id);
    const cases: [string, string][] = [
      [`/v1/orders/999999/${a.type.id}`, 'CHANNEL_NOT_FOUND'],
      [`/v1/orders/${a.channel.id}/999999`, 'PRODUCT_TYPE_NOT_FOUND'],
      [`/v1/orders/${a.channel.id}/${b.type.id}`, 'PRODUCT_TYPE_NOT_FOUND'],
      [`/v1/orders/${a.channel.id}/${hiddenType.id}`, 'PRODUCT_TYPE_NOT_FOUND'],
      [`/v1/orders/${hiddenChannel.id}/${typeOfHidden.id}`, 'CHANNEL_NOT_FOUND'],
      [`/v1/orders/${a.channel.id}/daily/${b.type.id}`, 'PRODUCT_TYPE_NOT_FOUND'],
    ];
    for (const [path, code] of cases) {
      const res = await t.json('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.code, path).toBe(code);
      expect(res.body.message).toMatch(/찾을 수 없습니다\.$/);
    }
  });
});

describe('판매 상태에 따라 보이는 상품', () => {
  it('GET /v1/orders/{channel}/{type} – NOTSALE 상품과 지운 상품은 보이지 않는다 (관리자에게도)', async () => {
    const { channel, type } = await f.shelf();
    await f.product(channel.id, type.id, { name: '판매 중' });
    await f.product(channel.id, type.id, { name: '판매 중지', status: 'NOTSALE' });
    const deleted = await f.product(channel.id, type.id, { name: '지운 상품' });
    expect((await t.json('DELETE', `/v1/admin/products/${deleted.id}`, undefined, adminToken)).status).toBe(204);

    for (const token of [undefined, adminToken]) {
      const res = await t.json('GET', `/v1/orders/${channel.id}/${type.id}`, undefined, token);
      expect(names(res.body)).toEqual(['판매 중']);
      expect(res.body.total).toBe(1);
    }
  });

  it('GET /v1/orders/{channel}/{type} – ADMIN_ORDER 상품은 관리자 토큰이 있을 때만 보인다', async () => {
    const { channel, type } = await f.shelf();
    await f.product(channel.id, type.id, { name: '판매 중' });
    await f.product(channel.id, type.id, { name: '관리자 주문 전용', status: 'ADMIN_ORDER' });
    const member = await t.signup();
    const path = `/v1/orders/${channel.id}/${type.id}`;

    const asAdmin = await t.json('GET', path, undefined, adminToken);
    expect(names(asAdmin.body)).toEqual(['판매 중', '관리자 주문 전용']);
    expect(asAdmin.body.total).toBe(2);
    // 관리자 응답이 공개 캐시에 남아 손님에게 새면 안 된다
    expect(names((await t.json('GET', path)).body)).toEqual(['판매 중']);
    expect(names((await t.json('GET', path, undefined, member.accessToken)).body)).toEqual(['판매 중']);
    expect(names((await t.json('GET', path, undefined, 'not-a-token')).body)).toEqual(['판매 중']);
  });
});
