import { describe, expect, it } from 'vitest';
import { loadConfig, socialTestProviderEnabled } from '../../../server/config';
import { ALL_STAND_IN_OPT_INS } from '../../../server/stand-ins/all-opt-ins.mjs';
import { OPT_IN_SHAPE } from '../../../server/stand-ins/opt-ins';
import {
  adapterReports,
  launchProblems,
  launchRefusalMessage,
  NO_DATABASE_FACTS,
  seedsDemo,
  simulatorPanelsAllowed,
} from '../../../server/stand-ins/stand-ins';

/** 운영자가 흔히 처음 띄우는 설정: 운영 + PostgreSQL + 새 비밀값, 그 밖에는 아무것도 */
const PROD = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop', JWT_SECRET: 's'.repeat(48), REVALIDATE_SECRET: 'r'.repeat(32) };
/** 모든 어댑터가 실제인 운영 설정 */
const REAL = {
  ...PROD,
  PAYMENTS_PROVIDER: 'toss',
  TOSS_SECRET_KEY: 'test_sk',
  TOSS_CLIENT_KEY: 'test_ck',
  MAIL_TRANSPORT: 'smtp',
  SMTP_HOST: 'smtp.example.com',
  SOLAPI_API_KEY: 'NCS',
  SOLAPI_API_SECRET: 'secret',
  SMS_SENDER_NUMBER: '0212345678',
  S3_BUCKET: 'shop-uploads',
  INSTAGRAM_PROVIDER: 'graph',
  INSTAGRAM_GRAPH_USER_ID: '1789',
  INSTAGRAM_GRAPH_TOKEN: 'token',
};

const problemsOf = (env: Record<string, string>, facts = NO_DATABASE_FACTS) => launchProblems(loadConfig(env), facts);
const varsOf = (lines: string[]) => lines.map((l) => l.slice(0, l.indexOf(':')));

describe('ALL_STAND_IN_OPT_INS – e2e·벤치·시험이 쓰는 모두 허용 묶음', () => {
  it('설정이 아는 허용 변수와 이름이 꼭 같다: 새 어댑터의 허용이 빠지면 e2e 와 벤치의 api 가 뜨지 않는다', () => {
    expect(Object.keys(ALL_STAND_IN_OPT_INS).sort()).toEqual(Object.keys(OPT_IN_SHAPE).sort());
  });
});

