import { and, count, desc, eq, inArray, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mails, memberNotificationPreferences, members, notifications } from '../db/schema';
import { escapeLike } from '../lib/sql';

import type { NotificationChannel } from '../../lib/schemas/notifications';

/** 줄이 없는 회원의 선택: 정보성 알림은 모두 켜고, 알림톡·문자로, 메일은 끈다 */
export const DEFAULT_PREFERENCES = {
  kakao: true,
  sms: true,
  mail: false,
  orderUpdates: true,
  serviceUpdates: true,
  inquiryUpdates: true,
} as const;

export type NotificationPreferences = { [K in keyof typeof DEFAULT_PREFERENCES]: boolean };

/** 알림 선택의 칸들: 보낼 때(findRecipient)와 마이페이지 알림 설정이 같은 모양으로 읽는다 */
export const preferenceColumns = {
  kakao: memberNotificationPreferences.kakao,
  sms: memberNotificationPreferences.sms,
  mail: memberNotificationPreferences.mail,
  orderUpdates: memberNotificationPreferences.orderUpdates,
  serviceUpdates: memberNotificationPreferences.serviceUpdates,
  inquiryUpdates: memberNotificationPreferences.inquiryUpdates,
};

/** 보낼지 정할 때 보는 회원 정보와 알림 선택(줄이 없으면 기본값) */
export async function findRecipient(db: Db, memberId: number) {
  const rows = await db
    .select({
      status: members.status,
      cellPhone: members.cellPhone,
      email: members.email,
      agreeMarketing: members.agreeMarketing,
      prefs: preferenceColumns,
    })
    .from(members)
    .leftJoin(memberNotificationPreferences, eq(memberNotificationPreferences.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { ...row, prefs: (row.prefs ?? DEFAULT_PREFERENCES) as NotificationPreferences };
}

export async function upsertPreferences(db: Db, memberId: number, prefs: NotificationPreferences, now: Date) {
  await db
    .insert(memberNotificationPreferences)
    .values({ memberId, ...prefs, updatedAt: now })
    .onConflictDoUpdate({ target: memberNotificationPreferences.memberId, set: { ...prefs, updatedAt: now } });
}

/**
 * 사건 하나에 한 줄. 같은 event_key 가 이미 있으면 아무것도 하지 않고 null: 두 번 처리되거나 api 두 대가
 * 같은 사건을 처리해도 DB 의 UNIQUE 가 한 줄만 남긴다(앞 트랜잭션이 끝날 때까지 기다렸다가 건너뛴다).
 */
export async function insertNotificationOnce(db: Db, values: typeof notifications.$inferInsert): Promise<number | null> {
  const rows = await db.insert(notifications).values(values).onConflictDoNothing({ target: notifications.eventKey }).returning({ id: notifications.id });
  return rows[0]?.id ?? null;
}

export async function setNotificationMail(db: Db, p: { id: number; mailId: number }) {
  await db.update(notifications).set({ mailId: p.mailId }).where(eq(notifications.id, p.id));
}

/**
 * 보낼 때가 된 QUEUED 알림(알림톡·문자)을 잡는다. 메일 일꾼과 같은 방식: SKIP LOCKED 로 다른 일꾼이 잡은 줄은
 * 건너뛰고, 같은 트랜잭션에서 next_attempt_at 을 임대 기한으로 미뤄 커밋 뒤에도 다시 잡히지 않게 한다.
 * attempts 는 여기서 올린다: 보내는 도중 죽어도 횟수가 남는다.
 */
export async function claimDueNotifications(tx: Db, p: { now: Date; leaseUntil: Date; limit: number }) {
  const due = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.status, 'QUEUED'), lte(notifications.nextAttemptAt, p.now), inArray(notifications.channel, ['KAKAO', 'SMS', 'LMS'])))
    .orderBy(notifications.nextAttemptAt, notifications.id)
    .limit(p.limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(notifications)
    .set({ nextAttemptAt: p.leaseUntil, attempts: sql`${notifications.attempts} + 1`, updatedAt: p.now })
    .where(inArray(notifications.id, due.map((r) => r.id)))
    .returning({
      id: notifications.id,
      memberId: notifications.memberId,
      templateCode: notifications.templateCode,
      channel: notifications.channel,
      recipientPhone: notifications.recipientPhone,
      text: notifications.text,
      variables: notifications.variables,
      marketing: notifications.marketing,
      smsFallback: notifications.smsFallback,
      attempts: notifications.attempts,
      createdAt: notifications.createdAt,
    });
}

