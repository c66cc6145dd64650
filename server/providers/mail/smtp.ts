import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { MailDelivery, MailMessage, MailTransport } from './types';

type SmtpConfig = Pick<Config, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_REQUIRE_TLS' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'MAIL_FROM'>;

/** 실제 어댑터: nodemailer 로 SMTP 서버에 넘긴다. 연결은 메일마다 새로 열고 닫는다(주기 작업이라 풀이 필요 없다) */
export function smtpTransport(config: SmtpConfig, timeouts = { connectMs: 10_000, socketMs: 30_000 }): MailTransport {
  if (!config.SMTP_HOST) throw new Error('SMTP_HOST 가 없습니다');
  const transporter = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    // 465 는 처음부터 TLS. 587 은 STARTTLS 를 꼭 쓴다: 서버가 알릴 때만 쓰면 중간에서 STARTTLS 를 지워
    // 비밀번호와 본문(재설정 링크)을 평문으로 읽을 수 있다
    secure: config.SMTP_SECURE,
    requireTLS: !config.SMTP_SECURE && config.SMTP_REQUIRE_TLS,
    ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } } : {}),
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.connectMs,
    socketTimeout: timeouts.socketMs,
  });
  return {
    name: 'smtp',
    async send(message: MailMessage): Promise<MailDelivery> {
      const info = await transporter.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      if (info.rejected.length > 0) throw new Error(`SMTP 서버가 받는 사람을 거절했습니다: ${info.response}`);
      return { transport: 'smtp', messageId: info.messageId };
    },
  };
}
