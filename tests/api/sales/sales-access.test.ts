import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATHS = ['/v1/admin/sales?from=2025-03-01&to=2025-03-31', '/v1/admin/sales/export?from=2025-03-01&to=2025-03-31'];

describe('매출은 OWNER 만', () => {
  it.each(PATHS)('GET %s – OWNER 는 200', async (path) => {
    const owner = await t.loginAsAdmin('OWNER');
    expect((await t.json('GET', path, undefined, owner.accessToken)).status).toBe(200);
  });

  it.each(['MANAGER', 'SUPPORT'] as const)('%s 는 두 주소 모두 403 ADMIN_ROLE_FORBIDDEN', async (role) => {
    const operator = await t.loginAsAdmin(role);
    for (const path of PATHS) {
      const res = await t.json('GET', path, undefined, operator.accessToken);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'ADMIN_ROLE_FORBIDDEN', message: '이 작업을 할 수 있는 권한이 없습니다.', meta: null });
    }
  });

  it('회원은 403 ADMIN_ONLY, 로그인하지 않으면 401', async () => {
    const member = await t.signup();
    for (const path of PATHS) {
      expect((await t.json('GET', path, undefined, member.accessToken)).body.code).toBe('ADMIN_ONLY');
      expect((await t.json('GET', path)).status).toBe(401);
    }
  });
});

it('GET /v1/openapi.json – 매출 두 경로를 싣는다', async () => {
  const res = await t.json('GET', '/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/v1/admin/sales', '/v1/admin/sales/export']));
  expect(Object.keys(res.body.paths['/v1/admin/sales/export'].get.responses['200'].content)).toEqual(['text/csv']);
});
