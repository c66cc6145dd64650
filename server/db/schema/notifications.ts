import { boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { mails } from './community';
import { members } from './members';

/**
 * 회원에게 가는 알림(알림톡·문자·메일)의 발송함(outbox). 업무 트랜잭션 안에서 한 줄을 넣고, 일꾼이 보낸다.
 * event_key 가 UNIQUE 라 같은 사건을 두 번 처리해도(재시도, api 두 대) 줄은 하나, 보내기도 한 번이다.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 사건 하나에 하나: 'purchase:12:paid', 'qna:7:answered' ... */
    eventKey: varchar('event_key', { length: 160 }).notNull().unique('notifications_event_key_uq'),
    /** server/notifications/templates.ts 의 템플릿 코드 */
    templateCode: varchar('template_code', { length: 40 }).notNull(),
    /** 보내려는 경로. 알림톡이 문자로 대체되면 SMS/LMS 로 바뀌고 status 는 FELL_BACK */
    channel: varchar('channel', { length: 8 }).notNull(),
    /** 숫자만(01012345678). 메일 알림이면 비어 있다 */
    recipientPhone: varchar('recipient_phone', { length: 11 }),
    /** 보여 줄(보낸) 본문 그대로 */
    text: text('text').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    /** 알림톡이 안 되면 문자로 대신 보내도 되는가(회원이 문자를 켰는가) */
    smsFallback: boolean('sms_fallback').notNull().default(true),
    /** 광고성: 수신 동의한 회원에게만, 밤(21시~8시, 한국 시각)에는 보내지 않는다 */
    marketing: boolean('marketing').notNull().default(false),
    /** QUEUED → SENT | FELL_BACK | FAILED | CANCELLED */
    status: varchar('status', { length: 12 }).notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** 보낸 어댑터(solapi/outbox)와 그쪽 메시지 id */
    provider: varchar('provider', { length: 12 }),
    providerMessageId: varchar('provider_message_id', { length: 100 }),
    /** 메일 알림이면 메일 발송함(mails)의 줄: 보내기는 메일 일꾼이 맡는다 */
    mailId: integer('mail_id').references(() => mails.id, { onDelete: 'set null' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_due_idx').on(t.status, t.nextAttemptAt),
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_member_idx').on(t.memberId),
  ],
);

/**
 * 회원의 알림 선택. 줄이 없으면 기본값(정보성 알림 모두 켬, 알림톡·문자 켬, 메일 끔)이다.
 * 광고성 알림은 여기서 켜지 않는다: members.agree_marketing(수신 동의)만 따른다.
 */
export const memberNotificationPreferences = pgTable('member_notification_preferences', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  kakao: boolean('kakao').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  mail: boolean('mail').notNull().default(false),
  orderUpdates: boolean('order_updates').notNull().default(true),
  serviceUpdates: boolean('service_updates').notNull().default(true),
  inquiryUpdates: boolean('inquiry_updates').notNull().default(true),
  updatedAt: updatedAt(),
});
