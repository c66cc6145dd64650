import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AlertKind, PanelKind, TaskKind, TaskPhase, TaskSource, TaskStatus } from '../../../lib/schemas/fulfilment';
import { createdAt, updatedAt } from './columns';
import { members } from './members';
import { services } from './purchases';

/** 상위 SMM 패널. 시뮬레이터(SIMULATOR)는 계정 없이 동작하는 내장 기본값이다 */
export const panels = pgTable('panels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 60 }).notNull(),
  kind: text('kind').$type<PanelKind>().notNull(),
  /** API v2 주소 (SIMULATOR 는 비어 있다) */
  apiUrl: text('api_url'),
  /** 패널 API 키. 관리자 화면에는 끝 네 자리만 보인다 */
  apiKey: text('api_key'),
  isActive: boolean('is_active').notNull().default(true),
  /** 잔액이 이 아래로 내려가면 경보 (패널 통화 기준, 문자열 금액) */
  lowBalanceThreshold: varchar('low_balance_threshold', { length: 32 }),
  balance: varchar('balance', { length: 32 }),
  currency: varchar('currency', { length: 8 }),
  balanceCheckedAt: timestamp('balance_checked_at', { withTimezone: true }),
  servicesSyncedAt: timestamp('services_synced_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** 패널이 파는 서비스와 요율 (action=services 를 동기화한 것) */
export const panelServices = pgTable(
  'panel_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    panelId: integer('panel_id')
      .notNull()
      .references(() => panels.id, { onDelete: 'cascade' }),
    serviceId: varchar('service_id', { length: 40 }).notNull(),
    name: varchar('name', { length: 300 }).notNull(),
    type: varchar('type', { length: 60 }),
    category: varchar('category', { length: 300 }),
    rate: varchar('rate', { length: 32 }),
    min: integer('min'),
    max: integer('max'),
    refill: boolean('refill').notNull().default(false),
    cancel: boolean('cancel').notNull().default(false),
    /** 마지막 동기화에서 빠진 서비스는 지우지 않고 표시한다(상품이 가리킬 수 있으므로) */
    isAvailable: boolean('is_available').notNull().default(true),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('panel_services_panel_service_uq').on(t.panelId, t.serviceId)],
);

/**
 * 작업 내역(task history): 패널에 보내는 주문 하나.
 * status 는 docs/domain.md, Fulfilment 의 숫자 코드, phase 는 패널과의 주고받기 단계(lib/schemas/fulfilment.ts).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<TaskKind>().notNull(),
    source: text('source').$type<TaskSource>().notNull(),
    /** 스토어 주문이면 서비스, 인스타터·운영자 작업이면 비어 있을 수 있다 */
    serviceId: integer('service_id').references(() => services.id),
    memberId: integer('member_id').references(() => members.id),
    /** 재충전이면 원래 작업 */
    parentTaskId: integer('parent_task_id'),
    productId: integer('product_id'),
    productName: varchar('product_name', { length: 100 }).notNull(),
    panelId: integer('panel_id').references(() => panels.id),
    panelServiceId: varchar('panel_service_id', { length: 40 }),
    /** 패널에 보내는 link (계정 주소·게시물 주소) */
    targetKey: varchar('target_key', { length: 300 }).notNull(),
    quantity: integer('quantity').notNull(),
    /** 드립피드: runs 번, interval 분 간격 */
    runs: integer('runs'),
    interval: integer('interval'),
    /** 일일 상품의 하루(KST 날짜). 같은 서비스의 같은 날은 하나뿐이다 */
    runDate: date('run_date'),
    status: integer('status').$type<TaskStatus>().notNull().default(0),
    phase: text('phase').$type<TaskPhase>().notNull().default('READY'),
    panelOrderId: varchar('panel_order_id', { length: 64 }),
    panelRefillId: varchar('panel_refill_id', { length: 64 }),
    upstreamStatus: varchar('upstream_status', { length: 40 }),
    startCount: integer('start_count'),
    remains: integer('remains'),
    charge: varchar('charge', { length: 32 }),
    currency: varchar('currency', { length: 8 }),
    attempts: integer('attempts').notNull().default(0),
    /** 다음에 보내거나 조회할 시각 (재시도 간격·폴링 간격) */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** 운영자가 봐야 하는 작업(재시도를 다 쓴 전송, 결과를 모르는 전송) */
    needsAttention: boolean('needs_attention').notNull().default(false),
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 인스타터 주문: 그쪽 주문 번호와 구매자 확인 정보 */
    externalOrderNo: varchar('external_order_no', { length: 64 }),
    buyerName: varchar('buyer_name', { length: 40 }),
    buyerCellPhone: varchar('buyer_cell_phone', { length: 11 }),
    refillDays: integer('refill_days'),
    createdByMemberId: integer('created_by_member_id'),
    memo: varchar('memo', { length: 300 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // 일꾼이 고르는 작업: 보낼 것·조회할 것 중 때가 된 것
    index('tasks_due_idx').on(t.phase, t.nextAttemptAt),
    index('tasks_service_idx').on(t.serviceId, t.id),
    index('tasks_status_idx').on(t.status, t.createdAt),
    index('tasks_member_idx').on(t.memberId, t.createdAt),
    index('tasks_parent_idx').on(t.parentTaskId),
    uniqueIndex('tasks_daily_run_uq').on(t.serviceId, t.runDate).where(sql`${t.kind} = 'DAILY'`),
    // 패널 주문 번호는 한 작업에만 적힌다: 같은 응답을 두 번 적어도 작업이 둘이 되지 않는다
    uniqueIndex('tasks_panel_order_uq')
      .on(t.panelId, t.panelOrderId)
      .where(sql`${t.panelOrderId} is not null and ${t.kind} <> 'REFILL'`),
    uniqueIndex('tasks_external_order_uq').on(t.externalOrderNo).where(sql`${t.externalOrderNo} is not null`),
  ],
);

/** 작업마다 패널과 주고받은 요청·응답, 운영자의 조치 */
export const taskEvents = pgTable(
  'task_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** SEND, STATUS, REFILL, REFILL_STATUS, CANCEL, ERROR, ADMIN, SKIP ... */
    type: varchar('type', { length: 24 }).notNull(),
    request: jsonb('request').$type<Record<string, unknown>>(),
    response: jsonb('response').$type<unknown>(),
    message: varchar('message', { length: 500 }),
    actorMemberId: integer('actor_member_id'),
    createdAt: createdAt(),
  },
  (t) => [index('task_events_task_idx').on(t.taskId, t.id)],
);

