import { z } from 'zod';
import { normalizeCellPhone } from './phone-rules';
import { ERRORS, FIELD_MESSAGES } from './errors';

export const REGISTRATION_TYPES = ['EMAIL', 'KAKAO', 'NAVER', 'GOOGLE', 'FACEBOOK'] as const;
export const RegistrationTypeSchema = z.enum(REGISTRATION_TYPES);
export type RegistrationType = z.infer<typeof RegistrationTypeSchema>;

export const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  EMAIL: '이메일',
  KAKAO: '카카오',
  NAVER: '네이버',
  GOOGLE: '구글',
  FACEBOOK: '페이스북',
};

export const MEMBER_STATUSES = ['REQUIRED_EMAIL_AUTH', 'NORMAL', 'STOP', 'DELETED'] as const;
export const MemberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof MemberStatusSchema>;

export const ROLES = ['MEMBER', 'ADMIN'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/**
 * 운영자(role = ADMIN)의 권한 등급. OWNER 는 전부와 운영자 관리, MANAGER 는 운영자·매출을 뺀 전부,
 * SUPPORT 는 문의·후기와 회원·작업 읽기만. OWNER·MANAGER 는 2단계 인증(TOTP)을 마쳐야 콘솔을 쓴다.
 */
export const ADMIN_ROLES = ['OWNER', 'MANAGER', 'SUPPORT'] as const;
export const AdminRoleSchema = z.enum(ADMIN_ROLES);
export type AdminRole = z.infer<typeof AdminRoleSchema>;
export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = { OWNER: '대표 운영자', MANAGER: '매니저', SUPPORT: '상담원' };
/** 2단계 인증이 필수인 등급 */
export const MFA_REQUIRED_ROLES: readonly AdminRole[] = ['OWNER', 'MANAGER'];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NAME_MAX = 20;

export const MESSAGES = {
  emailInvalid: '올바른 이메일 주소를 입력해주세요.',
  emailRequired: '이메일을 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordWeak: `비밀번호는 영문, 숫자, 특수문자를 모두 포함해 ${PASSWORD_MIN}~${PASSWORD_MAX}자로 입력해주세요.`,
  passwordMismatch: ERRORS.PASSWORD_MISMATCH.message,
  nameRequired: FIELD_MESSAGES.nameRequired,
  nameTooLong: `이름은 ${NAME_MAX}자 이하로 입력해주세요.`,
  phoneInvalid: '휴대폰 번호를 010-0000-0000 형식으로 입력해주세요.',
  agreeRequired: '필수 약관에 동의해주세요.',
  under14: '만 14세 미만은 가입할 수 없습니다. 그로스몰은 만 14세 이상만 이용할 수 있는 스토어라 법정대리인 동의로 가입하는 절차를 두지 않습니다.',
} as const;

/**
 * 가입의 동의 항목(이메일·소셜 가입이 함께 쓴다). 필수: 이용약관, 개인정보 수집·이용, 만 14세 이상.
 * 광고 수신은 문자·카카오톡(agreeMarketingSms)과 이메일(agreeMarketingEmail)을 따로 받는다. agreeMarketing 은
 * 예전 본문을 위해 남겨 둔다: 새 두 칸을 보내지 않으면 둘 다 그 값으로 본다.
 */
export const SignupConsentFields = {
  agreeTerms: z.literal(true, { error: MESSAGES.agreeRequired }),
  agreePrivacy: z.literal(true, { error: MESSAGES.agreeRequired }),
  ageOver14: z.literal(true, { error: MESSAGES.under14 }),
  agreeMarketing: z.boolean().default(false),
  agreeMarketingSms: z.boolean().optional(),
  agreeMarketingEmail: z.boolean().optional(),
};
export type SignupConsents = { agreeMarketing: boolean; agreeMarketingSms?: boolean; agreeMarketingEmail?: boolean };

export const EmailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .max(254, { error: MESSAGES.emailInvalid })
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .transform((v) => v.toLowerCase());

/** 영문, 숫자, 특수문자를 각각 한 자 이상 — 사전 공격에 버틸 최소한. */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, { error: MESSAGES.passwordWeak })
  .max(PASSWORD_MAX, { error: MESSAGES.passwordWeak })
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v) && /[^A-Za-z\d]/.test(v), {
    error: MESSAGES.passwordWeak,
  });

