import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { InquiryCategory, QnaStatus } from '../../../lib/schemas/qnas';
import { createdAt, updatedAt } from './columns';
import { members, sessions } from './members';
import { services } from './purchases';

/** 1:1 문의. 전자상거래법상 불만·분쟁 기록이라 탈퇴 뒤에도 3년 남긴다(연락처는 회원 행에서 지워진다) */
export const qnas = pgTable(
  'qnas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    serviceId: integer('service_id').references(() => services.id),
    category: text('category').$type<InquiryCategory>().notNull(),
    title: varchar('title', { length: 40 }).notNull(),
    content: text('content').notNull(),
    receiveEmail: boolean('receive_email').notNull().default(false),
    status: text('status').$type<QnaStatus>().notNull().default('WAITING'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedByMemberId: integer('replied_by_member_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('qnas_member_idx').on(t.memberId, t.createdAt), index('qnas_status_idx').on(t.status, t.createdAt)],
);

/** 후기. 서비스마다 하나 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    productId: integer('product_id').notNull(),
    channelId: integer('channel_id').notNull(),
    productTypeId: integer('product_type_id').notNull(),
    productName: varchar('product_name', { length: 100 }).notNull(),
    /** 0.5 ~ 5, 0.5 단위 (이진수로 정확히 나타난다) */
    rating: real('rating').notNull(),
    title: varchar('title', { length: 40 }).notNull(),
    content: varchar('content', { length: 200 }).notNull(),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    /** 목록에 보이는 작성자: 가입 때의 이름을 가린 것(김*모). 탈퇴하면 '탈퇴한 회원' */
    authorName: varchar('author_name', { length: 40 }).notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenReason: varchar('hidden_reason', { length: 200 }),
    lineRewardAt: timestamp('line_reward_at', { withTimezone: true }),
    photoRewardAt: timestamp('photo_reward_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_service_uq').on(t.serviceId),
    index('reviews_listing_idx').on(t.channelId, t.productTypeId, t.createdAt),
    index('reviews_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** 후기 사진: 먼저 올리고(review_id 없음) 후기를 등록할 때 묶는다. 남의 사진은 묶을 수 없다 */
export const reviewImages = pgTable(
  'review_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_images_url_uq').on(t.url), index('review_images_review_idx').on(t.reviewId)],
);

/**
 * 보낼 메일(트랜잭션 아웃박스). 업무 트랜잭션 안에서 한 줄을 넣고, 일꾼이 메일 어댑터(SMTP 또는 내장 outbox)로 보낸다.
 * 관리자 화면의 메일함은 이 표를 보여 준다.
 */
export const mails = pgTable(
  'mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** QNA_REPLY, RESET_PASSWORD, CHANGE_EMAIL, OPERATOR_ALERT ... */
    template: varchar('template', { length: 40 }).notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    /** 회원에게 가는 메일이면 그 회원: 탈퇴할 때 예전 주소·확인 전 주소로 간 메일까지 지운다 */
    memberId: integer('member_id').references(() => members.id),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** 보여 줄 본문. 비밀 링크 자리에는 HIDDEN_LINK('(보안을 위해 숨김)')가 있다 */
    text: text('text').notNull(),
    html: text('html'),
    /** 비밀 링크 원문(비밀번호 재설정·이메일 변경). 보낼 때만 본문에 끼우고, SENT·FAILED 가 되는 갱신에서 지운다 */
    secretLink: text('secret_link'),
    /** PENDING → SENT | FAILED */
    status: varchar('status', { length: 12 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** 보낸 어댑터(smtp/outbox)와 그 쪽 메시지 id·파일 */
    transport: varchar('transport', { length: 12 }),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mails_due_idx').on(t.status, t.nextAttemptAt),
    index('mails_created_idx').on(t.createdAt),
    index('mails_member_idx').on(t.memberId),
  ],
);

/**
 * 한 번만 쓰는 토큰: 비밀번호 재설정 링크, 새 이메일 확인 링크, 가입 이메일 인증 링크, 내 정보 수정 세션(myInfoSession).
 * 토큰 원문은 메일·쿠키에만 있고 여기에는 SHA-256 만 둔다.
 */
export const memberTokens = pgTable(
  'member_tokens',
  {
    id: uuid('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** RESET_PASSWORD, CHANGE_EMAIL, MY_INFO_SESSION, VERIFY_EMAIL */
    purpose: varchar('purpose', { length: 24 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** CHANGE_EMAIL 의 새 주소 */
    newEmail: varchar('new_email', { length: 254 }),
    /** MY_INFO_SESSION 을 연 로그인 세션: 그 로그인에서만 쓰이고, 로그아웃하면 함께 끝난다 */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_tokens_hash_uq').on(t.tokenHash),
    index('member_tokens_member_idx').on(t.memberId, t.purpose),
    index('member_tokens_live_idx').on(t.purpose, t.expiresAt).where(sql`${t.usedAt} is null`),
  ],
);