/** 내가 잡은 그대로인지(QUEUED, attempts 그대로) */
const stillMine = (p: { id: number; attempts: number }) =>
  and(eq(notifications.id, p.id), eq(notifications.status, 'QUEUED'), eq(notifications.attempts, p.attempts));

/** 보내기 바로 전에 임대를 지금부터 다시 잰다. 다른 일꾼이 다시 잡았으면(attempts 가 올라갔다) false */
export async function renewNotificationLease(db: Db, p: { id: number; attempts: number; leaseUntil: Date }) {
  const rows = await db.update(notifications).set({ nextAttemptAt: p.leaseUntil }).where(stillMine(p)).returning({ id: notifications.id });
  return rows.length === 1;
}

/** 잡은 일꾼만 결과를 적는다 */
export async function markNotificationDone(
  db: Db,
  p: {
    id: number;
    attempts: number;
    status: 'SENT' | 'FELL_BACK';
    channel: NotificationChannel;
    provider: string;
    providerMessageId: string;
    note: string | null;
    sentAt: Date;
  },
) {
  const rows = await db
    .update(notifications)
    .set({
      status: p.status,
      channel: p.channel,
      provider: p.provider,
      providerMessageId: p.providerMessageId,
      lastError: p.note,
      sentAt: p.sentAt,
      updatedAt: p.sentAt,
    })
    .where(stillMine(p))
    .returning({ id: notifications.id });
  return rows.length === 1;
}

export async function markNotificationAttemptFailed(
  db: Db,
  p: { id: number; attempts: number; status: 'QUEUED' | 'FAILED' | 'CANCELLED'; nextAttemptAt: Date; lastError: string; now: Date },
) {
  await db
    .update(notifications)
    .set({ status: p.status, nextAttemptAt: p.nextAttemptAt, lastError: p.lastError, updatedAt: p.now })
    .where(stillMine(p));
}

/** 광고성 알림이 밤에 잡혔을 때: 시도로 세지 않고 아침으로 미룬다 */
export async function deferNotification(db: Db, p: { id: number; attempts: number; until: Date; now: Date }) {
  await db
    .update(notifications)
    .set({ nextAttemptAt: p.until, attempts: p.attempts - 1, updatedAt: p.now })
    .where(stillMine(p));
}

/** 탈퇴: 번호와 본문도 개인정보라 그 회원의 알림을 지운다 */
export function deleteNotificationsOfMember(db: Db, memberId: number) {
  return db.delete(notifications).where(eq(notifications.memberId, memberId));
}

const summaryColumns = {
  id: notifications.id,
  memberId: notifications.memberId,
  eventKey: notifications.eventKey,
  templateCode: notifications.templateCode,
  channel: notifications.channel,
  recipientPhone: notifications.recipientPhone,
  status: notifications.status,
  marketing: notifications.marketing,
  attempts: notifications.attempts,
  provider: notifications.provider,
  mailId: notifications.mailId,
  mailStatus: mails.status,
  createdAt: notifications.createdAt,
  sentAt: notifications.sentAt,
};

/** 콘솔 발송함: 최신순. 메일 알림은 메일 발송함의 상태를 함께 읽는다 */
export async function listNotifications(
  db: Db,
  p: { status?: string; channel?: string; template?: string; phone?: string; memberId?: number; limit: number; offset: number },
) {
  const where = and(
    p.status ? eq(notifications.status, p.status) : undefined,
    p.channel ? eq(notifications.channel, p.channel) : undefined,
    p.template ? eq(notifications.templateCode, p.template) : undefined,
    p.phone ? like(notifications.recipientPhone, `%${escapeLike(p.phone)}%`) : undefined,
    p.memberId ? eq(notifications.memberId, p.memberId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(notifications)
      .leftJoin(mails, eq(mails.id, notifications.mailId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findNotificationById(db: Db, id: number) {
  const rows = await db
    .select({
      ...summaryColumns,
      text: notifications.text,
      variables: notifications.variables,
      providerMessageId: notifications.providerMessageId,
      lastError: notifications.lastError,
      nextAttemptAt: notifications.nextAttemptAt,
    })
    .from(notifications)
    .leftJoin(mails, eq(mails.id, notifications.mailId))
    .where(eq(notifications.id, id))
    .limit(1);
  return rows[0] ?? null;
}
