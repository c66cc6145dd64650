import { z } from 'zod';
import { PAGE_MESSAGES, PAGE_SIZE_MAX } from './common';
import { CellPhoneSchema, EmailSchema, MESSAGES, NewPasswordSchema, PASSWORD_MAX } from './members';

/** 내 정보 수정(비밀번호 확인 → myInfoSession), 비밀번호 찾기, 관리자 메일함의 계약 */

/** check-pwd 로 받은 세션을 실어 보내는 요청 헤더 */
export const MY_INFO_SESSION_HEADER = 'X-My-Info-Session';

export const MEMBER_INFO_MESSAGES = {
  resetMailSent: '가입된 이메일이라면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해주세요.',
  changeMailSent: '인증 메일을 보냈습니다. 새 이메일의 링크를 열면 변경이 끝납니다.',
  tokenRequired: '링크 정보가 없습니다. 메일의 링크를 다시 열어주세요.',
} as const;

export const TokenSchema = z
  .string({ error: MEMBER_INFO_MESSAGES.tokenRequired })
  .trim()
  .min(16, { error: MEMBER_INFO_MESSAGES.tokenRequired })
  .max(128, { error: MEMBER_INFO_MESSAGES.tokenRequired });

export const CheckPasswordBodySchema = z.object({
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(PASSWORD_MAX * 4, { error: MESSAGES.passwordRequired }),
});
export type CheckPasswordBody = z.input<typeof CheckPasswordBodySchema>;

export const MyInfoSessionSchema = z.object({ myInfoSession: z.string(), expiresAt: z.string() });
export type MyInfoSession = z.infer<typeof MyInfoSessionSchema>;

export const ResetPasswordBodySchema = z.object({ password: NewPasswordSchema });
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

/** 화면의 새 비밀번호 폼: 확인 칸이 하나 더 있다 */
export const NewPasswordFormSchema = ResetPasswordBodySchema.extend({
  passwordConfirm: z.string({ error: MESSAGES.passwordRequired }),
}).refine((v) => v.password === v.passwordConfirm, { error: MESSAGES.passwordMismatch, path: ['passwordConfirm'] });
export type NewPasswordForm = z.input<typeof NewPasswordFormSchema>;

export const ResetPhoneBodySchema = z.object({ cellPhone: CellPhoneSchema });
export type ResetPhoneBody = z.input<typeof ResetPhoneBodySchema>;

export const ResetEmailBodySchema = z.object({ email: EmailSchema });
export type ResetEmailBody = z.input<typeof ResetEmailBodySchema>;

export const TokenQuerySchema = z.object({ token: TokenSchema });

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const EmailChangedSchema = z.object({ email: z.string() });

// 비밀번호 찾기 (로그인 없이)
export const PasswordResetMailQuerySchema = z.object({ email: EmailSchema });
export type PasswordResetMailQuery = z.input<typeof PasswordResetMailQuerySchema>;

export const PasswordResetVerifySchema = z.object({ valid: z.literal(true), email: z.string() });
export type PasswordResetVerify = z.infer<typeof PasswordResetVerifySchema>;

export const PasswordResetBodySchema = z.object({ token: TokenSchema, password: NewPasswordSchema });
export type PasswordResetBody = z.input<typeof PasswordResetBodySchema>;

// 관리자 메일함 (아웃박스)
export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export const MailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof MailStatusSchema>;
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = { PENDING: '대기', SENT: '발송', FAILED: '실패' };

export const MAIL_TEMPLATE_LABELS: Record<string, string> = {
  QNA_REPLY: '문의 답변',
  RESET_PASSWORD: '비밀번호 재설정',
  CHANGE_EMAIL: '이메일 변경',
  OPERATOR_ALERT: '운영자 경보',
  VERIFY_EMAIL: '이메일 인증',
  NOTIFICATION: '회원 알림',
};

/** 비밀 링크가 든 메일: 메일함에는 링크가 숨겨져 있고, 다시 보낼 수 없다(회원이 새로 요청한다) */
export const SECRET_LINK_MAIL_TEMPLATES: readonly string[] = ['RESET_PASSWORD', 'CHANGE_EMAIL', 'VERIFY_EMAIL'];

export const AdminMailListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: PAGE_MESSAGES.page }).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX, { error: PAGE_MESSAGES.sizeMax }).default(20),
  status: MailStatusSchema.optional(),
  template: z.string().trim().max(40).optional(),
  to: z.string().trim().max(254).optional(),
});
export type AdminMailListQuery = z.input<typeof AdminMailListQuerySchema>;

export const AdminMailSummarySchema = z.object({
  id: z.number().int(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  status: MailStatusSchema,
  attempts: z.number().int(),
  transport: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMailSummary = z.infer<typeof AdminMailSummarySchema>;

export const AdminMailDetailSchema = AdminMailSummarySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
  messageId: z.string().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type AdminMailDetail = z.infer<typeof AdminMailDetailSchema>;
