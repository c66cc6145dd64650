import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('문서와 상태 확인', () => {
  it('GET /v1/openapi.json – 회원·세션·my-page 경로를 싣는다', async () => {
    const res = await t.json('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/v1/members/signup/email',
      '/v1/members/login/email',
      '/v1/members/refresh-token',
      '/v1/members/validate-token',
      '/v1/members/logout',
      '/v1/my-page/{memberId}',
      '/v1/mains/health-check',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(res.body.paths['/v1/my-page/{memberId}'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(res.body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('GET /v1/docs – swagger UI HTML 을 돌려준다', async () => {
    const res = await t.request('/v1/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('/v1/docs/swagger-ui-bundle.js');
    const js = await t.request('/v1/docs/swagger-ui-bundle.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
  });

  it('GET /v1/mains/health-check – DB 가 살아 있으면 200 {database: true}', async () => {
    const res = await t.json('GET', '/v1/mains/health-check');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: true });
    expect(new Date(res.body.time).toString()).not.toBe('Invalid Date');
  });
});
