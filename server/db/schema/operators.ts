import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { AdminRole } from '../../../lib/schemas/members';
import { createdAt } from './columns';
import { members } from './members';

/**
 * 운영자의 TOTP 비밀 — 등록을 시작하면 한 줄이 생기고, 첫 코드를 맞혀야 confirmedAt 이 찍힌다.
 * secret 은 서버 키로 암호화한 값이고, lastUsedStep 으로 같은 코드를 두 번 쓰지 못하게 한다.
 */
export const operatorMfa = pgTable('operator_mfa', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  /** 코드를 여러 번 틀려 잠긴 때까지(MFA_LOCK_MINUTES). 지나면 다시 받는다 */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: createdAt(),
});

/** 앱을 잃었을 때 쓰는 일회용 복구 코드(SHA-256 만 둔다) */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('operator_recovery_codes_member_idx').on(t.memberId)],
);

/**
 * 작업 기록: 운영자의 쓰기 하나마다 한 줄, 바뀐 것과 같은 트랜잭션에서 적는다(바뀌지 않으면 기록도 없다).
 * kind 는 'members.status' 처럼 '명사.동작', target 은 바뀐 것의 종류와 id.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorMemberId: integer('actor_member_id'),
    actorRole: text('actor_role').$type<AdminRole | 'SYSTEM'>().notNull(),
    kind: varchar('kind', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: varchar('target_id', { length: 64 }),
    summary: varchar('summary', { length: 200 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: varchar('request_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_actor_idx').on(t.actorMemberId, t.createdAt),
    index('audit_logs_kind_idx').on(t.kind, t.createdAt),
    index('audit_logs_target_idx').on(t.targetType, t.targetId),
  ],
);

