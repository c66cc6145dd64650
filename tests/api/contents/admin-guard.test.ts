import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.signup();
});
afterAll(() => t.close());

const WRITES = [
  ['GET', '/v1/admin/notices'],
  ['POST', '/v1/admin/notices'],
  ['GET', '/v1/admin/faqs/1'],
  ['PATCH', '/v1/admin/faqs/1'],
  ['PUT', '/v1/admin/faqs/order'],
  ['DELETE', '/v1/admin/articles/1'],
  ['POST', '/v1/admin/banners'],
  ['PUT', '/v1/admin/banners/order'],
  ['PUT', '/v1/admin/popups/order'],
  ['POST', '/v1/admin/images'],
] as const;

describe('콘텐츠 관리자 경로', () => {
  it('일반 회원은 403, 로그인하지 않으면 401', async () => {
    for (const [method, path] of WRITES) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { title: '무단', content: '무단', ids: [1] };
      const asMember = await t.json(method, path, body, member.accessToken);
      expect(asMember.status, `${method} ${path}`).toBe(403);
      expect(asMember.body.code).toBe('ADMIN_ONLY');
      expect((await t.json(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    // 회원이 시도한 글은 만들어지지 않았다
    expect((await t.json('GET', '/v1/notices')).body.total).toBe(0);
  });
});

describe('GET /v1/openapi.json', () => {
  it('GET /v1/openapi.json – 콘텐츠·메인·이미지 업로드 경로가 문서에 실린다', async () => {
    const res = await t.json('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    for (const path of ['/v1/notices/{id}', '/v1/faqs', '/v1/banners', '/v1/admin/faqs/order', '/v1/admin/popups/{id}', '/v1/admin/images', '/v1/mains', '/v1/mains/carousel/products']) {
      expect(res.body.paths, path).toHaveProperty([path]);
    }
    expect(res.body.paths['/v1/admin/images'].post.requestBody.content).toHaveProperty(['multipart/form-data']);
  });
});
