import { z } from 'zod';
import { AdminRoleSchema } from './members';

/** GET /v1/admin/me — 콘솔이 메뉴를 등급에 맞추고 2단계 인증 화면으로 보낼지 정할 때 읽는다 */
export const AdminMeSchema = z.object({
  memberId: z.number().int(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  adminRole: AdminRoleSchema,
  mfa: z.object({
    /** 이 등급은 2단계 인증이 필수인가(OWNER·MANAGER) */
    required: z.boolean(),
    /** TOTP 앱 등록을 마쳤는가 */
    enrolled: z.boolean(),
    /** 이 세션에서 코드를 확인했는가 */
    verified: z.boolean(),
  }),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;

const TOTP_CODE_MESSAGE = '인증 앱의 6자리 숫자를 입력해주세요.';
/** 인증 앱이 보여 주는 6자리(띄어 써도 받는다) */
export const TotpCodeSchema = z
  .string({ error: TOTP_CODE_MESSAGE })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: TOTP_CODE_MESSAGE }));

const RECOVERY_CODE_MESSAGE = '복구 코드를 정확히 입력해주세요.';
/** 복구 코드 XXXX-XXXX(대소문자·하이픈·공백은 가리지 않는다) */
export const RecoveryCodeSchema = z
  .string({ error: RECOVERY_CODE_MESSAGE })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-9]{8}$/, { error: RECOVERY_CODE_MESSAGE }));

export const RECOVERY_CODE_COUNT = 10;

/** POST /v1/admin/mfa/enrolment — 등록 시작: 앱에 넣을 비밀(QR·직접 입력) */
export const MfaEnrolmentSchema = z.object({
  otpauthUri: z.string(),
  /** QR 코드 SVG 의 data URL(img src 로 바로 쓴다) */
  qrDataUrl: z.string(),
  /** 카메라를 못 쓸 때 직접 입력하는 비밀(Base32) */
  secret: z.string(),
});
export type MfaEnrolment = z.infer<typeof MfaEnrolmentSchema>;

export const MfaConfirmBodySchema = z.object({ code: TotpCodeSchema });
export type MfaConfirmBody = z.input<typeof MfaConfirmBodySchema>;

/** 등록 확인: 복구 코드는 이때 한 번만 보여 준다 */
export const MfaConfirmResultSchema = z.object({ confirmed: z.literal(true), recoveryCodes: z.array(z.string()) });
export type MfaConfirmResult = z.infer<typeof MfaConfirmResultSchema>;

/** 로그인 뒤 확인: 인증 앱 코드나 복구 코드 중 하나 */
export const MfaVerifyBodySchema = z.union([
  z.object({ code: TotpCodeSchema }).strict(),
  z.object({ recoveryCode: RecoveryCodeSchema }).strict(),
], { error: '인증 코드나 복구 코드를 입력해주세요.' });
export type MfaVerifyBody = z.input<typeof MfaVerifyBodySchema>;

export const MfaVerifyResultSchema = z.object({ verified: z.literal(true), recoveryCodesLeft: z.number().int() });
export type MfaVerifyResult = z.infer<typeof MfaVerifyResultSchema>;

// ── 운영자 계정(OWNER 만) ──

export const OperatorSchema = z.object({
  memberId: z.number().int(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  adminRole: AdminRoleSchema,
  mfaEnrolled: z.boolean(),
  /** 마지막 로그인(세션이 만들어진 때), 없으면 null */
  lastSignInAt: z.string().nullable(),
});
export type Operator = z.infer<typeof OperatorSchema>;

export const OperatorListSchema = z.object({ items: z.array(OperatorSchema) });
export type OperatorList = z.infer<typeof OperatorListSchema>;

const ROLE_MESSAGE = '권한 등급을 골라주세요.';
export const OperatorCreateBodySchema = z.object({
  email: z.string({ error: '이메일을 입력해주세요.' }).trim().toLowerCase().pipe(z.email({ error: '이메일 형식이 올바르지 않습니다.' })),
  adminRole: z.enum(['OWNER', 'MANAGER', 'SUPPORT'], { error: ROLE_MESSAGE }),
});
export type OperatorCreateBody = z.input<typeof OperatorCreateBodySchema>;

export const OperatorPatchBodySchema = z.object({ adminRole: z.enum(['OWNER', 'MANAGER', 'SUPPORT'], { error: ROLE_MESSAGE }) });
export type OperatorPatchBody = z.input<typeof OperatorPatchBodySchema>;

export const OperatorRevokeResultSchema = z.object({ memberId: z.number().int(), revoked: z.literal(true) });
export const OperatorMfaResetResultSchema = z.object({ memberId: z.number().int(), reset: z.boolean() });
