import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { catalogueFixtures, type CatalogueFixtures } from '../catalogue/fixtures';

let t: TestApp;
let f: CatalogueFixtures;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_TTL_SECONDS: '60' } });
  adminToken = (await t.loginAsAdmin()).accessToken;
  f = catalogueFixtures(t, adminToken);
});
afterAll(() => t.close());

describe('GET /v1/search – 공개 캐시', () => {
  it('GET /v1/search – 같은 검색어는 캐시에서(HIT), 상품을 고치면 다음 검색이 새 이름을 본다', async () => {
    const { channel, type } = await f.shelf();
    const p = await f.product(channel.id, type.id, { name: '캐시 시험 팔로워' });
    const first = await t.request('/v1/search?q=ㅋㅅㅅㅎ');
    const second = await t.request('/v1/search?q=ㅋㅅㅅㅎ');
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect((await second.json()).products.map((r: { id: number }) => r.id)).toEqual([p.id]);

    const patch = await t.json('PATCH', `/v1/admin/products/${p.id}`, { name: '캐시 시험 좋아요' }, adminToken);
    expect(patch.status).toBe(200);
    const after = await t.json('GET', '/v1/search?q=ㅋㅅㅅㅎ');
    expect(after.body.products.map((r: { name: string }) => r.name)).toEqual(['캐시 시험 좋아요']);
  });
});
