import { DEV_JWT_SECRET, DEV_REVALIDATE_SECRET, socialTestProviderEnabled, type Config } from '../config';
import { SOCIAL_PROVIDERS } from '../../lib/schemas/social-accounts';
import type { StandInAdapter } from '../../lib/schemas/stand-ins';
import type { OptInVariable } from './opt-ins';

// 시험용(stand-in) 어댑터의 판단: config 와 DB 에서 읽은 사실만 받는 순수 함수들이다.
// api 시작(server/index.ts), npm run doctor, 공개·관리자 라우트가 모두 이것 하나로 판단한다

/** 시작할 때 DB 에서 읽은 사실(stand-ins.service.ts): 데모 계정의 흔적과 시뮬레이터 패널 */
export type DatabaseFacts = {
  /** 데모 계정 이메일(README)로 된 회원 */
  demoEmails: string[];
  /** 공개된 데모 TOTP 비밀로 2단계 인증을 등록한 운영자 */
  demoTotpOperators: string[];
  /** 데모 비밀번호로 로그인되는 운영자(이메일을 바꿔도 남는 흔적) */
  demoPasswordOperators: string[];
  /** 켜 둔 내장 시뮬레이터 패널 수 */
  activeSimulatorPanels: number;
};

export const NO_DATABASE_FACTS: DatabaseFacts = { demoEmails: [], demoTotpOperators: [], demoPasswordOperators: [], activeSimulatorPanels: 0 };

export type AdapterReport = {
  adapter: StandInAdapter;
  /** 어댑터 이름(결제, 메일 …) */
  label: string;
  /** 지금 쓰는 것(내장 테스트 결제창, 토스페이먼츠 …) */
  mode: string;
  /** 시험용으로 대신하고 있는가 */
  standIn: boolean;
  /** 운영에서 이 시험용을 허용하는 변수 */
  optIn: OptInVariable;
  /** 운영에서 시작을 막지 않는가(운영이 아니면 늘 true) */
  allowed: boolean;
  /** 실제 어댑터로 바꾸려면 채울 변수(시험용일 때만) */
  missing: string[];
  /** 시험용을 고르게 한 변수나 DB 의 데모 흔적(시험용일 때만) */
  offending: string[];
  /** 웹의 시험 환경 띠에 실을 한 줄 */
  notice: string;
};

export const isProduction = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV === 'production';

/** 운영이 아니면 늘, 운영이면 그 변수로 허용했을 때만 */
const allowedIn = (config: Config, optIn: OptInVariable) => !isProduction(config) || config[optIn];

/** 시작할 때 데모 데이터를 넣는가. auto 는 개발·시험의 내장 DB 에서만: 운영에서는 SEED_DEMO=true 로 청해야 한다 */
export function seedsDemo(config: Config): boolean {
  if (config.SEED_DEMO === 'auto') return !isProduction(config) && !config.DATABASE_URL;
  return config.SEED_DEMO === 'true';
}

/** 시뮬레이터 패널을 만들고 주문을 보낼 수 있는가: 운영에서는 ALLOW_SIMULATOR_PANELS 로만 */
export function simulatorPanelsAllowed(config: Config): boolean {
  return allowedIn(config, 'ALLOW_SIMULATOR_PANELS');
}

const absent = (config: Config, keys: (keyof Config)[]) => keys.filter((k) => !config[k]).map(String);

/** 키가 없어서 내장 테스트 제공자가 맡게 되는 소셜 로그인 제공자의 키 변수 */
function socialKeysMissing(config: Config): string[] {
  const missing: string[] = [];
  for (const provider of SOCIAL_PROVIDERS) {
    const keys = (provider === 'KAKAO' ? [`${provider}_CLIENT_ID`] : [`${provider}_CLIENT_ID`, `${provider}_CLIENT_SECRET`]) as (keyof Config)[];
    missing.push(...absent(config, keys));
  }
  return missing;
}

type Draft = Omit<AdapterReport, 'allowed' | 'missing' | 'offending'> & { missing?: string[]; offending?: string[] };

function report(config: Config, d: Draft): AdapterReport {
  return {
    ...d,
    allowed: !d.standIn || allowedIn(config, d.optIn),
    missing: d.standIn ? (d.missing ?? []) : [],
    offending: d.standIn ? (d.offending ?? []) : [],
  };
}

