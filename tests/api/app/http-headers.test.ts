import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const WEB = 'https://shop.example.kr';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_ORIGIN: `http://localhost:3000, ${WEB}` } });
});
afterAll(() => t.close());

const preflight = (origin: string) =>
  t.request('/v1/members/login/email', {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
  });

describe('CORS, 보안 헤더, 요청 id', () => {
  it('OPTIONS /v1/** – 허용된 출처는 그대로 돌려주고 Authorization 헤더를 허락한다', async () => {
    for (const origin of ['http://localhost:3000', WEB]) {
      const res = await preflight(origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    }
    const get = await t.request('/v1/mains/health-check', { headers: { origin: WEB } });
    expect(get.headers.get('access-control-allow-origin')).toBe(WEB);
    expect(get.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('retry-after');
  });

  it('OPTIONS /v1/** – 다른 출처에는 허용 헤더를 주지 않는다', async () => {
    const res = await preflight('https://evil.example.com');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await t.request('/v1/mains/health-check', { headers: { origin: 'https://evil.example.com' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('GET /v1/** – 보안 헤더가 붙는다', async () => {
    const res = await t.request('/v1/mains/health-check');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('GET /v1/** – x-request-id 를 그대로 돌려주고, 없거나 이상하면 새로 만든다', async () => {
    const echoed = await t.request('/v1/no-such-route', { headers: { 'x-request-id': 'abc-123_XYZ' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123_XYZ');

    const generated = await t.request('/v1/mains/health-check');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    for (const bad of ['has space', 'x'.repeat(65), '<script>']) {
      const res = await t.request('/v1/mains/health-check', { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
