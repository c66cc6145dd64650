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
  ['GET', '/v1/admin/purchases'],
  ['GET', '/v1/admin/purchases/1'],
  ['POST', '/v1/admin/purchases/1', { status: 'PAID' }],
  ['POST', '/v1/admin/purchases/1/refund', { to: 'POINT', reason: '고객 요청' }],
  ['GET', '/v1/admin/message-for-purchase-list-pending-deposit'],
];

describe('관리자 구매 API – 관리자만', () => {
  it.each(routes)('%s %s – 일반 회원은 403 ADMIN_ONLY', async (method, path, body) => {
    const res = await t.json(method, path, body, member.accessToken);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'ADMIN_ONLY', meta: null });
  });

  it.each(routes)('%s %s – 로그인하지 않으면 401', async (method, path, body) => {
    const res = await t.json(method, path, body);
    expect(res.status).toBe(401);
  });
});

it('GET /v1/openapi.json – 관리자 구매 API 다섯 개가 문서에 있다', async () => {
  const res = await t.json('GET', '/v1/openapi.json');
  expect(res.status).toBe(200);
  const paths = Object.keys(res.body.paths);
  for (const p of ['/v1/admin/purchases', '/v1/admin/purchases/{id}', '/v1/admin/purchases/{id}/refund', '/v1/admin/message-for-purchase-list-pending-deposit']) {
    expect(paths).toContain(p);
  }
  expect(res.body.paths['/v1/admin/purchases/{id}'].post).toBeDefined();
  expect(res.body.paths['/v1/admin/purchases'].get.parameters.map((x: { name: string }) => x.name)).toEqual(
    expect.arrayContaining(['status', 'method', 'memberId', 'q', 'from', 'to', 'page', 'size']),
  );
});
