import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/openapi.json – 카탈로그 라우트', () => {
  it('GET /v1/openapi.json – 공개·관리자 카탈로그 경로가 모두 문서에 실린다', async () => {
    const res = await t.json('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/v1/orders/categories',
      '/v1/orders/categories/{snsChannelId}',
      '/v1/orders/popular',
      '/v1/orders/products/{productId}',
      '/v1/orders/{snsChannelId}/{productTypeId}',
      '/v1/orders/{snsChannelId}/daily/{productTypeId}',
      '/v1/admin/channels',
      '/v1/admin/channels/{id}',
      '/v1/admin/channels/order',
      '/v1/admin/product-types/{id}',
      '/v1/admin/product-types/order',
      '/v1/admin/products',
      '/v1/admin/products/{id}',
      '/v1/admin/products/order',
    ]) {
      expect(paths, p).toContain(p);
    }
    // 공개 상품 응답 스키마에는 패널 정보가 없다
    const list = res.body.paths['/v1/orders/{snsChannelId}/{productTypeId}'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(list)).toContain('unitPrice');
    expect(JSON.stringify(list)).not.toContain('panelServiceId');
    const adminOne = res.body.paths['/v1/admin/products/{id}'].get.responses['200'];
    expect(JSON.stringify(adminOne)).toContain('panelServiceId');
  });
});
