import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailDelivery, MailMessage, MailTransport } from './types';

/** 보내는 쪽(deliver.ts)이 더 알려 주면 파일 이름에 쓴다: 아웃박스 행 id 와 보낸 시각 */
export type OutboxMessage = MailMessage & { mailId?: number; date?: Date };

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYYMMDD-HHmmss (UTC): 파일 이름만 보고도 순서대로 늘어선다 */
function stamp(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}-${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

/** RFC 822 메시지 한 통(헤더 + 본문)을 만든다. SMTP 로 보낼 때와 같은 nodemailer 조립기를 쓴다 */
export async function composeEml(from: string, message: MailMessage, messageId: string, date: Date): Promise<Buffer> {
  const composer = new MailComposer({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    messageId,
    date,
  });
  return composer.compile().build();
}

/** 내장 기본 어댑터: 메일을 보내지 않고 OUTBOX_DIR 에 .eml 파일로 남긴다(관리자 메일함에서 본다) */
export function outboxFileTransport(config: { OUTBOX_DIR: string; MAIL_FROM: string }): MailTransport {
  return {
    name: 'outbox',
    async send(message: OutboxMessage): Promise<MailDelivery> {
      const date = message.date ?? new Date();
      const messageId = `<${randomUUID()}@${domainOf(config.MAIL_FROM)}>`;
      const eml = await composeEml(config.MAIL_FROM, message, messageId, date);
      await mkdir(config.OUTBOX_DIR, { recursive: true });
      const file = path.join(config.OUTBOX_DIR, `${stamp(date)}-${message.mailId ?? randomUUID()}.eml`);
      // wx: 같은 이름이 있으면 덮어쓰지 않고 실패한다(한 메일을 두 번 쓰지 않게)
      await writeFile(file, eml, { flag: 'wx' });
      return { transport: 'outbox', messageId: file };
    },
  };
}
