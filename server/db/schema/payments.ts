import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '../../../lib/schemas/purchases';
import { createdAt, updatedAt } from './columns';
import { purchases } from './purchases';

/**
 * 결제사에 승인을 요청하기 전에 먼저 커밋하는 승인 시도. 요청 도중 프로세스가 죽어도 이 줄이 남아,
 * 대사 작업이 결제사에 물어 결제 완료로 끝내거나 결제사에서 취소한다(한 번만). 결제 키마다 하나.
 *  - OPEN: 승인이 진행 중이거나 결과를 모름 → 만료 작업은 이 구매를 건드리지 않는다
 *  - PAID: 승인되어 구매가 결제 완료로 기록됨
 *  - DECLINED: 결제사가 거절함(돈이 나가지 않음)
 *  - CANCEL_PENDING: 승인됐지만 구매에 붙일 수 없어 결제사 취소를 기다림
 *  - CANCELED: 승인을 결제사에서 취소함
 */
export const PAYMENT_ATTEMPT_STATUSES = ['OPEN', 'PAID', 'DECLINED', 'CANCEL_PENDING', 'CANCELED'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];
/** 누가 결론을 냈나: 회원의 요청 그 자리, 대사 작업, 결제창 실패로 돌아온 회원 */
export type PaymentAttemptDecider = 'REQUEST' | 'RECONCILIATION' | 'FAIL_RETURN' | 'EXPIRY';

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    paymentKey: varchar('payment_key', { length: 200 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull().default('OPEN'),
    decidedBy: text('decided_by').$type<PaymentAttemptDecider>(),
    /** 결제사의 코드·메시지(거절 사유, 대사에서 본 상태) */
    gatewayCode: varchar('gateway_code', { length: 60 }),
    message: varchar('message', { length: 300 }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** 대사 작업이 마지막으로 물어본 때와 횟수: 결제사가 계속 모른다고 하면 물러나며 다시 묻는다 */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkCount: integer('check_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_payment_key_uq').on(t.paymentKey),
    // 한 구매에 열린 시도는 하나뿐: 같은 주문을 두 결제 키로 동시에 승인하지 않는다
    uniqueIndex('payment_attempts_open_uq').on(t.purchaseId).where(sql`${t.status} in ('OPEN', 'CANCEL_PENDING')`),
    index('payment_attempts_status_idx').on(t.status, t.startedAt),
    index('payment_attempts_purchase_idx').on(t.purchaseId),
  ],
);

/** 가상계좌: 결제사가 구매마다 발급한 계좌와 입금 기한. 웹훅의 secret 은 해시로만 둔다 */
export const VIRTUAL_ACCOUNT_STATUSES = ['WAITING_FOR_DEPOSIT', 'DONE', 'CANCELED', 'EXPIRED'] as const;
export type VirtualAccountStatus = (typeof VIRTUAL_ACCOUNT_STATUSES)[number];

export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    paymentKey: varchar('payment_key', { length: 200 }).notNull(),
    bankCode: varchar('bank_code', { length: 10 }).notNull(),
    accountNumber: varchar('account_number', { length: 40 }).notNull(),
    /** 예금주로 보이는 이름(결제사가 정한 상점명 또는 고객명) */
    holderName: varchar('holder_name', { length: 60 }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    /** 입금 웹훅이 보내는 secret 의 SHA-256 (hex) */
    secretHash: varchar('secret_hash', { length: 64 }),
    status: text('status').$type<VirtualAccountStatus>().notNull().default('WAITING_FOR_DEPOSIT'),
    depositedAt: timestamp('deposited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('virtual_accounts_purchase_uq').on(t.purchaseId), uniqueIndex('virtual_accounts_payment_key_uq').on(t.paymentKey)],
);

/** 결제사 웹훅 한 번 한 번의 기록: 중복·늦은·순서가 바뀐·위조된 것까지 모두 남기고, 무엇을 했는지 적는다 */
export const WEBHOOK_OUTCOMES = ['APPLIED', 'DUPLICATE', 'IGNORED', 'REJECTED', 'FLAGGED', 'REFUNDED_LATE'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 20 }).notNull(),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    orderId: varchar('order_id', { length: 64 }),
    paymentKey: varchar('payment_key', { length: 200 }),
    gatewayStatus: varchar('gateway_status', { length: 30 }),
    purchaseId: integer('purchase_id'),
    /** 받은 본문 그대로. secret 값은 지우고 둔다 */
    body: jsonb('body').$type<Record<string, unknown>>(),
    outcome: text('outcome').$type<WebhookOutcome>().notNull(),
    message: varchar('message', { length: 300 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_webhook_events_received_idx').on(t.receivedAt), index('payment_webhook_events_order_idx').on(t.orderId)],
);

/** 현금영수증: 소득공제(휴대폰 번호) 또는 지출증빙(사업자등록번호). 결제 완료 때 발급, 전액 환불 때 취소 */
export const CASH_RECEIPT_TYPES = ['INCOME_DEDUCTION', 'EXPENSE_PROOF'] as const;
export type CashReceiptType = (typeof CASH_RECEIPT_TYPES)[number];
export const CASH_RECEIPT_STATUSES = ['REQUESTED', 'ISSUED', 'FAILED', 'CANCELED'] as const;
export type CashReceiptStatus = (typeof CASH_RECEIPT_STATUSES)[number];

export const cashReceipts = pgTable(
  'cash_receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    type: text('type').$type<CashReceiptType>().notNull(),
    /** 숫자만: 휴대폰 번호 또는 사업자등록번호 */
    identityNumber: varchar('identity_number', { length: 20 }).notNull(),
    status: text('status').$type<CashReceiptStatus>().notNull().default('REQUESTED'),
    amount: integer('amount'),
    receiptKey: varchar('receipt_key', { length: 100 }),
    issueNumber: varchar('issue_number', { length: 40 }),
    receiptUrl: text('receipt_url'),
    failureMessage: varchar('failure_message', { length: 300 }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** 발급·취소 작업이 결제사를 부른 횟수: 다 쓰면 FAILED */
    attempts: integer('attempts').notNull().default(0),
    /** 일꾼이 잡아 둔 기한(임대) 또는 물러난 뒤 다시 부를 때: 이 시각 전에는 다른 일꾼이 잡지 않는다 */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** 전액 환불로 발급된 영수증의 취소가 필요해진 때: 결제사 취소가 끝나면 CANCELED */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cash_receipts_purchase_uq').on(t.purchaseId), index('cash_receipts_status_idx').on(t.status)],
);

/**
 * 환불 한 건. 결제사 취소처럼 바깥을 부르는 환불은 PENDING 으로 먼저 커밋한 뒤 부르고, 결과를 적는다:
 * 부른 사이에 죽거나 답을 못 받아도 이 줄이 남아 같은 Idempotency-Key 로 다시 마무리한다(두 번 취소되지 않는다).
 * 구매마다 진행 중(PENDING)인 환불은 하나뿐이라 두 환불이 엇갈리지 않는다.
 *  - to: CARD(카드·간편결제 취소), POINT(적립금), CASH(계좌로: 가상계좌는 결제사 환불, 무통장입금은 운영자 이체)
 *  - AWAITING_TRANSFER: 무통장입금 현금 환불이 기록되어 운영자의 이체를 기다림(이체일을 적으면 DONE)
 */
export const PURCHASE_REFUND_STATUSES = ['PENDING', 'AWAITING_TRANSFER', 'DONE', 'FAILED'] as const;
export type PurchaseRefundStatus = (typeof PURCHASE_REFUND_STATUSES)[number];
export type PurchaseRefundTo = 'CARD' | 'POINT' | 'CASH';

export const purchaseRefunds = pgTable(
  'purchase_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    /** 구매 안에서 몇 번째 환불인가: 결제사 Idempotency-Key 의 일부 */
    sequence: integer('sequence').notNull(),
    to: text('to').$type<PurchaseRefundTo>().notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<PurchaseRefundStatus>().notNull().default('PENDING'),
    reason: varchar('reason', { length: 200 }).notNull(),
    requestedBy: integer('requested_by'),
    /** 현금 환불 계좌(은행 코드, 계좌번호 숫자만, 예금주) */
    bankCode: varchar('bank_code', { length: 10 }),
    accountNumber: varchar('account_number', { length: 40 }),
    holderName: varchar('holder_name', { length: 40 }),
    gatewayCode: varchar('gateway_code', { length: 60 }),
    message: varchar('message', { length: 300 }),
    transferredOn: date('transferred_on'),
    doneBy: integer('done_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_refunds_sequence_uq').on(t.purchaseId, t.sequence),
    uniqueIndex('purchase_refunds_pending_uq').on(t.purchaseId).where(sql`${t.status} = 'PENDING'`),
    index('purchase_refunds_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * 내장 테스트 결제사의 장부: 실제 결제사처럼 승인·취소·가상계좌·입금을 기억해, 충돌 시험과 대사 작업이
 * 오프라인에서도 결제사에 물어볼 수 있다. 실제 결제사(PAYMENTS_PROVIDER=toss)에서는 쓰이지 않는다.
 */
export const testGatewayPayments = pgTable(
  'test_gateway_payments',
  {
    paymentKey: varchar('payment_key', { length: 200 }).primaryKey(),
    orderId: varchar('order_id', { length: 64 }).notNull(),
    orderName: varchar('order_name', { length: 100 }).notNull().default(''),
    /** 토스페이먼츠의 method 값: 카드, 간편결제, 가상계좌 */
    method: varchar('method', { length: 20 }).notNull(),
    easyPayProvider: varchar('easy_pay_provider', { length: 20 }),
    /** READY, IN_PROGRESS, DONE, CANCELED, PARTIAL_CANCELED, WAITING_FOR_DEPOSIT, ABORTED, EXPIRED */
    status: varchar('status', { length: 30 }).notNull(),
    totalAmount: integer('total_amount').notNull(),
    balanceAmount: integer('balance_amount').notNull(),
    virtualAccount: jsonb('virtual_account').$type<Record<string, unknown>>(),
    secret: varchar('secret', { length: 100 }),
    cancels: jsonb('cancels').$type<Record<string, unknown>[]>().notNull().default([]),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('test_gateway_payments_order_idx').on(t.orderId), index('test_gateway_payments_approved_idx').on(t.approvedAt)],
);

/** 테스트 결제사가 Idempotency-Key 마다 기억하는 첫 응답: 같은 키의 재요청에는 같은 답 */
export const testGatewayRequests = pgTable('test_gateway_requests', {
  idempotencyKey: varchar('idempotency_key', { length: 200 }).primaryKey(),
  response: jsonb('response').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** 테스트 결제사가 발급한 현금영수증 */
export const testGatewayCashReceipts = pgTable('test_gateway_cash_receipts', {
  receiptKey: varchar('receipt_key', { length: 100 }).primaryKey(),
  orderId: varchar('order_id', { length: 64 }).notNull(),
  type: varchar('type', { length: 10 }).notNull(),
  identityNumber: varchar('identity_number', { length: 20 }).notNull(),
  amount: integer('amount').notNull(),
  status: varchar('status', { length: 20 }).notNull(),
  issueNumber: varchar('issue_number', { length: 40 }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
});
