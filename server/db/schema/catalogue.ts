import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AccountType, DiscountTier, ProductKind, ProductStatus } from '../../../lib/schemas/catalogue';
import type { ShortfallAction } from '../../../lib/schemas/shortfalls';
import type { TargetKind } from '../../../lib/schemas/targets';
import { createdAt, updatedAt } from './columns';

export const snsChannels = pgTable(
  'sns_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    subtitle: varchar('subtitle', { length: 120 }).notNull().default(''),
    iconUrl: text('icon_url'),
    displayOrder: integer('display_order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sns_channels_slug_uq').on(t.slug)],
);

export const productTypes = pgTable(
  'product_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => snsChannels.id, { onDelete: 'restrict' }),
    slug: varchar('slug', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    subtitle: varchar('subtitle', { length: 120 }).notNull().default(''),
    iconUrl: text('icon_url'),
    displayOrder: integer('display_order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('product_types_channel_slug_uq').on(t.channelId, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => snsChannels.id, { onDelete: 'restrict' }),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ProductKind>().notNull(),
    accountType: text('account_type').$type<AccountType>().notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    description: text('description').notNull().default(''),
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    defaultQuantity: integer('default_quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    discountTiers: jsonb('discount_tiers').$type<DiscountTier[]>().notNull().default([]),
    targetKind: text('target_kind').$type<TargetKind>().notNull(),
    refillDays: integer('refill_days').notNull().default(0),
    minDays: integer('min_days').notNull().default(1),
    maxDays: integer('max_days').notNull().default(1),
    status: text('status').$type<ProductStatus>().notNull().default('NOTSALE'),
    isPopular: boolean('is_popular').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    /** 상위 SMM 패널과 그 패널의 서비스 번호 (이행 단계에서 쓴다) */
    panelId: integer('panel_id'),
    panelServiceId: varchar('panel_service_id', { length: 40 }),
    /** 부분 완료·취소로 남은 수량의 처리(lib/schemas/shortfalls.ts). 다시 보낼 패널이 비면 위의 패널 */
    shortfallAction: text('shortfall_action').$type<ShortfallAction>().notNull().default('REFUND_POINT'),
    shortfallPanelId: integer('shortfall_panel_id'),
    shortfallPanelServiceId: varchar('shortfall_panel_service_id', { length: 40 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** 지난 주문이 가리키므로 지우지 않고 표시만 한다 */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('products_listing_idx').on(t.channelId, t.productTypeId, t.kind, t.displayOrder),
    index('products_popular_idx').on(t.isPopular, t.displayOrder),
  ],
);
