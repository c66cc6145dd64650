import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { OAuthPurpose, SocialProvider } from '../../../lib/schemas/social-accounts';
import { createdAt } from './columns';
import { members, sessions } from './members';

/** 회원에 연결된 소셜 계정. 한 제공자 계정은 한 회원에게만, 한 회원은 제공자마다 하나만 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SocialProvider>().notNull(),
    providerUserId: varchar('provider_user_id', { length: 128 }).notNull(),
    /** 연결할 때 제공자가 확인해 준 이메일(없을 수 있다). 회원의 이메일과는 따로 간다 */
    email: varchar('email', { length: 254 }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('member_identities_provider_user_uq').on(t.provider, t.providerUserId),
    uniqueIndex('member_identities_member_provider_uq').on(t.memberId, t.provider),
  ],
);

/**
 * 제공자로 보낸 로그인 요청 하나(state). 원문 state 와 브라우저 쿠키(oauth_binding)는 SHA-256 만 둔다.
 * 돌아온 요청은 used_at 을 조건부로 적어 한 번만 쓰고, 그 결과로 준 가입권·연결권도 ticket_used_at 으로 한 번만 쓴다.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: varchar('state_hash', { length: 64 }).primaryKey(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    purpose: text('purpose').$type<OAuthPurpose>().notNull(),
    bindingHash: varchar('binding_hash', { length: 64 }).notNull(),
    /** PKCE verifier 원문: code 를 바꿀 때 제공자에 보내야 한다(10분 뒤 만료, 하루 뒤 지운다) */
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    /** 로그인 뒤 돌아갈 웹 안의 경로 */
    redirectPath: varchar('redirect_path', { length: 512 }),
    /** LINK·REAUTH: 요청한 회원과 그 로그인. 돌아온 요청도 같은 로그인에서 와야 한다 */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
  },
  (t) => [index('oauth_states_created_idx').on(t.createdAt)],
);

/** 내장 테스트 제공자(test-idp)가 내준 authorization code. 실제 제공자를 쓸 때는 비어 있다 */
export const testIdpCodes = pgTable(
  'test_idp_codes',
  {
    codeHash: varchar('code_hash', { length: 64 }).primaryKey(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    persona: varchar('persona', { length: 32 }).notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: varchar('code_challenge', { length: 128 }).notNull(),
    nonce: varchar('nonce', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('test_idp_codes_created_idx').on(t.createdAt)],
);

/**
 * 탈퇴한 회원의 제공자 쪽 연결 끊기(카카오 unlink 처럼 그런 호출이 있는 제공자만). 탈퇴 트랜잭션이 적고,
 * 일꾼이 커밋 뒤에 부른다: PENDING → DONE | FAILED. 회원 번호는 두지 않는다(탈퇴한 회원과 다시 잇지 않게)
 */
export const identityUnlinks = pgTable(
  'identity_unlinks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    providerUserId: varchar('provider_user_id', { length: 128 }).notNull(),
    status: varchar('status', { length: 12 }).$type<'PENDING' | 'DONE' | 'FAILED'>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('identity_unlinks_due_idx').on(t.status, t.nextAttemptAt)],
);
