import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mails, memberTokens } from '../../../server/db/schema';
import type { MailTransport } from '../../../server/providers/mail';
import type { TestApp, TestMember } from '../../helpers/test-app';

/**
 * 보낸 척만 하는 메일 어댑터: 시험이 .data/outbox 에 파일을 남기지 않게. 보낸 메일은 앱마다 t.sentMails 에 남는다.
 * 모듈에 메일을 모아 두지 않는다: api 시험 파일들은 한 작업자에서 모듈을 함께 쓰므로(isolate: false) 다른 파일의
 * 같은 번호 메일이 섞인다
 */
export const nullMail: MailTransport = {
  name: 'outbox',
  send: async () => ({ transport: 'outbox', messageId: 'test' }),
};

export const NEW_PASSWORD = 'N3w-passw0rd!';
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const tokensOf = (t: TestApp, memberId: number, purpose: string) =>
  t.db.select().from(memberTokens).where(and(eq(memberTokens.memberId, memberId), eq(memberTokens.purpose, purpose)));

export const infoPath = (memberId: number, rest = '') => `/v1/my-page/${memberId}/member-info${rest}`;

export async function openMyInfoSession(t: TestApp, m: TestMember): Promise<string> {
  const res = await t.json('POST', infoPath(m.memberId, '/check-pwd'), { password: m.password }, m.accessToken);
  if (res.status !== 200) throw new Error(`check-pwd: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.myInfoSession as string;
}

export const withSession = (session: string) => ({ 'x-my-info-session': session });

/**
 * 그 주소로 간 마지막 메일(행), 실제로 보낸 메일(delivered)과 그 안의 링크 토큰.
 * 행의 본문에는 링크가 숨겨져 있으므로 토큰은 보낸 메일에서 꺼낸다(커밋 뒤 깨운 전송이 끝나기를 기다린다).
 */
export async function lastMailTo(t: TestApp, to: string, template: string) {
  const rows = await t.db
    .select()
    .from(mails)
    .where(and(eq(mails.toAddress, to), eq(mails.template, template)))
    .orderBy(desc(mails.id))
    .limit(1);
  const mail = rows[0];
  if (!mail) return null;
  await expect.poll(() => t.sentMails.some((m) => m.mailId === mail.id)).toBe(true);
  const delivered = t.sentMails.find((m) => m.mailId === mail.id)!;
  const token = /[?&]token=([\w-]+)/.exec(delivered.text)?.[1] ?? null;
  return { mail, delivered, token };
}