/** 어댑터마다 지금 무엇을 쓰는지, 시험용인지, 운영에서 허용되는지. facts 가 없으면 DB 의 흔적은 보지 않는다 */
export function adapterReports(config: Config, facts: DatabaseFacts | null = null): AdapterReport[] {
  const f = facts ?? NO_DATABASE_FACTS;
  const social = socialTestProviderEnabled(config) ? socialKeysMissing(config) : [];
  const demoTraces = [
    ...(seedsDemo(config) ? [`SEED_DEMO=${config.SEED_DEMO}`] : []),
    ...f.demoEmails.map((e) => `데모 계정 ${e}`),
    ...f.demoTotpOperators.map((e) => `데모 TOTP 비밀을 쓰는 운영자 ${e}`),
    ...f.demoPasswordOperators.map((e) => `데모 비밀번호를 쓰는 운영자 ${e}`),
  ];
  const simulators = simulatorPanelsAllowed(config);
  return [
    report(config, {
      adapter: 'database',
      label: '데이터베이스',
      mode: config.DATABASE_URL ? 'PostgreSQL' : `내장 PGlite(${config.PGLITE_DIR})`,
      standIn: !config.DATABASE_URL,
      optIn: 'ALLOW_EMBEDDED_DATABASE',
      missing: ['DATABASE_URL'],
      offending: ['DATABASE_URL'],
      notice: '데이터가 이 서버 한 대의 내장 데이터베이스에 있습니다',
    }),
    report(config, {
      adapter: 'payments',
      label: '결제',
      mode: config.PAYMENTS_PROVIDER === 'toss' ? '토스페이먼츠' : '내장 테스트 결제창',
      standIn: config.PAYMENTS_PROVIDER === 'test',
      optIn: 'ALLOW_TEST_PAYMENTS',
      missing: ['PAYMENTS_PROVIDER=toss', ...absent(config, ['TOSS_SECRET_KEY', 'TOSS_CLIENT_KEY'])],
      offending: ['PAYMENTS_PROVIDER'],
      notice: '테스트 결제 환경: 실제로 결제되지 않습니다',
    }),
    report(config, {
      adapter: 'socialLogin',
      label: '소셜 로그인',
      mode: social.length > 0 ? '내장 테스트 제공자(키가 없는 제공자)' : socialTestProviderEnabled(config) ? '실제 제공자' : '키가 있는 실제 제공자만',
      standIn: social.length > 0,
      optIn: 'ALLOW_TEST_SOCIAL_LOGIN',
      missing: social,
      offending: ['SOCIAL_TEST_PROVIDER'],
      notice: '소셜 로그인이 시험용 가상 계정으로 됩니다',
    }),
    report(config, {
      adapter: 'mail',
      label: '메일',
      mode: config.MAIL_TRANSPORT === 'smtp' ? `SMTP(${config.SMTP_HOST ?? ''})` : `보내지 않고 파일로만(${config.OUTBOX_DIR})`,
      standIn: config.MAIL_TRANSPORT === 'outbox',
      optIn: 'ALLOW_OUTBOX_MAIL',
      missing: ['MAIL_TRANSPORT=smtp', ...absent(config, ['SMTP_HOST'])],
      offending: ['MAIL_TRANSPORT'],
      notice: '메일이 실제로 발송되지 않습니다',
    }),
    report(config, {
      adapter: 'messages',
      label: '알림톡·문자',
      mode: config.SOLAPI_API_KEY ? 'SOLAPI' : '보내지 않고 발송함에만',
      standIn: !config.SOLAPI_API_KEY,
      optIn: 'ALLOW_OUTBOX_MESSAGES',
      missing: absent(config, ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SMS_SENDER_NUMBER']),
      offending: ['SOLAPI_API_KEY'],
      notice: '알림톡·문자가 실제로 발송되지 않습니다',
    }),
    report(config, {
      adapter: 'uploads',
      label: '업로드 파일',
      mode: config.S3_BUCKET ? `S3(${config.S3_BUCKET})` : `이 서버의 디스크(${config.UPLOADS_DIR})`,
      standIn: !config.S3_BUCKET,
      optIn: 'ALLOW_LOCAL_UPLOADS',
      missing: ['S3_BUCKET'],
      offending: ['S3_BUCKET'],
      notice: '올린 사진이 이 서버의 디스크에만 저장됩니다',
    }),
    report(config, {
      adapter: 'instagram',
      label: '인스타그램 조회',
      mode: config.INSTAGRAM_PROVIDER === 'graph' ? 'Instagram Graph API' : '내장 예시 계정·게시물',
      standIn: config.INSTAGRAM_PROVIDER !== 'graph',
      optIn: 'ALLOW_INSTAGRAM_FIXTURE',
      missing: ['INSTAGRAM_PROVIDER=graph', ...absent(config, ['INSTAGRAM_GRAPH_USER_ID', 'INSTAGRAM_GRAPH_TOKEN'])],
      offending: ['INSTAGRAM_PROVIDER'],
      notice: '인스타그램 계정·게시물은 예시입니다',
    }),
    // 시뮬레이터 패널은 시작을 막지 않는다: 운영에서는 만들 수 없고, 남아 있는 것은 주문을 보내지 않는다(운영자 경보)
    {
      adapter: 'panels',
      label: '주문 처리 패널',
      mode: simulators
        ? `내장 시뮬레이터 허용${f.activeSimulatorPanels > 0 ? `(켜 둔 시뮬레이터 ${f.activeSimulatorPanels}개)` : ''}`
        : `실제 패널만${f.activeSimulatorPanels > 0 ? `(켜 둔 시뮬레이터 ${f.activeSimulatorPanels}개는 주문을 보내지 않음)` : ''}`,
      standIn: simulators,
      optIn: 'ALLOW_SIMULATOR_PANELS',
      allowed: true,
      missing: [],
      offending: [],
      notice: '주문이 시뮬레이터로 처리되어 실제로 전달되지 않을 수 있습니다',
    },
    report(config, {
      adapter: 'demoData',
      label: '데모 데이터',
      mode: demoTraces.length > 0 ? '데모 계정·데이터 있음' : '없음',
      standIn: demoTraces.length > 0,
      optIn: 'ALLOW_DEMO_DATA',
      missing: [],
      offending: demoTraces,
      notice: '데모 계정과 예시 데이터가 들어 있습니다',
    }),
  ];
}

/** 운영에서 기본 비밀값: DATABASE_URL 이 있으면 loadConfig 가 이미 막는다. 내장 DB 로 띄운 운영도 여기서 막는다 */
function defaultSecrets(config: Config): string[] {
  const found: string[] = [];
  if (config.JWT_SECRET === DEV_JWT_SECRET) found.push('JWT_SECRET');
  // 앞 키로 받아 주는 토큰도 위조할 수 있는 토큰이다
  if (config.JWT_PREVIOUS_SECRET === DEV_JWT_SECRET) found.push('JWT_PREVIOUS_SECRET');
  if (config.REVALIDATE_SECRET === DEV_REVALIDATE_SECRET) found.push('REVALIDATE_SECRET');
  return found;
}

/** 어댑터 하나가 운영 시작을 막는 까닭: 고르게 한 변수, 채울 변수, 허용 변수를 한 줄에 */
export function refusalLine(r: AdapterReport): string {
  const subject = r.offending.join(', ');
  const fix =
    r.adapter === 'demoData'
      ? `데모 데이터를 지우고 SEED_DEMO=false 로 두거나`
      : r.missing.length > 0
        ? `${r.missing.join(', ')} 를 설정하거나`
        : '';
  if (r.adapter === 'database') {
    return `${subject}: 없습니다(${r.mode}). PostgreSQL 주소를 설정하거나 한 대짜리 운영이면 ${r.optIn}=true`;
  }
  return `${subject}: 시험용 ${r.label}입니다: ${r.mode}. ${fix} 스테이징이면 ${r.optIn}=true`.replace(/ {2,}/g, ' ');
}

/**
 * 운영(NODE_ENV=production)에서 시작을 막는 까닭을 모두(변수 이름과 함께) 돌려준다. 운영이 아니면 빈 배열.
 * facts 가 없으면(DB 를 아직 못 읽었으면) DB 의 데모 흔적은 빼고 판단한다.
 */
export function launchProblems(config: Config, facts: DatabaseFacts | null): string[] {
  if (!isProduction(config)) return [];
  const lines = adapterReports(config, facts)
    .filter((r) => !r.allowed)
    .map(refusalLine);
  for (const key of defaultSecrets(config)) lines.push(`${key}: 운영 환경에서는 기본 비밀값을 쓸 수 없습니다`);
  return lines;
}

/** 시작을 멈추는 한 통의 메시지(loadConfig 의 ConfigError 와 같은 모양) */
export function launchRefusalMessage(problems: string[]): string {
  return [
    '운영 환경(NODE_ENV=production)에서 시작할 수 없습니다: 시험용 어댑터나 데모 데이터가 켜져 있습니다.',
    ...problems.map((p) => `  ${p}`),
    '스테이징 상점이면 어댑터마다 ALLOW_* 변수로 명시적으로 허용할 수 있습니다(README 의 설정 절). 미리 확인: npm run doctor',
  ].join('\n');
}
