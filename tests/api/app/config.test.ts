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

  it('loadConfig – 운영 + DATABASE_URL 에서 앞 키(JWT_PREVIOUS_SECRET)가 기본 비밀값이면 던진다', () => {
    const e = errorOf({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/app',
      JWT_SECRET: 'j'.repeat(40),
      JWT_PREVIOUS_SECRET: DEV_JWT_SECRET,
      REVALIDATE_SECRET: 'r'.repeat(32),
    });
    expect(e).toBeInstanceOf(ConfigError);
    expect((e as Error).message).toContain('JWT_PREVIOUS_SECRET: 운영 환경에서는 기본 비밀값을 쓸 수 없습니다');
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

describe('loadConfig – 알림톡·문자(SOLAPI)', () => {
  it('키가 없으면 발송함(outbox)만: 나머지 값은 기본값', () => {
    const c = loadConfig({});
    expect(c.SOLAPI_API_KEY).toBeUndefined();
    expect(c.SMS_SENDER_NUMBER).toBeUndefined();
    expect(c).toMatchObject({ SOLAPI_TEMPLATE_IDS: {}, SOLAPI_API_URL: 'https://api.solapi.com', NOTIFICATION_INTERVAL_SECONDS: 5 });
  });

  it('키를 주면 시크릿과 발신번호도 있어야 하고, 발신번호는 숫자만 남긴다', () => {
    const e = errorOf({ SOLAPI_API_KEY: 'NCSKEY' });
    expect(e).toBeInstanceOf(ConfigError);
    expect(String(e)).toContain('SOLAPI_API_SECRET');
    expect(String(e)).toContain('SMS_SENDER_NUMBER');
    const c = loadConfig({ SOLAPI_API_KEY: 'NCSKEY', SOLAPI_API_SECRET: 'secret', SMS_SENDER_NUMBER: '02-1234-5678' });
    expect(c.SMS_SENDER_NUMBER).toBe('0212345678');
    expect(String(errorOf({ SMS_SENDER_NUMBER: '12-ab' }))).toContain('SMS_SENDER_NUMBER');
  });

  it('SOLAPI_TEMPLATE_IDS 는 {"코드":"템플릿 id"} JSON 이어야 한다', () => {
    expect(loadConfig({ SOLAPI_TEMPLATE_IDS: '{"PAYMENT_CONFIRMED":"KA01TP1"}' }).SOLAPI_TEMPLATE_IDS).toEqual({ PAYMENT_CONFIRMED: 'KA01TP1' });
    for (const bad of ['nope', '[]', '{"A":1}']) expect(String(errorOf({ SOLAPI_TEMPLATE_IDS: bad })), bad).toContain('SOLAPI_TEMPLATE_IDS');
  });
});

describe('loadConfig – 가게 계좌 은행(BANK_NAME)', () => {
  it('가상계좌와 같은 은행 목록의 이름으로 맞춘다: 기본 KB국민은행, 줄임·코드도 받는다', async () => {
    const { BANKS } = await import('../../../lib/schemas/payment-rules');
    const names = BANKS.map((b) => b.name) as string[];
    expect(loadConfig({}).BANK_NAME).toBe('KB국민은행');
    expect(names).toContain(loadConfig({}).BANK_NAME);
    expect(loadConfig({ BANK_NAME: '국민은행' }).BANK_NAME).toBe('KB국민은행');
    expect(loadConfig({ BANK_NAME: '06' }).BANK_NAME).toBe('KB국민은행');
    expect(loadConfig({ BANK_NAME: '기업은행' }).BANK_NAME).toBe('IBK기업은행');
    expect(loadConfig({ BANK_NAME: '신한은행' }).BANK_NAME).toBe('신한은행');
  });

  it('목록에 없거나 여럿에 걸리는 이름은 변수 이름을 밝혀 던진다', () => {
    for (const value of ['시험은행', '은행']) {
      const e = errorOf({ BANK_NAME: value });
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as Error).message).toContain('BANK_NAME');
    }
  });
});
