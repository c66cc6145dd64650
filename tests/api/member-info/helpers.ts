import { and, desc, eq } from 'drizzle-orm';
import { mails } from '../../../server/db/schema';
import type { MailTransport } from '../../../server/providers/mail';
import type { TestApp, TestMember } from '../../helpers/test-app';

/** 보낸 척만 하는 메일 어댑터: 시험이 .data/outbox 에 파일을 남기지 않게 */
export const nullMail: MailTransport = { name: 'outbox', send: async () => ({ transport: 'outbox', messageId: 'test' }) };

export const infoPath = (memberId: number, rest = '') => `/v1/my-page/${memberId}/member-info${rest}`;

export async function openMyInfoSession(t: TestApp, m: TestMember): Promise<string> {
  const res = await t.json('POST', infoPath(m.memberId, '/check-pwd'), { password: m.password }, m.accessToken);
  if (res.status !== 200) throw new Error(`check-pwd: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.myInfoSession as string;
}

export const withSession = (session: string) => ({ 'x-my-info-session': session });

/** 그 주소로 간 마지막 메일과 그 안의 링크 토큰 */
export async function lastMailTo(t: TestApp, to: string, template: string) {
  const rows = await t.db
    .select()
    .from(mails)
    .where(and(eq(mails.toAddress, to), eq(mails.template, template)))
    .orderBy(desc(mails.id))
    .limit(1);
  const mail = rows[0];
  if (!mail) return null;
  const token = /[?&]token=([\w-]+)/.exec(mail.text)?.[1] ?? null;
  return { mail, token };
}
