import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ShortfallAction, ShortfallStatus } from '../../../lib/schemas/shortfalls';
import { createdAt, updatedAt } from './columns';
import { purchases, services } from './purchases';

/**
 * 미진행 수량: 서비스가 부분 완료·취소(패널)로 끝날 때 그 상태 재계산과 같은 트랜잭션에서 한 줄.
 * 한 서비스에 처리 중인 줄은 하나뿐이다(부분 유일 색인): 두 일꾼이 같은 끝을 보아도 한 줄.
 * 환불은 refund_id(purchase_refunds)를 같은 트랜잭션에서 적어, 결제사 호출 전에 멈춰도 같은 키로 이어 간다.
 */
export const shortfalls = pgTable(
  'shortfalls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    memberId: integer('member_id').notNull(),
    ordered: integer('ordered').notNull(),
    delivered: integer('delivered').notNull(),
    missing: integer('missing').notNull(),
    action: text('action').$type<ShortfallAction>().notNull(),
    status: text('status').$type<ShortfallStatus>().notNull(),
    /** 비례 환불 금액(원): 만들 때 정하고, 처리할 때 아직 돌려줄 수 있는 금액으로 줄 수 있다 */
    amount: integer('amount').notNull().default(0),
    refundId: integer('refund_id'),
    resendTaskId: integer('resend_task_id'),
    attempts: integer('attempts').notNull().default(0),
    /** 일꾼이 잡은 동안 다른 일꾼이 잡지 않는다(멈춘 일꾼의 몫은 지나면 다시 잡힌다) */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: varchar('last_error', { length: 300 }),
    resolvedBy: integer('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shortfalls_open_uq').on(t.serviceId).where(sql`${t.status} in ('OPEN', 'REVIEW', 'REFUNDING')`),
    index('shortfalls_service_idx').on(t.serviceId, t.id),
    index('shortfalls_status_idx').on(t.status, t.leaseUntil),
  ],
);
