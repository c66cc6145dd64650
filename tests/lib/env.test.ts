import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadEnv() {
  vi.resetModules();
  return import('@/lib/env');
}

afterEach(() => vi.unstubAllEnvs());

describe('lib/env – 공개 설정', () => {
  it('기본 API 주소는 http://localhost:4000, DSN 은 빈 문자열', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', '');
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', '');
    const { publicEnv } = await loadEnv();
    expect(publicEnv).toEqual({ apiUrl: 'http://localhost:4000', sentryDsn: '' });
  });

  it('설정한 주소의 끝 슬래시를 뗀다', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'https://api.example.com/');
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'https://key@sentry.example.com/1');
    const { publicEnv } = await loadEnv();
    expect(publicEnv).toEqual({ apiUrl: 'https://api.example.com', sentryDsn: 'https://key@sentry.example.com/1' });
  });

  it('주소가 아니면 시작부터 실패한다', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'not a url');
    await expect(loadEnv()).rejects.toThrow();
  });

  it('serverApiUrl 은 내부 주소를 먼저, 없으면 공개 주소', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'https://api.example.com');
    const { serverApiUrl } = await loadEnv();
    vi.stubEnv('API_INTERNAL_URL', 'http://api.internal:4000');
    expect(serverApiUrl()).toBe('http://api.internal:4000');
    vi.stubEnv('API_INTERNAL_URL', '');
    expect(serverApiUrl()).toBe('https://api.example.com');
  });
});
