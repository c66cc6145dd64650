import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 120 }).notNull(),
    content: text('content').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notices_listing_idx').on(t.isVisible, t.isPinned, t.createdAt)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: varchar('category', { length: 20 }).notNull(),
    question: varchar('question', { length: 200 }).notNull(),
    answer: text('answer').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_listing_idx').on(t.category, t.displayOrder)],
);

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    content: text('content').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    isVisible: boolean('is_visible').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('articles_listing_idx').on(t.isVisible, t.publishedAt)],
);

/** 배너와 팝업은 노출 기간(startsAt..endsAt)이 있다. 비어 있으면 무기한. */
const displayWindow = () => ({
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: varchar('title', { length: 120 }).notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url'),
  displayOrder: integer('display_order').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  ...displayWindow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const popups = pgTable('popups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: varchar('title', { length: 120 }).notNull(),
  content: text('content').notNull().default(''),
  imageUrl: text('image_url'),
  linkUrl: text('link_url'),
  displayOrder: integer('display_order').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  ...displayWindow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
