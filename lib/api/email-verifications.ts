import { VerifyEmailResponseSchema, type VerifyEmailResponse } from '../schemas/email-verifications';
import { MessageResponseSchema, type MessageResponse } from '../schemas/member-info';
import { isApiError } from './api-error';
import { http } from './http';

// POST /v1/members/verify-email – 메일의 인증 링크 확인 (로그인 없이, 이미 인증했으면 alreadyVerified)
export async function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return VerifyEmailResponseSchema.parse((await http.post('/members/verify-email', { token })).data);
}

// POST /v1/members/verify-email/mail – 인증 메일 다시 보내기 (1분에 한 통, 하루 5통)
export async function resendVerificationMail(): Promise<MessageResponse> {
  return MessageResponseSchema.parse((await http.post('/members/verify-email/mail')).data);
}

/** 결제·문의·후기를 이메일 인증 전이라 거절당했는가(403 EMAIL_NOT_VERIFIED) */
export const isEmailNotVerified = (error: unknown) => isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED';
