import { and, desc, eq, gte, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mails } from '../db/schema';
import { escapeLike } from '../lib/sql';

/**
 * 문의의 답변 메일(QNA_REPLY) 가운데 가장 최근 것. 메일 줄에는 문의 번호가 없어, 받는 회원과 본문 속 「제목」과
 * 문의 뒤에 만든 것으로 찾는다(같은 회원이 같은 제목으로 두 번 물으면 나중 메일이 보인다: docs/decisions.md)
 */
export async function findLatestQnaReplyMail(db: Db, p: { memberId: number; title: string; since: Date }) {
  const rows = await db
    .select({ status: mails.status, sentAt: mails.sentAt, createdAt: mails.createdAt, attempts: mails.attempts })
    .from(mails)
    .where(
      and(
        eq(mails.template, 'QNA_REPLY'),
        eq(mails.memberId, p.memberId),
        gte(mails.createdAt, p.since),
        like(mails.text, `%「${escapeLike(p.title)}」%`),
      ),
    )
    .orderBy(desc(mails.id))
    .limit(1);
  return rows[0] ?? null;
}
