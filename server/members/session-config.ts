import { z } from 'zod';

/** 개발·시험의 기본 서명 키: 운영에서는 쓸 수 없다(config.ts 의 superRefine, server/stand-ins) */
export const DEV_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

/**
 * 세션·서명 키·로그인 한도·운영자 세션·2단계 인증 시도·계정 메일 한도의 환경변수. config.ts 의 ConfigSchema 에 펼쳐 넣는다:
 * 한 파일이 가게 전체의 설정을 다 들고 300줄을 넘지 않게
 */
export const SESSION_CONFIG_SHAPE = {
  JWT_SECRET: z.string().min(32, { error: '32자 이상이어야 합니다' }).default(DEV_JWT_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).default(30 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(14 * 24 * 60 * 60),
  // ── 세션·서명 키·운영자 세션·2단계 인증 시도·계정 메일 한도 ──
  /**
   * 서명 키를 바꾸는 동안만 둔다: 예전 JWT_SECRET. 이 키로 낸 토큰도 만료까지 받는다(서명은 JWT_SECRET 으로만).
   * REFRESH_TOKEN_TTL_SECONDS 가 지나면 지운다
   */
  JWT_PREVIOUS_SECRET: z
    .string()
    .min(32, { error: '32자 이상이어야 합니다' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** 운영자(ADMIN) 세션: 이만큼 아무 요청이 없으면 끝난다(분) */
  OPERATOR_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(1).default(30),
  /** 운영자 세션: 로그인부터 이 시간이 지나면 쓰고 있어도 끝난다(시간) */
  OPERATOR_SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  /** 운영자의 2단계 인증 코드·복구 코드: 창(분) 안에 이만큼 틀리면 잠근다(분) */
  MFA_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  MFA_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  MFA_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * 비밀번호 재설정·인증·이메일 변경 메일 요청 한도. 메일 종류마다 받는 주소별(가입 여부와 상관없이)과
   * 요청한 주소(IP)별로, 한 시간·하루 창에서 센다
   */
  ACCOUNT_MAILS_PER_EMAIL_HOUR: z.coerce.number().int().min(1).default(5),
  ACCOUNT_MAILS_PER_EMAIL_DAY: z.coerce.number().int().min(1).default(10),
  ACCOUNT_MAILS_PER_CLIENT_HOUR: z.coerce.number().int().min(1).default(30),
  ACCOUNT_MAILS_PER_CLIENT_DAY: z.coerce.number().int().min(1).default(100),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
};