describe('launchProblems – 운영은 시험용 어댑터로 시작하지 않는다', () => {
  it('개발·시험에서는 무엇이든 시작한다', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'test', SEED_DEMO: 'true' }, { ...NO_DATABASE_FACTS, demoEmails: ['admin@example.com'] })).toEqual([]);
  });

  it('운영 + DATABASE_URL + 비밀값만: 시험용 어댑터마다 한 줄, 고르게 한 변수와 채울 변수와 허용 변수를 모두 밝힌다', () => {
    const lines = problemsOf(PROD);
    expect(varsOf(lines)).toEqual(['PAYMENTS_PROVIDER', 'MAIL_TRANSPORT', 'SOLAPI_API_KEY', 'S3_BUCKET', 'INSTAGRAM_PROVIDER']);
    const message = launchRefusalMessage(lines);
    expect(message).toContain('운영 환경(NODE_ENV=production)에서 시작할 수 없습니다');
    for (const name of [
      'PAYMENTS_PROVIDER=toss',
      'TOSS_SECRET_KEY',
      'TOSS_CLIENT_KEY',
      'ALLOW_TEST_PAYMENTS=true',
      'MAIL_TRANSPORT=smtp',
      'SMTP_HOST',
      'ALLOW_OUTBOX_MAIL=true',
      'SOLAPI_API_SECRET',
      'SMS_SENDER_NUMBER',
      'ALLOW_OUTBOX_MESSAGES=true',
      'ALLOW_LOCAL_UPLOADS=true',
      'INSTAGRAM_GRAPH_USER_ID',
      'INSTAGRAM_GRAPH_TOKEN',
      'ALLOW_INSTAGRAM_FIXTURE=true',
    ]) {
      expect(message, name).toContain(name);
    }
    expect(lines[0]).toContain('PAYMENTS_PROVIDER: 시험용 결제입니다: 내장 테스트 결제창.');
  });

  it('모든 어댑터가 실제면 시작한다', () => {
    expect(problemsOf(REAL)).toEqual([]);
  });

  it('허용 변수는 자기 어댑터의 줄만 지운다', () => {
    const base = problemsOf(PROD);
    for (const [optIn, variable] of [
      ['ALLOW_TEST_PAYMENTS', 'PAYMENTS_PROVIDER'],
      ['ALLOW_OUTBOX_MAIL', 'MAIL_TRANSPORT'],
      ['ALLOW_OUTBOX_MESSAGES', 'SOLAPI_API_KEY'],
      ['ALLOW_LOCAL_UPLOADS', 'S3_BUCKET'],
      ['ALLOW_INSTAGRAM_FIXTURE', 'INSTAGRAM_PROVIDER'],
    ] as const) {
      expect(varsOf(problemsOf({ ...PROD, [optIn]: 'true' })), optIn).toEqual(varsOf(base).filter((v) => v !== variable));
    }
    expect(problemsOf({ ...PROD, ...ALL_STAND_IN_OPT_INS })).toEqual([]);
  });

  it('내장 테스트 소셜 로그인: 운영의 auto 는 끄고, on 은 ALLOW_TEST_SOCIAL_LOGIN 없이 멈춘다', () => {
    expect(socialTestProviderEnabled(loadConfig(REAL))).toBe(false);
    expect(socialTestProviderEnabled(loadConfig({ ...REAL, ALLOW_TEST_SOCIAL_LOGIN: 'true' }))).toBe(true);
    const lines = problemsOf({ ...REAL, SOCIAL_TEST_PROVIDER: 'on', KAKAO_CLIENT_ID: 'kakao' });
    expect(varsOf(lines)).toEqual(['SOCIAL_TEST_PROVIDER']);
    // 키가 없는 제공자의 변수만: 카카오는 REST 키만 있으면 실제 제공자다
    expect(lines[0]).toContain('NAVER_CLIENT_ID, NAVER_CLIENT_SECRET, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET');
    expect(lines[0]).not.toContain('KAKAO_CLIENT_ID');
    expect(lines[0]).toContain('ALLOW_TEST_SOCIAL_LOGIN=true');
    expect(problemsOf({ ...REAL, SOCIAL_TEST_PROVIDER: 'on', ALLOW_TEST_SOCIAL_LOGIN: 'true' })).toEqual([]);
  });

  it('데모 데이터: SEED_DEMO=true 도, DB 에 남은 데모 계정·TOTP 비밀·비밀번호도 이름을 밝혀 멈추고, ALLOW_DEMO_DATA 만 허용한다', () => {
    expect(problemsOf({ ...REAL, SEED_DEMO: 'true' })[0]).toMatch(/^SEED_DEMO=true: 시험용 데모 데이터입니다: .*ALLOW_DEMO_DATA=true$/);
    const facts = { ...NO_DATABASE_FACTS, demoEmails: ['admin@example.com'], demoTotpOperators: ['owner@shop.kr'], demoPasswordOperators: ['owner@shop.kr'] };
    const [line] = problemsOf(REAL, facts);
    expect(line).toContain('데모 계정 admin@example.com');
    expect(line).toContain('데모 TOTP 비밀을 쓰는 운영자 owner@shop.kr');
    expect(line).toContain('데모 비밀번호를 쓰는 운영자 owner@shop.kr');
    expect(problemsOf({ ...REAL, SEED_DEMO: 'true', ALLOW_DEMO_DATA: 'true' }, facts)).toEqual([]);
    // DB 를 아직 읽지 못했으면(null) 설정만으로 판단한다
    expect(launchProblems(loadConfig(REAL), null)).toEqual([]);
  });

  it('SEED_DEMO=auto 는 운영에서 데모를 넣지 않는다(내장 DB 라도)', () => {
    expect(seedsDemo(loadConfig({}))).toBe(true);
    expect(seedsDemo(loadConfig({ DATABASE_URL: 'postgres://db/app' }))).toBe(false);
    expect(seedsDemo(loadConfig({ ...PROD, DATABASE_URL: '', ALLOW_EMBEDDED_DATABASE: 'true' }))).toBe(false);
    expect(seedsDemo(loadConfig({ ...PROD, SEED_DEMO: 'true' }))).toBe(true);
  });

  it('내장 DB 로 띄운 운영: ALLOW_EMBEDDED_DATABASE 없이는 멈추고, 허용해도 기본 비밀값과 시험용 어댑터는 그대로 막는다', () => {
    const embedded = { NODE_ENV: 'production' };
    expect(varsOf(problemsOf({ ...embedded, ...ALL_STAND_IN_OPT_INS, ALLOW_EMBEDDED_DATABASE: '' }))).toEqual(['DATABASE_URL', 'JWT_SECRET', 'REVALIDATE_SECRET']);
    expect(problemsOf({ ...embedded, ...ALL_STAND_IN_OPT_INS })).toEqual([
      'JWT_SECRET: 운영 환경에서는 기본 비밀값을 쓸 수 없습니다',
      'REVALIDATE_SECRET: 운영 환경에서는 기본 비밀값을 쓸 수 없습니다',
    ]);
    const secrets = { JWT_SECRET: 's'.repeat(48), REVALIDATE_SECRET: 'r'.repeat(32) };
    expect(problemsOf({ ...embedded, ...secrets, ...ALL_STAND_IN_OPT_INS })).toEqual([]);
    expect(problemsOf({ ...REAL, DATABASE_URL: '' })[0]).toContain('ALLOW_EMBEDDED_DATABASE=true');
  });

  it('시뮬레이터 패널: 운영에서는 ALLOW_SIMULATOR_PANELS 로만, 시작은 막지 않는다', () => {
    expect(simulatorPanelsAllowed(loadConfig({}))).toBe(true);
    expect(simulatorPanelsAllowed(loadConfig(REAL))).toBe(false);
    expect(simulatorPanelsAllowed(loadConfig({ ...REAL, ALLOW_SIMULATOR_PANELS: 'true' }))).toBe(true);
    expect(problemsOf(REAL, { ...NO_DATABASE_FACTS, activeSimulatorPanels: 2 })).toEqual([]);
    const panels = adapterReports(loadConfig(REAL), { ...NO_DATABASE_FACTS, activeSimulatorPanels: 2 }).find((r) => r.adapter === 'panels')!;
    expect(panels).toMatchObject({ standIn: false, allowed: true });
    expect(panels.mode).toContain('켜 둔 시뮬레이터 2개는 주문을 보내지 않음');
  });

  it('adapterReports – 개발 기본값은 결제·메일·문자·업로드·인스타그램·소셜·시뮬레이터·데모가 모두 시험용', () => {
    const standIns = adapterReports(loadConfig({})).filter((r) => r.standIn);
    expect(standIns.map((r) => r.adapter)).toEqual(['database', 'payments', 'socialLogin', 'mail', 'messages', 'uploads', 'instagram', 'panels', 'demoData']);
    expect(standIns.every((r) => r.allowed)).toBe(true);
    expect(standIns.find((r) => r.adapter === 'payments')!.notice).toBe('테스트 결제 환경: 실제로 결제되지 않습니다');
    expect(adapterReports(loadConfig(REAL)).filter((r) => r.standIn)).toEqual([]);
  });
});
