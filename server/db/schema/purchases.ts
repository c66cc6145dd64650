import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type {
  CouponDiscountType,
  CouponScope,
  EasyPayProvider,
  MemberCouponStatus,
  PaymentMethod,
  PointType,
  PurchaseStatus,
  ServiceStatus,
} from '../../../lib/schemas/purchases';
import type { ProductKind } from '../../../lib/schemas/catalogue';
import type { Role } from '../../../lib/schemas/members';
import { products } from './catalogue';
import { createdAt, updatedAt } from './columns';
import { members } from './members';

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    targetKey: varchar('target_key', { length: 300 }).notNull(),
    quantity: integer('quantity').notNull(),
    days: integer('days').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_items_line_uq').on(t.memberId, t.productId, t.targetKey, t.days)],
);

export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 60 }).notNull(),
  discountType: text('discount_type').$type<CouponDiscountType>().notNull(),
  /** FIXED 면 원, RATE 면 % */
  discountValue: integer('discount_value').notNull(),
  maxDiscount: integer('max_discount'),
  minOrderAmount: integer('min_order_amount').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** 있으면 발급일로부터 N일 동안 쓸 수 있다(member_coupons.expires_at 에 발급 때 적는다) */
  validityDays: integer('validity_days'),
  scope: text('scope').$type<CouponScope>().notNull().default('ALL'),
  scopeChannelId: integer('scope_channel_id'),
  scopeProductTypeId: integer('scope_product_type_id'),
  /** scope = PRODUCTS 일 때 쓸 수 있는 상품 id 들 */
  scopeProductIds: integer('scope_product_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** 한 회원이 이 쿠폰을 몇 장까지 받을 수 있는지 */
  perMemberLimit: integer('per_member_limit').notNull().default(1),
  /** 가입할 때 자동으로 주는 환영 쿠폰 */
  welcome: boolean('welcome').notNull().default(false),
  /** 더 발급하지 않는 쿠폰(이미 준 것은 그대로 쓸 수 있다) */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** 운영자의 발급 한 번(한 명 또는 여러 명): 같은 요청 키로 다시 보내면 새로 주지 않는다 */
export const couponIssues = pgTable(
  'coupon_issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    requestKey: varchar('request_key', { length: 64 }).notNull(),
    /** 발급한 운영자(가입 환영 쿠폰은 null) */
    issuedBy: integer('issued_by'),
    memberCount: integer('member_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_issues_request_key_uq').on(t.requestKey)],
);