/** 휴대폰 번호는 숫자만 저장한다(01012345678). 하이픈·띄어쓰기는 입력 편의이고, 틀린 번호는 한국어 문장으로 거절한다 */
export const CellPhoneSchema = z.string({ error: MESSAGES.phoneInvalid }).transform((v, ctx) => {
  const digits = normalizeCellPhone(v);
  if (digits) return digits;
  ctx.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid });
  return z.NEVER;
});

export const EmailSignupBodySchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, { error: MESSAGES.nameRequired })
    .max(NAME_MAX, { error: MESSAGES.nameTooLong }),
  cellPhone: CellPhoneSchema,
  ...SignupConsentFields,
});
export type EmailSignupBody = z.input<typeof EmailSignupBodySchema>;

/** 가입 화면의 폼: 비밀번호 확인 칸이 하나 더 있다. */
export const EmailSignupFormSchema = EmailSignupBodySchema.extend({
  passwordConfirm: z.string({ error: MESSAGES.passwordRequired }),
}).refine((v) => v.password === v.passwordConfirm, {
  error: MESSAGES.passwordMismatch,
  path: ['passwordConfirm'],
});
export type EmailSignupForm = z.input<typeof EmailSignupFormSchema>;

export const EmailLoginBodySchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(PASSWORD_MAX * 4, { error: MESSAGES.passwordRequired }),
  /** 소셜 로그인의 409 SOCIAL_EMAIL_REGISTERED 가 준 연결권: 로그인에 성공하면 그 소셜 계정을 이 회원에 연결한다 */
  linkTicket: z.string().min(16).max(4096).optional(),
});
export type EmailLoginBody = z.input<typeof EmailLoginBodySchema>;

export const TokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const SignupResponseSchema = TokenPairSchema.extend({ memberId: z.number().int() });

export const RefreshTokenBodySchema = z.object({
  refreshToken: z.string({ error: '리프레시 토큰이 필요합니다.' }).min(1, { error: '리프레시 토큰이 필요합니다.' }),
});

export const LogoutBodySchema = z.object({ refreshToken: z.string().optional() });

export const ValidateTokenBodySchema = z.object({
  token: z.string().default(''),
  refreshToken: z.string().default(''),
});
export const ValidateTokenResponseSchema = z.object({
  isValid: z.boolean(),
  isRenew: z.boolean(),
  token: z.string().nullable(),
  refreshToken: z.string().nullable(),
});
export type ValidateTokenResponse = z.infer<typeof ValidateTokenResponseSchema>;

/** access token의 내용 — 웹은 jwt-decode로 memberId와 role만 읽는다. */
export const AccessClaimsSchema = z.object({
  sub: z.string(),
  memberId: z.number().int(),
  role: RoleSchema,
  typ: z.literal('access'),
  exp: z.number(),
  iat: z.number(),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;

/** 로그인 후 회원 정보. 앞의 네 개는 공개(userInfo 쿠키), 나머지는 메모리에만. */
export const MemberInfoSchema = z.object({
  memberId: z.number().int(),
  point: z.number().int(),
  registrationType: RegistrationTypeSchema,
  reviewCount: z.number().int().default(0),
  cellPhone: z.string().nullable(),
  email: z.string().nullable(),
  /** 이메일 가입 회원이 인증 링크를 열었는가(소셜 가입·데모 계정은 처음부터 true). false 면 결제·문의·후기 작성이 막힌다 */
  emailVerified: z.boolean(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const PublicUserInfoSchema = MemberInfoSchema.pick({
  memberId: true,
  point: true,
  registrationType: true,
  reviewCount: true,
});
export type PublicUserInfo = z.infer<typeof PublicUserInfoSchema>;
export type SensitiveUserInfo = Pick<MemberInfo, 'cellPhone' | 'email' | 'emailVerified'>;
