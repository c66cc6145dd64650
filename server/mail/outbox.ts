import type { Db } from '../db/client';
import { mails } from '../db/schema';

export type MailTemplate = 'QNA_REPLY' | 'RESET_PASSWORD' | 'CHANGE_EMAIL' | 'OPERATOR_ALERT';

/**
 * 보낼 메일 한 통을 아웃박스에 넣는다. 업무와 같은 트랜잭션(tx)으로 부르면
 * 업무가 되돌려질 때 메일도 사라지고, 커밋되면 메일 일꾼(server/jobs/mail-job.ts)이 반드시 보낸다.
 */
export async function enqueueMail(
  db: Db,
  m: { template: MailTemplate; to: string; subject: string; text: string; html?: string | null; now?: Date },
): Promise<number> {
  const rows = await db
    .insert(mails)
    .values({
      template: m.template,
      toAddress: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      ...(m.now ? { createdAt: m.now, nextAttemptAt: m.now } : {}),
    })
    .returning({ id: mails.id });
  return rows[0]!.id;
}