export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    status: text('status').$type<MemberCouponStatus>().notNull().default('AVAILABLE'),
    /** 예약·사용한 구매. 취소·만료되면 AVAILABLE 로 돌아오며 비워진다 */
    purchaseId: integer('purchase_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    issuedAt: createdAt(),
    /** 이 장의 마감(쿠폰의 endsAt 또는 발급일 + validityDays 중 이른 것) */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    issueId: integer('issue_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('member_coupons_member_idx').on(t.memberId, t.status),
    index('member_coupons_coupon_idx').on(t.couponId, t.status),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** 결제대행사에 넘기는 주문번호(orderId). 6~64자 영숫자·-_ */
    orderNo: varchar('order_no', { length: 64 }).notNull(),
    status: text('status').$type<PurchaseStatus>().notNull().default('ORDER_FORM'),
    method: text('method').$type<PaymentMethod>(),
    /** 간편결제(EASY_PAY)일 때 어느 것인지 */
    easyPayProvider: text('easy_pay_provider').$type<EasyPayProvider>(),
    source: varchar('source', { length: 16 }).notNull(),
    orderName: varchar('order_name', { length: 100 }).notNull(),
    /** 모든 금액은 원 단위 정수, 서버가 계산한다 */
    subtotal: integer('subtotal').notNull(),
    quantityDiscount: integer('quantity_discount').notNull().default(0),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    pointUsed: integer('point_used').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    memberCouponId: integer('member_coupon_id'),
    depositorName: varchar('depositor_name', { length: 40 }),
    depositDeadline: timestamp('deposit_deadline', { withTimezone: true }),
    paymentKey: varchar('payment_key', { length: 200 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedPoint: integer('refunded_point').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchases_order_no_uq').on(t.orderNo),
    uniqueIndex('purchases_payment_key_uq').on(t.paymentKey).where(sql`${t.paymentKey} is not null`),
    index('purchases_member_idx').on(t.memberId, t.createdAt),
    index('purchases_status_idx').on(t.status, t.createdAt),
  ],
);

/** 주문 시점의 가격을 그대로 적어 둔다: 나중에 상품 가격이 바뀌어도 이 줄은 그대로다 */
export const purchaseLines = pgTable(
  'purchase_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    cartItemId: integer('cart_item_id'),
    productName: varchar('product_name', { length: 60 }).notNull(),
    productKind: text('product_kind').$type<ProductKind>().notNull(),
    targetKey: varchar('target_key', { length: 300 }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    days: integer('days').notNull().default(1),
    discountRate: integer('discount_rate').notNull().default(0),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
  },
  (t) => [index('purchase_lines_purchase_idx').on(t.purchaseId)],
);

/** 상태가 바뀔 때마다 한 줄: 누가, 언제, 무엇에서 무엇으로 */
export const purchaseStatusHistory = pgTable(
  'purchase_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<PurchaseStatus>(),
    toStatus: text('to_status').$type<PurchaseStatus>().notNull(),
    actorMemberId: integer('actor_member_id'),
    actorRole: text('actor_role').$type<Role | 'SYSTEM'>().notNull(),
    reason: varchar('reason', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_status_history_purchase_idx').on(t.purchaseId, t.createdAt)],
);

/** 결제대행사와 주고받은 승인·취소의 기록 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    paymentKey: varchar('payment_key', { length: 200 }).notNull(),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 30 }).notNull(),
    canceledAmount: integer('canceled_amount').notNull().default(0),
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payments_payment_key_uq').on(t.paymentKey)],
);

/** 포인트 원장: 잔액은 언제나 마지막 줄의 balanceAfter 이고, members.point 에 같은 트랜잭션에서 옮겨 적는다 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').$type<PointType>().notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    purchaseId: integer('purchase_id'),
    reviewId: integer('review_id'),
    memo: varchar('memo', { length: 200 }),
    /** 운영자 지급·차감: 누른 운영자와 요청 키(두 번 눌러도 한 줄만 적힌다) */
    actorMemberId: integer('actor_member_id'),
    requestKey: varchar('request_key', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_ledger_member_idx').on(t.memberId, t.id),
    uniqueIndex('point_ledger_request_key_uq').on(t.requestKey).where(sql`${t.requestKey} is not null`),
    // 한 구매에서 포인트 사용·복구가 두 번 적히지 않게 한다
    uniqueIndex('point_ledger_purchase_once_uq')
      .on(t.type, t.purchaseId)
      .where(sql`${t.purchaseId} is not null and ${t.type} in ('USE_BY_PURCHASE', 'RESTORE_BY_CANCEL')`),
  ],
);

/** 서비스 = 결제된 주문 줄 하나의 이행. 주문 줄마다 하나뿐이다 */
export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    purchaseLineId: integer('purchase_line_id')
      .notNull()
      .references(() => purchaseLines.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: varchar('product_name', { length: 60 }).notNull(),
    targetKey: varchar('target_key', { length: 300 }).notNull(),
    quantity: integer('quantity').notNull(),
    days: integer('days').notNull().default(1),
    totalPrice: integer('total_price').notNull(),
    status: text('status').$type<ServiceStatus>().notNull().default('WAITING'),
    /** 상품 종류(SINGLE/DAILY)와 재충전 기간: 결제 시점의 상품 값을 적어 둔다 */
    productKind: text('product_kind').$type<ProductKind>().notNull().default('SINGLE'),
    refillDays: integer('refill_days').notNull().default(0),
    /** 일일 상품의 첫날·마지막 날 (KST 날짜) */
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    /** 작업들의 패널 응답을 모은 값: 시작 수치와 남은 수량(진행 막대) */
    startCount: integer('start_count'),
    remains: integer('remains'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('services_line_uq').on(t.purchaseLineId),
    index('services_member_idx').on(t.memberId, t.createdAt),
    index('services_status_idx').on(t.status),
  ],
);
