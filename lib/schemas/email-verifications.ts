import { z } from 'zod';
import { TokenSchema } from './member-info';

/** 이메일 가입의 주소 인증: 링크 확인과 인증 메일 다시 보내기 */

/** 인증 메일은 한 회원에게 이 간격에 한 통, 하루(24시간)에 이만큼까지. 가입할 때 보낸 메일도 센다 */
export const VERIFICATION_MAIL_INTERVAL_SECONDS = 60;
export const VERIFICATION_MAILS_PER_DAY = 5;

export const EMAIL_VERIFICATION_MESSAGES = {
  verified: '이메일 인증을 마쳤습니다. 이제 결제와 문의·후기 작성을 이용할 수 있습니다.',
  alreadyVerified: '이미 인증을 마친 이메일입니다.',
  mailSent: '인증 메일을 보냈습니다. 메일함을 확인해주세요.',
} as const;

export const VerifyEmailBodySchema = z.object({ token: TokenSchema });
export type VerifyEmailBody = z.input<typeof VerifyEmailBodySchema>;

export const VerifyEmailResponseSchema = z.object({
  /** 이 요청 전에 이미 인증된 회원이었는가(같은 링크를 다시 열었을 때 등) */
  alreadyVerified: z.boolean(),
  message: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;
