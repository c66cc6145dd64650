import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const WEB = 'https://shop.example.kr';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_ORIGIN: `http://localhost:3000, ${WEB}`, PUBLIC_CACHE_TTL_SECONDS: '60' } });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { headers });

describe('공개 응답 캐시 – 적중해도 처음 응답과 같은 헤더', () => {
  it('GET /v1/notices – 두 번째는 HIT 이고 본문, 보안 헤더, 요청 id, CORS 가 그대로다', async () => {
    const first = await get('/v1/notices?page=1&size=5', { origin: WEB });
    const second = await get('/v1/notices?page=1&size=5', { origin: WEB, 'x-request-id': 'second-request' });
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    for (const res of [first, second]) {
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('access-control-allow-origin')).toBe(WEB);
    }
    expect(second.headers.get('x-request-id')).toBe('second-request');
  });

  it('GET /v1/notices – HIT 라도 다른 출처에는 CORS 허용 헤더를 주지 않는다', async () => {
    await get('/v1/notices?page=1&size=6', { origin: WEB });
    const foreign = await get('/v1/notices?page=1&size=6', { origin: 'https://evil.example.com' });
    expect(foreign.headers.get('x-cache')).toBe('HIT');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('GET /v1/mains/health-check – 캐시하지 않는다', async () => {
    await get('/v1/mains/health-check');
    const again = await get('/v1/mains/health-check');
    expect(again.headers.get('x-cache')).toBeNull();
  });

  it('Authorization 이 있는 요청은 캐시를 건너뛴다 (관리자는 ADMIN_ORDER 를 본다)', async () => {
    await get('/v1/orders/categories');
    const { accessToken } = await t.loginAsAdmin();
    const withToken = await get('/v1/orders/categories', { authorization: `Bearer ${accessToken}` });
    expect(withToken.headers.get('x-cache')).toBeNull();
  });
});
