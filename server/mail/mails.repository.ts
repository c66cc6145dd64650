import { and, count, desc, eq, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mails } from '../db/schema';
import { escapeLike } from '../lib/sql';

export async function insertMail(db: Db, values: typeof mails.$inferInsert): Promise<number> {
  const rows = await db.insert(mails).values(values).returning({ id: mails.id });
  return rows[0]!.id;
}

/**
 * 보낼 때가 된 PENDING 메일을 잡는다. SKIP LOCKED 로 다른 일꾼이 잡은 줄은 건너뛰고,
 * 같은 트랜잭션에서 next_attempt_at 을 임대 기한으로 미뤄 커밋 뒤에도 다른 일꾼이 다시 잡지 못하게 한다.
 * attempts 는 여기서 올린다: 보내는 도중 죽어도 횟수가 남는다.
 */
export async function claimDueMails(tx: Db, p: { now: Date; leaseUntil: Date; limit: number }) {
  const due = await tx
    .select({ id: mails.id })
    .from(mails)
    .where(and(eq(mails.status, 'PENDING'), lte(mails.nextAttemptAt, p.now)))
    .orderBy(mails.nextAttemptAt, mails.id)
    .limit(p.limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(mails)
    .set({ nextAttemptAt: p.leaseUntil, attempts: sql`${mails.attempts} + 1` })
    .where(inArray(mails.id, due.map((r) => r.id)))
    .returning({
      id: mails.id,
      toAddress: mails.toAddress,
      subject: mails.subject,
      text: mails.text,
      html: mails.html,
      secretLink: mails.secretLink,
      attempts: mails.attempts,
      createdAt: mails.createdAt,
    });
}

/** 내가 잡은 그대로인지(PENDING, attempts 그대로) */
const stillMine = (p: { id: number; attempts: number }) => and(eq(mails.id, p.id), eq(mails.status, 'PENDING'), eq(mails.attempts, p.attempts));

/**
 * 보내기 바로 전에: 아직 내가 잡은 메일인지 확인하면서 임대를 지금부터 다시 잰다. 앞 메일을 보내는 사이
 * 임대가 끝나 다른 일꾼이 다시 잡았다면(attempts 가 올라갔다) false: 보내지 않는다.
 */
export async function renewMailLease(db: Db, p: { id: number; attempts: number; leaseUntil: Date }) {
  const rows = await db.update(mails).set({ nextAttemptAt: p.leaseUntil }).where(stillMine(p)).returning({ id: mails.id });
  return rows.length === 1;
}

/** 잡은 일꾼만 결과를 적는다: attempts 가 그대로이고 아직 PENDING 일 때. 비밀 링크는 같은 갱신에서 지운다 */
export async function markMailSent(db: Db, p: { id: number; attempts: number; transport: string; messageId: string; sentAt: Date }) {
  const rows = await db
    .update(mails)
    .set({ status: 'SENT', transport: p.transport, messageId: p.messageId, sentAt: p.sentAt, lastError: null, secretLink: null })
    .where(stillMine(p))
    .returning({ id: mails.id });
  return rows.length === 1;
}

export async function markMailAttemptFailed(
  db: Db,
  p: { id: number; attempts: number; status: 'PENDING' | 'FAILED'; nextAttemptAt: Date; lastError: string },
) {
  await db
    .update(mails)
    // 끝내 실패하면 비밀 링크도 버린다: 다시 보내지 않는 메일이다(회원이 새로 요청한다)
    .set({ status: p.status, nextAttemptAt: p.nextAttemptAt, lastError: p.lastError, ...(p.status === 'FAILED' ? { secretLink: null } : {}) })
    .where(stillMine(p));
}

const summaryColumns = {
  id: mails.id,
  template: mails.template,
  to: mails.toAddress,
  subject: mails.subject,
  status: mails.status,
  attempts: mails.attempts,
  transport: mails.transport,
  createdAt: mails.createdAt,
  sentAt: mails.sentAt,
};

export async function listMails(db: Db, p: { status?: string; template?: string; to?: string; limit: number; offset: number }) {
  const where = and(
    p.status ? eq(mails.status, p.status) : undefined,
    p.template ? eq(mails.template, p.template) : undefined,
    p.to ? ilike(mails.toAddress, `%${escapeLike(p.to)}%`) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select(summaryColumns).from(mails).where(where).orderBy(desc(mails.createdAt), desc(mails.id)).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(mails).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findMailById(db: Db, id: number) {
  const rows = await db
    .select({ ...summaryColumns, text: mails.text, html: mails.html, messageId: mails.messageId, lastError: mails.lastError, nextAttemptAt: mails.nextAttemptAt })
    .from(mails)
    .where(eq(mails.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** 조건부: FAILED 인 메일만 다시 보낼 줄에 세운다 */
export async function requeueFailedMail(db: Db, p: { id: number; now: Date }) {
  const rows = await db
    .update(mails)
    .set({ status: 'PENDING', attempts: 0, nextAttemptAt: p.now, lastError: null })
    .where(and(eq(mails.id, p.id), eq(mails.status, 'FAILED')))
    .returning({ id: mails.id });
  return rows.length === 1;
}

/**
 * 탈퇴: 그 회원의 메일(예전 주소, 확인 전 새 주소로 간 것까지)과 지금 주소로 간 메일을 지운다.
 * 주소 조건은 member_id 가 생기기 전에 쌓인 메일 몫이다.
 */
export function deleteMailsOfMember(db: Db, p: { memberId: number; address: string | null }) {
  return db
    .delete(mails)
    .where(or(eq(mails.memberId, p.memberId), p.address ? sql`lower(${mails.toAddress}) = ${p.address.toLowerCase()}` : undefined));
}
