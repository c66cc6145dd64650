import { z } from 'zod';
import { shopBankNameOf } from '../lib/schemas/payment-rules';
import { DEV_JWT_SECRET, SESSION_CONFIG_SHAPE } from './members/session-config';
import { OPERATIONS_CONFIG_SHAPE } from './lib/operations-config';
import { OPT_IN_SHAPE } from './stand-ins/opt-ins';

export { DEV_JWT_SECRET };
export const DEV_REVALIDATE_SECRET = 'dev-only-revalidate-secret';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const optionalText = z.string().min(1).optional().or(z.literal('').transform(() => undefined));
const optionalUrl = z.string().url().optional().or(z.literal('').transform(() => undefined));

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    API_HOST: z.string().min(1).default('0.0.0.0'),
    /** 허용할 웹 출처(CORS). 쉼표로 여러 개. */
    WEB_ORIGIN: z.string().min(1).default('http://localhost:3000'),
    /** postgres://... 이면 PostgreSQL, 비어 있으면 내장 PGlite */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'postgres:// 로 시작해야 합니다' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    PGLITE_DIR: z.string().min(1).default('.data/pglite'),
    /** auto: 개발·시험의 내장 DB일 때만 데모 데이터(운영에서는 넣지 않는다), true/false: 강제 */
    SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
    ...SESSION_CONFIG_SHAPE,
    /** 로드밸런서 뒤에서만 켠다: X-Forwarded-For 를 믿는다 */
    TRUST_PROXY: bool,
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
    /** 공개 카탈로그·콘텐츠 응답을 API 가 들고 있는 시간 */
    PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(10),
    /** 관리자 쓰기 뒤 웹에 캐시 무효화를 알릴 주소. 비우면 알리지 않는다 */
    WEB_INTERNAL_URL: z
      .union([z.url(), z.literal('')])
      .default('http://localhost:3000')
      .transform((v) => v || undefined),
    REVALIDATE_SECRET: z.string().min(16, { error: '16자 이상이어야 합니다' }).default(DEV_REVALIDATE_SECRET),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** 업로드한 파일의 주소를 만들 때 쓰는 이 API 의 바깥 주소 */
    API_PUBLIC_URL: z.string().url().default('http://localhost:4000'),
    /** S3_BUCKET 이 없을 때 업로드를 두는 로컬 폴더 */
    UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
    /** 있으면 업로드를 S3(호환) 저장소에 둔다 */
    S3_BUCKET: optionalText,
    S3_REGION: z.string().min(1).default('ap-northeast-2'),
    /** S3 호환 저장소(MinIO, R2 ...)의 주소 */
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** 업로드 파일의 공개 주소 앞부분(CDN 등). 비우면 버킷 주소 */
    S3_PUBLIC_URL: optionalUrl,
    S3_FORCE_PATH_STYLE: bool,
    /** test: 내장 테스트 결제창(기본), toss: 토스페이먼츠 */
    PAYMENTS_PROVIDER: z.enum(['test', 'toss']).default('test'),
    TOSS_API_URL: z.string().url().default('https://api.tosspayments.com'),
    /** 토스페이먼츠 시크릿 키(서버만)와 클라이언트 키(웹 SDK) */
    TOSS_SECRET_KEY: optionalText,
    TOSS_CLIENT_KEY: optionalText,
    /** 결제사 호출 한 번의 제한 시간 */
    PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** 카드 결제창을 연 뒤 승인까지 기다리는 시간 */
    CARD_PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(30),
    /** 가상계좌 입금 기한(발급부터 몇 시간). 결제사 계좌의 dueDate 가 곧 구매의 입금 기한 */
    VIRTUAL_ACCOUNT_VALID_HOURS: z.coerce.number().int().min(1).max(2160).default(24),
    /** 무통장입금 계좌 */
    /** 은행 이름은 가상계좌와 같은 목록(BANKS)의 이름으로 맞춘다: '국민은행'·'06' 도 'KB국민은행'이 된다 */
    BANK_NAME: z
      .string()
      .min(1)
      .default('KB국민은행')
      .transform((v, ctx) => {
        const name = shopBankNameOf(v);
        if (name) return name;
        ctx.addIssue({ code: 'custom', message: '은행 코드(예: 06) 또는 은행 이름(예: KB국민은행)이어야 합니다' });
        return z.NEVER;
      }),
    BANK_ACCOUNT_NUMBER: z.string().min(1).default('123401-04-567890'),
    BANK_ACCOUNT_HOLDER: z.string().min(1).default('(주)그로스몰'),
    /** 기한이 지난 미결제 구매를 만료시키는 주기. 0 이면 돌리지 않는다 */
    PURCHASE_EXPIRY_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
    /** 결론 나지 않은 승인 시도를 결제사에 물어보는 대사 작업의 주기. 0 이면 돌리지 않는다 */
    PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(30),
    /** 이보다 오래 열린 시도만 대사 작업이 묻는다: 아직 승인을 기다리는 요청과 겹치지 않게(결제사 제한 시간보다 길게) */
    PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).default(60),
    /** 현금영수증 발급·취소 일꾼의 주기. 0 이면 돌리지 않는다 */
    CASH_RECEIPT_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(15),

    /** 이행 일꾼이 돌리는 주기(보내기·조회·일일 작업). 0 이면 돌리지 않는다 */
    FULFILMENT_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(5),
    /** 보낸 작업의 상태를 다시 묻는 간격 */
    FULFILMENT_POLL_SECONDS: z.coerce.number().int().min(1).default(60),
    /**
     * 한 api 인스턴스가 패널 하나에 동시에 걸어 두는 전송(add·refill) 수. 인스턴스가 둘이면 패널은 그 두 배까지 받는다.
     * 패널이 동시 요청을 막으면 낮춘다
     */
    FULFILMENT_CONCURRENCY_PER_PANEL: z.coerce.number().int().min(1).max(100).default(10),
    /** 보낼 차례가 된 작업이 이 시간 넘게 기다리면 운영자 경보(대기열 밀림). 밀림 한 번에 경보 하나 */
    FULFILMENT_BACKLOG_ALERT_MINUTES: z.coerce.number().int().min(1).default(5),
    /** 분명히 실패한 전송을 다시 보내는 최대 횟수. 다 쓰면 운영자에게 넘긴다 */
    FULFILMENT_MAX_SEND_ATTEMPTS: z.coerce.number().int().min(1).default(5),
    /**
     * 부분 완료·취소로 남은 수량: auto 면 상품마다 고른 처리(비례 환불·다시 보내기)를 일꾼이 저절로,
     * manual 이면 하나하나 콘솔 첫 화면과 경보에 올려 운영자가 고른다
     */
    SHORTFALL_REVIEW: z.enum(['auto', 'manual']).default('auto'),
    /** 미진행 수량 처리 일꾼의 주기. 0 이면 돌리지 않는다 */
    SHORTFALL_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(15),
    /** 패널 호출 한 번의 제한 시간 */
    PANEL_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    /** 이 시간 넘게 끝나지 않은 작업은 운영자 경보 */
    TASK_STUCK_MINUTES: z.coerce.number().int().min(1).default(24 * 60),
    /** 내장 시뮬레이터 패널이 주문 하나를 끝내는 데 걸리는 시간 */
    SIMULATOR_DURATION_SECONDS: z.coerce.number().int().min(1).default(180),
    /** 시뮬레이터가 부분 완료(Partial)로 끝내는 주문의 비율(%) */
    SIMULATOR_PARTIAL_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
    /** 매출 화면의 패널 원가: 패널 요금(달러)을 원으로 바꾸는 환율(1달러당 원). 원화 패널은 그대로 */
    PANEL_KRW_PER_USD: z.coerce.number().positive().default(1400),
    /** 운영자 경보를 메일로도 받을 주소. 비우면 관리자 화면에만 보인다 */
    OPERATOR_ALERT_EMAIL: optionalText,

    /** outbox: .data/outbox 에 .eml 로 쓴다(기본), smtp: SMTP 로 보낸다 */
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
    OUTBOX_DIR: z.string().min(1).default('.data/outbox'),
    MAIL_FROM: z.string().min(3).default('그로스몰 <no-reply@growth-store.example>'),
    SMTP_HOST: optionalText,
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    /** 465 처럼 처음부터 TLS 인 포트면 true. 587 은 STARTTLS */
    SMTP_SECURE: bool,
    /** 587 에서 STARTTLS 를 꼭 쓴다(기본). 서버가 알리지 않으면 비밀번호·본문을 보내지 않고 실패한다. false 는 루프백 시험용 */
    SMTP_REQUIRE_TLS: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => v !== 'false' && v !== '0'),
    SMTP_USER: optionalText,
    SMTP_PASSWORD: optionalText,
    /** 메일 보내기 일꾼의 주기. 0 이면 돌리지 않는다 */
    MAIL_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(5),
    /**
     * 알림톡·문자(SOLAPI). 키와 시크릿이 있으면 실제 어댑터, 없으면 DB 발송함(outbox)에만 남긴다.
     * PFID 가 없으면 알림톡 없이 문자로만 보낸다. 발신번호는 SOLAPI 에 사전 등록된 번호여야 한다
     */
    SOLAPI_API_KEY: optionalText,
    SOLAPI_API_SECRET: optionalText,
    SOLAPI_PFID: optionalText,
    SMS_SENDER_NUMBER: z
      .string()
      .trim()
      .transform((v) => v.replace(/-/g, ''))
      .pipe(z.string().regex(/^(|0\d{7,10}|1\d{7})$/, { error: '숫자 8~11자리(하이픈 가능)여야 합니다' }))
      .optional()
      .transform((v) => (v ? v : undefined)),
    SOLAPI_API_URL: z.string().url().default('https://api.solapi.com'),
    /**
     * 검수를 통과한 알림톡 템플릿: 우리 템플릿 코드 → SOLAPI 템플릿 id 의 JSON({"PAYMENT_CONFIRMED":"KA01TP..."}).
     * 여기에 없는 템플릿은 알림톡 대신 문자로 간다(승인 전 템플릿이 발송을 막지 않게)
     */
    SOLAPI_TEMPLATE_IDS: z
      .string()
      .default('{}')
      .transform((v, ctx) => {
        try {
          const parsed: unknown = JSON.parse(v || '{}');
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.values(parsed).every((x) => typeof x === 'string')) {
            return parsed as Record<string, string>;
          }
        } catch {
          // 아래에서 알린다
        }
        ctx.addIssue({ code: 'custom', message: '{"템플릿코드":"SOLAPI 템플릿 id"} 모양의 JSON 이어야 합니다' });
        return z.NEVER;
      }),
    /** 광고성 문자 끝에 붙이는 무료 수신거부 방법(정보통신망법 제50조) */
    MARKETING_OPT_OUT_TEXT: z.string().min(1).default('무료수신거부: 마이페이지 > 회원정보 > 알림 설정'),
    /** SOLAPI 요청 하나의 시간 제한 */
    MESSAGING_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** 알림 보내기 일꾼의 주기. 0 이면 돌리지 않는다 */
    NOTIFICATION_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(5),
    /** 계좌 입금(무통장입금·가상계좌)을 아직 하지 않은 주문에 기한 몇 시간 전에 안내할지. 0 이면 보내지 않는다 */
    DEPOSIT_REMINDER_LEAD_HOURS: z.coerce.number().int().min(0).max(168).default(6),
    /** 탈퇴한 회원의 소셜 연결을 제공자 쪽에서 끊는 일꾼의 주기. 0 이면 돌리지 않는다 */
    SOCIAL_UNLINK_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(30),
    /** 메일 속 링크가 가리킬 웹의 바깥 주소 */
    WEB_PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    /** 내 정보 수정 세션(myInfoSession), 비밀번호 재설정 링크, 이메일 변경 링크, 가입 인증 링크의 유효 시간 */
    MY_INFO_SESSION_MINUTES: z.coerce.number().int().min(1).default(10),
    RESET_PASSWORD_TTL_MINUTES: z.coerce.number().int().min(1).default(30),
    CHANGE_EMAIL_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
    VERIFY_EMAIL_TTL_MINUTES: z.coerce.number().int().min(1).default(24 * 60),

    /** fixture: 내장 예시 계정·게시물(기본), graph: Instagram Graph API business discovery */
    INSTAGRAM_PROVIDER: z.enum(['fixture', 'graph']).default('fixture'),
    INSTAGRAM_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
    INSTAGRAM_GRAPH_USER_ID: optionalText,
    INSTAGRAM_GRAPH_TOKEN: optionalText,
    INSTAGRAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),

    /**
     * 소셜 로그인. 제공자마다 키가 있으면 실제 제공자, 없으면 내장 테스트 제공자가 대신한다.
     * 제공자에 등록할 redirect URI 는 `${WEB_PUBLIC_URL}/account/social/<kakao|naver|google|facebook>`
     */
    /** 카카오 REST API 키. 시크릿은 콘솔에서 켰을 때만 */
    KAKAO_CLIENT_ID: optionalText,
    KAKAO_CLIENT_SECRET: optionalText,
    /** 있으면 탈퇴할 때 카카오 쪽 연결도 끊는다(어드민 키는 서버 밖으로 나가면 안 된다) */
    KAKAO_ADMIN_KEY: optionalText,
    KAKAO_AUTH_URL: z.string().url().default('https://kauth.kakao.com'),
    KAKAO_API_URL: z.string().url().default('https://kapi.kakao.com'),
    NAVER_CLIENT_ID: optionalText,
    NAVER_CLIENT_SECRET: optionalText,
    NAVER_AUTH_URL: z.string().url().default('https://nid.naver.com'),
    NAVER_API_URL: z.string().url().default('https://openapi.naver.com'),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
    /** 페이스북 앱 ID 와 앱 시크릿 */
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    FACEBOOK_AUTH_URL: z.string().url().default('https://www.facebook.com/v21.0/dialog/oauth'),
    FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
    /** 제공자 호출 한 번(토큰 교환, 프로필, 공개키)의 제한 시간 */
    SOCIAL_LOGIN_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    /**
     * 키가 없는 제공자를 내장 테스트 제공자가 맡을지. auto: 운영(NODE_ENV=production)이 아니거나 ALLOW_TEST_SOCIAL_LOGIN 이면 맡는다.
     * 운영에서 맡으면 누구나 같은 가상 회원으로 로그인하므로, 운영에서는 꺼진 것이 기본이고 키 없는 제공자는 꺼진다.
     */
    SOCIAL_TEST_PROVIDER: z.enum(['auto', 'on', 'off']).default('auto'),
    ...OPERATIONS_CONFIG_SHAPE,
    ...OPT_IN_SHAPE,
  })
  .superRefine((c, ctx) => {
    if (c.PAYMENTS_PROVIDER === 'toss') {
      for (const key of ['TOSS_SECRET_KEY', 'TOSS_CLIENT_KEY'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'PAYMENTS_PROVIDER=toss 이면 필요합니다' });
      }
    }
    if (c.MAIL_TRANSPORT === 'smtp' && !c.SMTP_HOST) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'MAIL_TRANSPORT=smtp 이면 필요합니다' });
    }
    // 반쪽 설정으로 실제 발송이 켜지지 않게: 키를 주면 시크릿과 발신번호도 있어야 한다
    if (c.SOLAPI_API_KEY) {
      for (const key of ['SOLAPI_API_SECRET', 'SMS_SENDER_NUMBER'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'SOLAPI_API_KEY 를 쓰면 필요합니다' });
      }
    }
    if (c.INSTAGRAM_PROVIDER === 'graph') {
      for (const key of ['INSTAGRAM_GRAPH_USER_ID', 'INSTAGRAM_GRAPH_TOKEN'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'INSTAGRAM_PROVIDER=graph 이면 필요합니다' });
      }
    }
    // 네이버·구글·페이스북은 시크릿 없이 code 를 바꿀 수 없다: 반쪽 설정으로 켜지지 않게 시작할 때 멈춘다
    for (const [id, secret, label] of [
      ['NAVER_CLIENT_ID', 'NAVER_CLIENT_SECRET', '네이버'],
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', '구글'],
      ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET', '페이스북'],
    ] as const) {
      if (c[id] && !c[secret]) ctx.addIssue({ code: 'custom', path: [secret], message: `${id} 를 쓰면 ${label} 로그인의 시크릿도 필요합니다` });
    }
    if (c.NODE_ENV !== 'production' || !c.DATABASE_URL) return;
    for (const [key, value, dev] of [
      ['JWT_SECRET', c.JWT_SECRET, DEV_JWT_SECRET],
      ['REVALIDATE_SECRET', c.REVALIDATE_SECRET, DEV_REVALIDATE_SECRET],
      ['JWT_PREVIOUS_SECRET', c.JWT_PREVIOUS_SECRET, DEV_JWT_SECRET],
    ] as const) {
      if (value === dev) ctx.addIssue({ code: 'custom', path: [key], message: '운영 환경에서는 기본 비밀값을 쓸 수 없습니다' });
    }
  });

export type Config = z.infer<typeof ConfigSchema>;

/** api 가 읽는 환경변수의 이름 모두(배포 파일의 변수가 실제로 읽히는지 시험이 본다) */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ConfigSchema.shape);

export class ConfigError extends Error {}

/** 환경변수를 한 번 읽고 검증한다. 틀린 변수는 이름을 밝혀 멈춘다. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`환경변수 설정이 잘못되었습니다:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** 키가 없는 소셜 로그인 제공자를 내장 테스트 제공자가 맡는가 */
export function socialTestProviderEnabled(config: Config): boolean {
  if (config.SOCIAL_TEST_PROVIDER !== 'auto') return config.SOCIAL_TEST_PROVIDER === 'on';
  // 내장 DB 로 띄운 운영도 운영이다: 명시적으로 허용한 스테이징만 맡긴다(server/stand-ins)
  return config.NODE_ENV !== 'production' || config.ALLOW_TEST_SOCIAL_LOGIN;
}

export function webOrigins(config: Config): string[] {
  return config.WEB_ORIGIN.split(',').map((s) => s.trim()).filter(Boolean);
}
