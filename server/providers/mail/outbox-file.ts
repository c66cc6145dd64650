import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailDelivery, MailMessage, MailTransport } from './types';

/**
 * 보내는 쪽(deliver.ts)이 더 알려 준다: 아웃박스 행 id, 몇 번째 시도인지, 행이 만들어진 시각(파일 이름)과
 * 보낸 시각(Date 머리글)
 */
export type OutboxMessage = MailMessage & { mailId?: number; attempt?: number; createdAt?: Date; date?: Date };

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

/**
 * 아웃박스 행의 메일이면 {만든 시각}-try{시도}-{메일 id}.eml: 한 메일의 한 시도에는 이름이 하나뿐이라
 * 같은 시도를 두 번 쓰면 wx 가 막는다(보낸 시각을 넣으면 이름이 매번 달라져 막지 못한다).
 * 만든 시각은 행마다 하나라 이름 순서가 곧 만든 순서다.
 */
function fileNameOf(message: OutboxMessage, sentAt: Date): string {
  if (message.mailId === undefined) return `${stamp(sentAt)}-${randomUUID()}.eml`;
  return `${stamp(message.createdAt ?? sentAt)}-try${message.attempt ?? 1}-${message.mailId}.eml`;
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
      const file = path.join(config.OUTBOX_DIR, fileNameOf(message, date));
      // wx: 같은 이름이 있으면 덮어쓰지 않고 실패한다(한 시도를 두 번 쓰지 않게)
      await writeFile(file, eml, { flag: 'wx' });
      return { transport: 'outbox', messageId: file };
    },
  };
}
