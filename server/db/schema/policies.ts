import { boolean, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ConsentChannel, ConsentKind, PolicyKind } from '../../../lib/schemas/policies';
import { createdAt } from './columns';
import { members } from './members';

/**
 * 이용약관·개인정보처리방침·환불 정책의 판(版). 판은 고치지 않고 새로 쓴다: 회원이 동의한 판의 글이 그대로 남아야
 * 나중에 "무엇에 동의했는가"를 보일 수 있다. 시행일(KST 날짜)이 오늘 이전인 것 중 가장 늦은 판이 지금 판이다.
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<PolicyKind>().notNull(),
    /** 종류마다 1, 2, 3... */
    versionNumber: integer('version_number').notNull(),
    /** 변경 이력에 보이는 한 줄(무엇이 바뀌었나) */
    summary: varchar('summary', { length: 300 }).notNull(),
    content: text('content').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    createdByMemberId: integer('created_by_member_id').references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('policy_versions_kind_number_uq').on(t.kind, t.versionNumber),
    index('policy_versions_kind_effective_idx').on(t.kind, t.effectiveDate),
  ],
);

/**
 * 가입 때 받은 동의 하나가 한 줄: 무엇에(kind), 어느 판에(약관·개인정보만), 언제, 어느 길로(이메일·소셜 가입).
 * 선택 항목은 거절한 것도 남긴다(받지 않았다는 것도 증거다). 동의 기록은 고치지 않고 더하기만 한다.
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<ConsentKind>().notNull(),
    policyVersionId: integer('policy_version_id').references(() => policyVersions.id),
    agreed: boolean('agreed').notNull(),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_consents_member_idx').on(t.memberId, t.kind)],
);
