import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AdminRole, MemberStatus, RegistrationType, Role } from '../../../lib/schemas/members';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }),
    passwordHash: text('password_hash'),
    name: varchar('name', { length: 40 }),
    cellPhone: varchar('cell_phone', { length: 11 }),
    registrationType: text('registration_type').$type<RegistrationType>().notNull(),
    status: text('status').$type<MemberStatus>().notNull().default('NORMAL'),
    role: text('role').$type<Role>().notNull().default('MEMBER'),
    /** 운영자(role = ADMIN)만 가진다: 콘솔에서 무엇을 할 수 있는지 */
    adminRole: text('admin_role').$type<AdminRole>(),
    /** 마지막 상태 변경(정지·해제)의 사유와 시각 — 자세한 이력은 작업 기록(audit_logs)에 */
    statusReason: varchar('status_reason', { length: 200 }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** 포인트 원장(point_ledger)의 마지막 잔액을 그대로 옮겨 둔 값 — 같은 트랜잭션에서만 바뀐다 */
    point: integer('point').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    agreeMarketing: boolean('agree_marketing').notNull().default(false),
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('members_email_uq').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`)],
);

/** 로그인 한 번이 세션 하나 — 리프레시 토큰이 회전해도 같은 세션(토큰 패밀리)에 남는다. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
    /** 운영자가 이 세션에서 2단계 인증(TOTP·복구 코드)을 마친 시각 */
    mfaVerifiedAt: timestamp('mfa_verified_at', { withTimezone: true }),
    /** 운영자 세션의 마지막 요청 시각(유휴 시간 제한용). 쓰기를 줄이려고 1분에 한 번까지만 고친다 */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** JWT 의 jti */
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_address_idx').on(t.address, t.createdAt),
  ],
);

/**
 * 계정 메일(비밀번호 재설정·가입 인증·이메일 변경) 요청 기록: 메일 종류마다 받는 이메일(SHA-256)과
 * 요청한 주소(IP)의 한 시간·하루 한도를 센다. 비밀번호 찾기는 가입 여부와 상관없이 모든 요청을 같은 모양으로 적어,
 * 한도도 가입 여부를 알려 주지 않는다. DB 에 두어 api 인스턴스가 여럿이어도 같은 횟수를 본다.
 */
export const mailRequests = pgTable(
  'mail_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').$type<MailRequestPurpose>().notNull(),
    emailHash: varchar('email_hash', { length: 64 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_requests_email_idx').on(t.purpose, t.emailHash, t.createdAt),
    index('mail_requests_address_idx').on(t.purpose, t.address, t.createdAt),
    index('mail_requests_created_idx').on(t.createdAt),
  ],
);

export type MailRequestPurpose = 'RESET_PASSWORD' | 'VERIFY_EMAIL' | 'CHANGE_EMAIL';
