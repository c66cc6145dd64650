import {
  MessageResponseSchema,
  PasswordResetVerifySchema,
  type MessageResponse,
  type PasswordResetBody,
  type PasswordResetVerify,
} from '../schemas/member-info';
import { http } from './http';

// POST /v1/members/reset-pwd/mail – 비밀번호 재설정 링크 메일 (가입 여부와 상관없이 같은 답)
export async function requestPasswordResetMail(email: string): Promise<MessageResponse> {
  return MessageResponseSchema.parse((await http.post('/members/reset-pwd/mail', null, { params: { email } })).data);
}

// GET /v1/members/reset-pwd – 링크 확인 (가린 이메일)
export async function verifyPasswordResetToken(token: string): Promise<PasswordResetVerify> {
  return PasswordResetVerifySchema.parse((await http.get('/members/reset-pwd', { params: { token } })).data);
}

// PATCH /v1/members/reset-pwd – 새 비밀번호
export async function resetPassword(body: PasswordResetBody): Promise<void> {
  await http.patch('/members/reset-pwd', body);
}
