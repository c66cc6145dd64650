import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_JWT_SECRET, loadConfig, webOrigins } from '../../../server/config';

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    return e;
  }
  throw new Error('loadConfig 가 던지지 않았습니다');
};

describe('loadConfig – 환경변수 검증', () => {
  it('loadConfig – 비어 있으면 개발 기본값', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ NODE_ENV: 'development', API_PORT: 4000, JWT_SECRET: DEV_JWT_SECRET, TRUST_PROXY: false });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('loadConfig – 형식이 틀린 변수는 그 이름을 밝혀 던진다', () => {
    for (const [key, value] of [
      ['API_PORT', 'abc'],
      ['DATABASE_URL', 'mysql://localhost/db'],
      ['JWT_SECRET', 'short'],
      ['LOGIN_MAX_FAILURES_PER_ACCOUNT', '0'],
      ['TRUST_PROXY', 'yes'],
      ['LOG_LEVEL', 'loud'],
    ] as const) {
      const e = errorOf({ [key]: value });
      expect(e, key).toBeInstanceOf(ConfigError);
      expect((e as Error).message, key).toContain(key);
      expect((e as Error).message).toContain('환경변수 설정이 잘못되었습니다');
    }
  });

  it('loadConfig – 운영 + DATABASE_URL 에서 기본 JWT_SECRET 이면 던진다', () => {
    const e = errorOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', REVALIDATE_SECRET: 'r'.repeat(32) });
    expect(e).toBeInstanceOf(ConfigError);
    expect((e as Error).message).toContain('JWT_SECRET');
    expect((e as Error).message).toContain('운영 환경에서는 기본 비밀값을 쓸 수 없습니다');
  });

  it('loadConfig – 운영 비밀값을 모두 주면 통과한다', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/app',
      JWT_SECRET: 's'.repeat(48),
      REVALIDATE_SECRET: 'r'.repeat(32),
      TRUST_PROXY: 'true',
    });
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.DATABASE_URL).toBe('postgres://db/app');
  });

  it('webOrigins – 쉼표로 나눈 출처 목록', () => {
    expect(webOrigins(loadConfig({ WEB_ORIGIN: 'http://a.test, https://b.test,' }))).toEqual(['http://a.test', 'https://b.test']);
  });
});
