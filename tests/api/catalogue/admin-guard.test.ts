import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let memberToken: string;
beforeAll(async () => {
  t = await createTestApp();
  memberToken = (await t.signup()).accessToken;
});
afterAll(() => t.close());

const routes: [string, string, unknown?][] = [];
for (const family of ['channels', 'product-types', 'products']) {
  routes.push(
    ['GET', `/v1/admin/${family}`],
    ['GET', `/v1/admin/${family}/1`],
    ['POST', `/v1/admin/${family}`, {}],
    ['PATCH', `/v1/admin/${family}/1`, { name: '바꾼 이름' }],
    ['DELETE', `/v1/admin/${family}/1`],
    ['PUT', `/v1/admin/${family}/order`, { ids: [1] }],
  );
}

describe('/v1/admin 카탈로그 – 관리자만', () => {
  it('/v1/admin/{channels,product-types,products} – 회원은 모든 라우트에서 403 ADMIN_ONLY', async () => {
    for (const [method, path, body] of routes) {
      const res = await t.json(method, path, body, memberToken);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('ADMIN_ONLY');
      expect(res.body.message).toBe('관리자만 사용할 수 있습니다.');
    }
  });

  it('/v1/admin/{channels,product-types,products} – 토큰이 없으면 401', async () => {
    for (const [method, path, body] of routes) {
      const res = await t.json(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