/** 일일 상품에서 그날 대상을 찾지 못해 작업을 만들지 않은 기록 */
export const dailyRunSkips = pgTable(
  'daily_run_skips',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    runDate: date('run_date').notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('daily_run_skips_uq').on(t.serviceId, t.runDate)],
);

/**
 * 일일 상품의 그날 대상 확인 기록(서비스·날마다 한 줄). 아직 새 게시물이 없거나 조회가 실패하면
 * 다음 확인 시각(nextCheckAt)까지 그 서비스를 다시 묻지 않는다. 그날이 끝날 때까지 작업이 없으면
 * 마지막 사유(lastReason)로 daily_run_skips 에 적는다.
 */
export const dailyRunChecks = pgTable(
  'daily_run_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    runDate: date('run_date').notNull(),
    /** 그날 조회가 연달아 실패한 횟수(간격을 늘린다). 답을 받으면 0 */
    failures: integer('failures').notNull().default(0),
    lastReason: varchar('last_reason', { length: 300 }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('daily_run_checks_uq').on(t.serviceId, t.runDate)],
);

/** 운영자 경보. 같은 대상의 열린 경보는 하나뿐이다 */
export const operatorAlerts = pgTable(
  'operator_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<AlertKind>().notNull(),
    /** 'task:12', 'panel:3', 'service:5:2026-11-22' 같은 대상 열쇠 */
    subjectKey: varchar('subject_key', { length: 80 }).notNull(),
    message: varchar('message', { length: 500 }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operator_alerts_open_uq').on(t.kind, t.subjectKey).where(sql`${t.resolvedAt} is null`),
    index('operator_alerts_created_idx').on(t.createdAt),
    // 한 대상의 닫힌 경보까지 찾는다(지연 경보를 닫은 뒤 바로 다시 열지 않으려고)
    index('operator_alerts_subject_idx').on(t.subjectKey, t.kind, t.resolvedAt),
  ],
);

/**
 * 내장 시뮬레이터 패널의 주문 장부. 실제 패널이 자기 DB 에 두는 것을 여기 흉내 낸다:
 * 상태는 만든 시각에서 흐른 시간으로 계산하고, 취소·재충전만 적어 둔다(재시작해도 이어진다).
 */
export const simulatorOrders = pgTable('simulator_orders', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  serviceId: varchar('service_id', { length: 40 }).notNull(),
  link: text('link').notNull(),
  quantity: integer('quantity').notNull(),
  runs: integer('runs'),
  interval: integer('interval'),
  startCount: integer('start_count').notNull(),
  /** 이 주문을 부분 완료(Partial)로 끝낼지: 만들 때 정한다 */
  partialRemains: integer('partial_remains').notNull().default(0),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const simulatorRefills = pgTable('simulator_refills', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id')
    .notNull()
    .references(() => simulatorOrders.id),
  createdAt: createdAt(),
});

/**
 * 인스타터 공개 조회·재충전에서 맞지 않은 시도(없는 주문번호·작업 번호, 틀린 연락처).
 * 주소별·주문(작업)별로 최근 실패를 DB 에서 세므로 API 인스턴스가 여럿이어도 같이 막힌다(login_attempts 와 같은 방식).
 */
export const instarterLookupFailures = pgTable(
  'instarter_lookup_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'order:<주문번호>' 또는 'task:<작업 번호>' */
    subject: varchar('subject', { length: 80 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('instarter_lookup_failures_subject_idx').on(t.subject, t.createdAt),
    index('instarter_lookup_failures_address_idx').on(t.address, t.createdAt),
  ],
);
