import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mails, notifications } from '../db/schema';
import { escapeLike } from '../lib/sql';

export type OutboxFilter = {
  channel?: string;
  status?: string;
  memberId?: number;
  /** 숫자만: 휴대폰 번호 일부 */
  phone?: string;
  /** 메일 주소 일부 */
  email?: string;
  since?: Date;
  until?: Date;
};

export type OutboxRow = {
  source: 'NOTIFICATION' | 'MAIL';
  id: number;
  member_id: number | null;
  channel: string;
  template: string;
  subject: string | null;
  phone: string | null;
  email: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
};

/**
 * 발송함 한 줄의 모양으로 두 표를 잇는다.
 * - 알림: 메일 알림이면(mail_id) 알림 줄의 SENT 는 '메일 일꾼에게 넘김'일 뿐이라 상태·시도·오류·보낸 시각을 메일에서 읽는다.
 * - 메일: 알림이 가리키는 메일은 위에서 이미 한 줄이므로 뺀다.
 * 메일의 PENDING 은 알림의 QUEUED(대기)와 같은 뜻이라 한 이름으로 맞춘다: 상태 거르기가 두 표에 한 번에 걸린다.
 */
const outbox = sql`
  select 'NOTIFICATION' as source, n.id, n.member_id, n.channel, n.template_code as template, null::text as subject,
    n.recipient_phone as phone, m.to_address as email,
    case when m.id is null then n.status when m.status = 'PENDING' then 'QUEUED' else m.status end as status,
    case when m.id is null then n.attempts else m.attempts end as attempts,
    case when m.id is null then n.last_error else m.last_error end as last_error,
    n.created_at,
    case when m.id is null then n.sent_at else m.sent_at end as sent_at
  from ${notifications} n left join ${mails} m on m.id = n.mail_id
  union all
  select 'MAIL', m.id, m.member_id, 'MAIL', m.template, m.subject, null, m.to_address,
    case when m.status = 'PENDING' then 'QUEUED' else m.status end,
    m.attempts, m.last_error, m.created_at, m.sent_at
  from ${mails} m
  where not exists (select 1 from ${notifications} n where n.mail_id = m.id)`;

function whereOf(f: OutboxFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.channel) parts.push(sql`o.channel = ${f.channel}`);
  if (f.status) parts.push(sql`o.status = ${f.status}`);
  if (f.memberId) parts.push(sql`o.member_id = ${f.memberId}`);
  if (f.phone) parts.push(sql`o.phone like ${`%${escapeLike(f.phone)}%`}`);
  if (f.email) parts.push(sql`o.email ilike ${`%${escapeLike(f.email)}%`}`);
  // 시각은 ISO 글자로 넘긴다(드라이버마다 Date 를 다르게 보낸다)
  if (f.since) parts.push(sql`o.created_at >= ${f.since.toISOString()}::timestamptz`);
  if (f.until) parts.push(sql`o.created_at < ${f.until.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

// PGlite 와 node-postgres 모두 execute 의 결과에 rows 를 싣는다
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** 만든 시각 최신순. 두 표의 id 가 겹칠 수 있어 같은 시각이면 id, 그다음 출처로 순서를 정한다 */
export async function listOutbox(db: Db, p: { filter: OutboxFilter; limit: number; offset: number }) {
  const where = whereOf(p.filter);
  const [rows, totals] = await Promise.all([
    db.execute(sql`select o.* from (${outbox}) o where ${where} order by o.created_at desc, o.id desc, o.source limit ${p.limit} offset ${p.offset}`),
    db.execute(sql`select count(*)::int as total from (${outbox}) o where ${where}`),
  ]);
  return { rows: rowsOf<OutboxRow>(rows), total: Number(rowsOf<{ total: number }>(totals)[0]?.total ?? 0) };
}
