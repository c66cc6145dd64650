import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.signup();
});
afterAll(() => t.close());

const routes: [string, string, unknown?][] = [
  ['GET', '/v1/admin/tasks'],
  ['GET', '/v1/admin/tasks/1'],
  ['POST', '/v1/admin/tasks', { productId: 1, targetKey: 'growth', quantity: 100 }],
  ['POST', '/v1/admin/tasks/1/cancel'],
  ['POST', '/v1/admin/tasks/1/retry', { confirmNotSent: true }],
  ['POST', '/v1/admin/tasks/1/complete', {}],
  ['POST', '/v1/admin/tasks/1/panel-order', { panelOrderId: '1' }],
  ['GET', '/v1/admin/alerts'],
  ['POST', '/v1/admin/alerts/1/resolve'],
  ['GET', '/v1/admin/dashboard'],
];

describe('관리자 작업·경보 API – 관리자만', () => {
  it.each(routes)('%s %s – 일반 회원은 403 ADMIN_ONLY', async (method, path, body) => {
    const res = await t.json(method, path, body, member.accessToken);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'ADMIN_ONLY' });
  });

  it.each(routes)('%s %s – 로그인하지 않으면 401', async (method, path, body) => {
    const res = await t.json(method, path, body);
    expect(res.status).toBe(401);
  });
});

it('GET /v1/openapi.json – 작업·경보·대시보드 API 가 문서에 있다', async () => {
  const res = await t.json('GET', '/v1/openapi.json');
  expect(res.status).toBe(200);
  const paths = Object.keys(res.body.paths);
  for (const p of [
    '/v1/admin/tasks',
    '/v1/admin/tasks/{id}',
    '/v1/admin/tasks/{id}/cancel',
    '/v1/admin/tasks/{id}/retry',
    '/v1/admin/tasks/{id}/complete',
    '/v1/admin/tasks/{id}/panel-order',
    '/v1/admin/alerts',
    '/v1/admin/alerts/{id}/resolve',
    '/v1/admin/dashboard',
  ]) {
    expect(paths).toContain(p);
  }
  expect(res.body.paths['/v1/admin/tasks'].post).toBeDefined();
  expect(res.body.paths['/v1/admin/tasks'].get.parameters.map((x: { name: string }) => x.name)).toEqual(
    expect.arrayContaining(['status', 'panelId', 'kind', 'source', 'memberId', 'email', 'needsAttention', 'from', 'to', 'page', 'size']),
  );
});
