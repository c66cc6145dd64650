/** 메일 포트. 실제 어댑터는 SMTP(nodemailer), 내장 기본값은 .data/outbox 에 .eml 파일을 쓰는 outbox 다 */
export type MailMessage = { to: string; subject: string; text: string; html?: string | null };

export type MailDelivery = { transport: 'smtp' | 'outbox'; messageId: string };

export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<MailDelivery>;
}
